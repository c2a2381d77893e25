import {
  Badge,
  Button,
  Center,
  Group,
  Loader,
  Pagination,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import { villageStationResource } from "@suyuan/contracts/village-station/village-station-resource";
import { IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { EMPTY, formatKey } from "../../kit/resource-format.tsx";
import { resourceProcedures, type ResourceRow } from "../../kit/resource-search.ts";
import type { ResourceViewPageProps } from "../../kit/resource-view-page.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { LoadError } from "../../common/load-error.tsx";
import { RowLink } from "../../common/row-actions.tsx";
import { TOWN_TEXTS } from "./town-texts.ts";

const PAGE_SIZE = 10;

function Count({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Paper withBorder radius="md" p="sm" data-testid={testId}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={24} lh={1.2}>
        {value === undefined ? <Loader size="xs" /> : value}
      </Text>
    </Paper>
  );
}

/** A town's stations (villageStation.find by townId), with the number of stations and of open ones. */
function TownStations({ item }: { item: ResourceRow }) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const stations = resourceProcedures(trpc, villageStationResource.name);
  const [page, setPage] = useState(1);
  const canView = usePermitted("/basicInfo/villageView");
  const list = useQuery({
    ...stations.find.queryOptions({ townId: item.id, page, pageSize: PAGE_SIZE, sortBy: "name", sortDir: "asc" }),
    placeholderData: keepPreviousData,
  });
  const open = useQuery(stations.find.queryOptions({ townId: item.id, status: "open", page: 1, pageSize: 1 }));
  const display = { locale, yes: t("common.yes"), no: t("common.no") };
  const cell = (row: ResourceRow, key: string) => formatKey(villageStationResource, key, row, display);
  const label = (key: "name" | "code" | "master" | "phone" | "status") =>
    pick(villageStationResource.fields[key].label, locale);

  let body;
  if (list.isPending)
    body = (
      <Center h={100}>
        <Loader size="sm" />
      </Center>
    );
  else if (list.isError)
    body = <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />;
  else if (list.data.items.length === 0)
    body = (
      <Center h={80}>
        <Text size="sm" c="dimmed">
          {pick(TOWN_TEXTS.noStations, locale)}
        </Text>
      </Center>
    );
  else {
    const pages = Math.max(1, Math.ceil(list.data.total / PAGE_SIZE));
    body = (
      <Stack gap="sm">
        <Table.ScrollContainer minWidth={600}>
          <Table striped withTableBorder aria-label={pick(TOWN_TEXTS.stations, locale)}>
            <Table.Thead>
              <Table.Tr>
                {(["name", "code", "master", "phone", "status"] as const).map((key) => (
                  <Table.Th key={key}>{label(key)}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((row) => (
                <Table.Tr key={row.id}>
                  <Table.Td>
                    {canView ? (
                      <RowLink to="/basicInfo/villageView" search={{ id: row.id }}>
                        {typeof row.name === "string" ? row.name : EMPTY}
                      </RowLink>
                    ) : (
                      cell(row, "name")
                    )}
                  </Table.Td>
                  <Table.Td>{cell(row, "code")}</Table.Td>
                  <Table.Td>{cell(row, "master")}</Table.Td>
                  <Table.Td>{cell(row, "phone")}</Table.Td>
                  <Table.Td>{cell(row, "status")}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {pages > 1 ? (
          <Group justify="flex-end">
            <Pagination size="sm" total={pages} value={page} onChange={setPage} />
          </Group>
        ) : null}
      </Stack>
    );
  }

  return (
    <Stack gap="md" data-testid="town-stations">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Count label={pick(TOWN_TEXTS.stationCount, locale)} value={list.data?.total} testId="town-station-count" />
        <Count label={pick(TOWN_TEXTS.openCount, locale)} value={open.data?.total} testId="town-open-count" />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Group gap="xs">
            <Title order={3} fz="md">
              {pick(TOWN_TEXTS.stations, locale)}
            </Title>
            {list.data ? <Badge variant="light">{list.data.total}</Badge> : null}
          </Group>
          <Permitted perm={villageStationResource.keys.create}>
            <Button
              size="xs"
              variant="light"
              component={Link}
              to="/basicInfo/addVillage"
              leftSection={<IconPlus size={14} />}
            >
              {pick(TOWN_TEXTS.addStation, locale)}
            </Button>
          </Permitted>
        </Group>
        {body}
      </Paper>
    </Stack>
  );
}

/** The town view: its stations and counts under the details. */
export const townViewPage: Omit<ResourceViewPageProps, "definition" | "id"> = {
  children: (item) => <TownStations item={item} />,
};
