import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from "@mantine/core";
import type { TGetStationTodayOutput } from "@suyuan/contracts/work/work-operations";
import { PURCHASE_STATUS_COLORS, PURCHASE_STATUS_LABELS } from "@suyuan/contracts/work-platform/purchase-order-status";
import {
  SALES_AGENCY_STATUS_COLORS,
  SALES_AGENCY_STATUS_LABELS,
} from "@suyuan/contracts/work-platform/sales-agency-status";
import { formatMoney, formatQuantity } from "@suyuan/contracts/common/format-value";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import type { ReactNode } from "react";
import { useI18n, type I18n } from "../../i18n/i18n-context.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { RowLink } from "../../common/row-actions.tsx";
import { WorkFigure } from "./work-figure.tsx";

/** The work bench's work-platform card (work.stationToday); only for users of its lists. */
export function StationTodayCard() {
  const buy = usePermitted("/work_platform/buyList");
  const sell = usePermitted("/work_platform/sellList");
  const daily = usePermitted("/work_platform/dailyList");
  return buy || sell || daily ? <StationToday /> : null;
}

function StationToday() {
  const { t: text } = useI18n();
  const trpc = useTrpc();
  const query = useQuery(trpc.work.stationToday.queryOptions());
  if (query.isPending) return <Skeleton height={160} radius="md" />;
  if (query.isError) return null;
  const today = query.data;
  return (
    <Stack gap="sm" data-testid="work-station-today">
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="lg">
          {text("stationToday.title")}
        </Title>
        <Text size="sm" c="dimmed">
          {today.station?.name ?? text("stationToday.allStations")} · {today.day}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {today.purchase ? (
          <WorkFigure
            label={text("stationToday.purchase")}
            value={today.purchase.open}
            hint={text("stationToday.newToday", { count: today.purchase.createdToday })}
            link={<ListLink to="/work_platform/buyList" />}
          />
        ) : null}
        {today.sales ? (
          <WorkFigure
            label={text("stationToday.sales")}
            value={today.sales.open}
            hint={text("stationToday.newToday", { count: today.sales.createdToday })}
            link={<ListLink to="/work_platform/sellList" />}
          />
        ) : null}
        {today.daily ? <DailyFigure daily={today.daily} mine={today.station !== null} text={text} /> : null}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {today.purchase ? <PurchaseTable items={today.purchase.items} text={text} /> : null}
        {today.sales ? <SalesTable items={today.sales.items} text={text} /> : null}
      </SimpleGrid>
    </Stack>
  );
}

/** The card's text function, handed to its parts. */
type Text = I18n["t"];

function ListLink({ to }: { to: "/work_platform/buyList" | "/work_platform/sellList" }) {
  const { t } = useI18n();
  return (
    <Anchor component={Link} to={to} size="sm">
      {t("work.open")}
    </Anchor>
  );
}

function DailyFigure({
  daily,
  mine,
  text,
}: {
  daily: NonNullable<TGetStationTodayOutput["daily"]>;
  mine: boolean;
  text: Text;
}) {
  const addable = usePermitted("/work_platform/dailyAdd");
  if (!mine)
    return (
      <Card withBorder radius="md" padding="md" data-testid="work-daily-reports">
        <Text size="sm" c="dimmed">
          {text("stationToday.daily")}
        </Text>
        <Text fz={28} fw={700} lh={1} mt={4} c={daily.reported < daily.stations ? "orange" : undefined}>
          {daily.reported} / {daily.stations}
        </Text>
        <Text size="xs" c="dimmed" mt={6}>
          {text("stationToday.reported", { reported: daily.reported, stations: daily.stations })}
        </Text>
      </Card>
    );
  const id = daily.myReportId;
  return (
    <Card withBorder radius="md" padding="md" data-testid="work-daily-reports">
      <Text size="sm" c="dimmed">
        {text("stationToday.daily")}
      </Text>
      <Group justify="space-between" align="center" mt={6}>
        <Badge size="lg" color={id === null ? "orange" : "green"} variant="light">
          {id === null ? text("stationToday.reportDue") : text("stationToday.reportIn")}
        </Badge>
        {id !== null ? (
          <RowLink to="/work_platform/dailyView" search={{ id }}>
            {text("stationToday.viewReport")}
          </RowLink>
        ) : addable ? (
          <Button component={Link} to="/work_platform/dailyAdd" size="xs">
            {text("stationToday.writeReport")}
          </Button>
        ) : null}
      </Group>
    </Card>
  );
}

/** A today list: its title, then its rows under `columns` (the last, a figure, aligned right). */
function TodayTable({
  title,
  columns,
  empty,
  text,
  children,
}: {
  title: string;
  columns: string[];
  empty: boolean;
  text: Text;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="xs">
      <Text fw={600} size="sm" px="xs" pb={4}>
        {title}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed" p="sm">
          {text("stationToday.none")}
        </Text>
      ) : (
        <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm">
          <Table.Thead>
            <Table.Tr>
              {columns.map((column, index) => (
                <Table.Th key={column} ta={index === columns.length - 1 ? "right" : undefined}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>{children}</Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function PurchaseTable({
  items,
  text,
}: {
  items: NonNullable<TGetStationTodayOutput["purchase"]>["items"];
  text: Text;
}) {
  const { locale } = useI18n();
  return (
    <TodayTable
      title={text("stationToday.purchase")}
      columns={[
        text("stationToday.villager"),
        text("stationToday.station"),
        text("stationToday.status"),
        text("stationToday.amount"),
      ]}
      empty={items.length === 0}
      text={text}
    >
      {items.map((item) => (
        <Table.Tr key={item.id}>
          <Table.Td>
            <RowLink to="/work_platform/buyEdit" search={{ id: item.id }}>
              {item.villagerName}
            </RowLink>
          </Table.Td>
          <Table.Td>{item.stationName}</Table.Td>
          <Table.Td>
            <Badge variant="light" color={PURCHASE_STATUS_COLORS[item.status]}>
              {PURCHASE_STATUS_LABELS[item.status][locale]}
            </Badge>
          </Table.Td>
          <Table.Td ta="right">{formatMoney(item.estimatedTotal, locale)}</Table.Td>
        </Table.Tr>
      ))}
    </TodayTable>
  );
}

function SalesTable({ items, text }: { items: NonNullable<TGetStationTodayOutput["sales"]>["items"]; text: Text }) {
  const { locale } = useI18n();
  return (
    <TodayTable
      title={text("stationToday.sales")}
      columns={[
        text("stationToday.goods"),
        text("stationToday.villager"),
        text("stationToday.status"),
        text("stationToday.remaining"),
      ]}
      empty={items.length === 0}
      text={text}
    >
      {items.map((item) => (
        <Table.Tr key={item.id}>
          <Table.Td>
            <RowLink to="/work_platform/sellUpdate" search={{ id: item.id }}>
              {item.goodsName}
            </RowLink>
          </Table.Td>
          <Table.Td>
            {item.villagerName}
            <Text span size="xs" c="dimmed">
              {" "}
              · {item.stationName}
            </Text>
          </Table.Td>
          <Table.Td>
            <Badge variant="light" color={SALES_AGENCY_STATUS_COLORS[item.status]}>
              {SALES_AGENCY_STATUS_LABELS[item.status][locale]}
            </Badge>
          </Table.Td>
          <Table.Td ta="right">{formatQuantity(item.remaining, item.unit, locale)}</Table.Td>
        </Table.Tr>
      ))}
    </TodayTable>
  );
}
