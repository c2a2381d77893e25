import { Badge, Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { villageStationResource } from "@suyuan/contracts/village-station/village-station-resource";
import type { DataColumn } from "@suyuan/ui/data-table";
import { DEFAULT_PAGE_SIZE } from "@suyuan/ui/page-size";
import { IconPlus } from "@tabler/icons-react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { pick } from "../../i18n/pick-label.ts";
import { EMPTY, formatKey } from "../../kit/resource-format.tsx";
import { resourceProcedures, type ResourceRow } from "../../kit/resource-search.ts";
import type { ResourceViewPageProps } from "../../kit/resource-view-page.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { QueryTable, type Paging } from "../../common/query-table.tsx";
import { RowLink } from "../../common/row-actions.tsx";

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
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const stations = resourceProcedures(trpc, villageStationResource.name);
  // The view page's URL is the town's; the stations' page is the panel's own.
  const [paging, setPaging] = useState<Paging>({ page: 1, pageSize: DEFAULT_PAGE_SIZE });
  const canView = usePermitted("/basicInfo/villageView");
  const list = useQuery({
    ...stations.find.queryOptions({ townId: item.id, ...paging, sortBy: "name", sortDir: "asc" }),
    placeholderData: keepPreviousData,
  });
  const open = useQuery(stations.find.queryOptions({ townId: item.id, status: "open", page: 1, pageSize: 1 }));

  const columns = useMemo<DataColumn<ResourceRow>[]>(() => {
    const display = { locale, yes: t("common.yes"), no: t("common.no") };
    const cell = (row: ResourceRow, key: string) => formatKey(villageStationResource, key, row, display);
    const label = (key: "name" | "code" | "master" | "phone" | "status") =>
      pick(villageStationResource.fields[key].label, locale);
    return [
      {
        id: "name",
        header: label("name"),
        priority: "primary",
        size: 160,
        Cell: ({ row }) =>
          canView ? (
            <RowLink to="/basicInfo/villageView" search={{ id: row.original.id }}>
              {typeof row.original.name === "string" ? row.original.name : EMPTY}
            </RowLink>
          ) : (
            cell(row.original, "name")
          ),
      },
      ...(["code", "master", "phone"] as const).map((key): DataColumn<ResourceRow> => ({
        id: key,
        header: label(key),
        Cell: ({ row }) => cell(row.original, key),
      })),
      { id: "status", header: label("status"), priority: "high", Cell: ({ row }) => cell(row.original, "status") },
    ];
  }, [locale, t, canView]);

  return (
    <Stack gap="md" data-testid="town-stations">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Count label={t("town.stationCount")} value={list.data?.total} testId="town-station-count" />
        <Count label={t("town.openCount")} value={open.data?.total} testId="town-open-count" />
      </SimpleGrid>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="sm">
          <Group gap="xs">
            <Title order={3} fz="md">
              {t("town.stations")}
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
              {t("town.addStation")}
            </Button>
          </Permitted>
        </Group>
        <QueryTable<ResourceRow>
          tableId="town-stations"
          list={list}
          paging={paging}
          onPageChange={setPaging}
          columns={columns}
          emptyText={t("town.noStations")}
        />
      </Paper>
    </Stack>
  );
}

/** The town view: its stations and counts under the details. */
export const townViewPage: Omit<ResourceViewPageProps, "definition" | "id"> = {
  children: (item) => <TownStations item={item} />,
};
