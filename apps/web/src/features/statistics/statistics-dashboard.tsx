import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";
import { Anchor, Button, Center, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { MonthPickerInput } from "@mantine/dates";
import {
  STATISTIC_FIGURES,
  ZFindStatisticSeriesInput,
  type TStatisticMonth,
  type TStatisticSeries,
} from "@suyuan/contracts/statistics/statistics-operations";
import { townStatisticResource } from "@suyuan/contracts/statistics/town-statistic-resource";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import dayjs from "dayjs";
import { useEffect, useMemo, type ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatNumber } from "@suyuan/contracts/common/format-value";
import { pick } from "../../i18n/pick-label.ts";
import { ResourceLookupSelect } from "../../kit/resource-lookup.tsx";
import { resourceProcedures } from "../../kit/resource-search.ts";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { PageCard } from "../../common/page-card.tsx";
import { rangeOf, rangeShowing, type StatisticsViewSearch } from "./statistics-view-search.ts";

const route = getRouteApi("/_authed/statistics/view");

type Figure = (typeof STATISTIC_FIGURES)[number];

const COLORS: Record<Figure, string> = {
  onlineSales: "green.6",
  orders: "blue.6",
  parcelsIn: "cyan.6",
  parcelsOut: "orange.6",
  shops: "grape.6",
  trained: "teal.6",
  employed: "red.6",
};

/** Whether a series has any figure entered (else the charts give way to an empty state). */
function seriesHasData(series: TStatisticSeries): boolean {
  return series.some((row) => STATISTIC_FIGURES.some((figure) => row[figure] !== 0));
}

/** Sums of every figure over the rows (the range's totals, or the month's county total). */
function totalsOf(rows: readonly Record<Figure, number>[]): Record<Figure, number> {
  const totals = Object.fromEntries(STATISTIC_FIGURES.map((figure) => [figure, 0])) as Record<Figure, number>;
  for (const row of rows) for (const figure of STATISTIC_FIGURES) totals[figure] += row[figure];
  totals.onlineSales = Math.round(totals.onlineSales * 100) / 100;
  return totals;
}

function ChartPaper({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={3} fz="md" mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function Placeholder({ text, h = 200 }: { text: string; h?: number }) {
  return (
    <Center h={h}>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </Center>
  );
}

function toMonthDate(month: string): Date {
  return dayjs(`${month}-01`).toDate();
}

function fromMonthDate(value: Date | string | null): string | undefined {
  return value ? dayjs(value).format("YYYY-MM") : undefined;
}

/** /statistics/view: a town (or the whole county) over a month range, as charts, and one month by town. */
export function StatisticsDashboard() {
  const { locale, t, ts } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { from, to, month } = rangeOf(search);
  const label = (figure: Figure) => pick(townStatisticResource.fields[figure].label, locale);
  const number = (value: number, decimals = 0) => formatNumber(value, locale, decimals);

  const go = (patch: Partial<StatisticsViewSearch>, replace = false) =>
    void navigate({ search: (prev) => cleanSearch({ ...prev, ...patch }), replace });

  // The list's 查看 opens ?id=: preselect that row's town and month, then drop the id.
  const row = useQuery({
    ...resourceProcedures(trpc, townStatisticResource.name).get.queryOptions({ id: search.id ?? 0 }),
    enabled: search.id !== undefined,
  });
  useEffect(() => {
    if (search.id === undefined || !row.data) return;
    const townId = typeof row.data.townId === "number" ? row.data.townId : undefined;
    const rowMonth = typeof row.data.month === "string" ? row.data.month : undefined;
    go({ id: undefined, townId, month: rowMonth, ...(rowMonth ? rangeShowing(rowMonth) : {}) }, true);
  }, [search.id, row.data]);

  const town = useQuery({
    ...resourceProcedures(trpc, "town").options.queryOptions({ ids: search.townId ? [search.townId] : [] }),
    enabled: search.townId !== undefined,
  });
  const townName = town.data?.find((item) => item.id === search.townId)?.name ?? null;

  const range = ZFindStatisticSeriesInput.safeParse({ townId: search.townId, from, to });
  const rangeProblem = range.success ? undefined : range.error.issues[0]?.message;
  const series = useQuery({
    ...trpc.townStatistic.findSeries.queryOptions({ townId: search.townId, from, to }),
    enabled: range.success,
  });
  const byTown = useQuery(trpc.townStatistic.findMonth.queryOptions({ month }));

  const seriesLines = (figures: readonly Figure[]) =>
    figures.map((figure) => ({ name: figure, label: label(figure), color: COLORS[figure] }));
  const data = useMemo(() => series.data ?? [], [series.data]);
  const totals = useMemo(() => totalsOf(data), [data]);

  let charts: ReactNode;
  if (search.id !== undefined && row.isPending) charts = <Placeholder text={t("app.loading")} />;
  else if (rangeProblem) charts = <Placeholder text={ts(rangeProblem)} />;
  else if (series.isPending)
    charts = (
      <Center h={200}>
        <Loader size="sm" />
      </Center>
    );
  else if (series.isError) charts = <Placeholder text={failureText(toAppFailure(series.error), t)} />;
  else if (!seriesHasData(data)) charts = <Placeholder text={t("statistics.empty")} />;
  else
    charts = (
      <Stack gap="md">
        <SimpleGrid cols={{ base: 2, sm: 4, lg: 7 }} spacing="sm" data-testid="statistics-totals">
          {STATISTIC_FIGURES.map((figure) => (
            <Paper key={figure} withBorder radius="md" p="sm">
              <Text size="xs" c="dimmed">
                {label(figure)}
              </Text>
              <Text fw={700} fz="lg">
                {number(totals[figure], figure === "onlineSales" ? 2 : 0)}
              </Text>
            </Paper>
          ))}
        </SimpleGrid>
        <ChartPaper title={t("statistics.salesChart")} testId="statistics-sales-chart">
          <LineChart
            h={260}
            data={data}
            dataKey="month"
            series={seriesLines(["onlineSales"])}
            curveType="monotone"
            tickLine="y"
            gridAxis="xy"
            valueFormatter={(value) => number(value, 2)}
          />
        </ChartPaper>
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <ChartPaper title={t("statistics.ordersChart")} testId="statistics-orders-chart">
            <BarChart
              h={260}
              data={data}
              dataKey="month"
              series={seriesLines(["orders", "parcelsIn", "parcelsOut"])}
              withLegend
              legendProps={{ verticalAlign: "bottom", height: 36 }}
              maxBarWidth={14}
              tickLine="y"
              gridAxis="y"
              yAxisProps={{ allowDecimals: false }}
              valueFormatter={(value) => number(value)}
            />
          </ChartPaper>
          <ChartPaper title={t("statistics.peopleChart")} testId="statistics-people-chart">
            <LineChart
              h={260}
              data={data}
              dataKey="month"
              series={seriesLines(["shops", "trained", "employed"])}
              withLegend
              legendProps={{ verticalAlign: "bottom", height: 36 }}
              curveType="monotone"
              tickLine="y"
              gridAxis="xy"
              yAxisProps={{ allowDecimals: false }}
              valueFormatter={(value) => number(value)}
            />
          </ChartPaper>
        </SimpleGrid>
      </Stack>
    );

  return (
    <PageCard
      title={t("statistics.title")}
      hint={t("statistics.hint")}
      testId="statistics-dashboard"
      actions={
        <Button variant="default" component={Link} to="/statistics/list">
          {t("statistics.list")}
        </Button>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <ResourceLookupSelect
          key={`${search.townId ?? "all"}-${townName ?? ""}`}
          source="town"
          label={t("statistics.town")}
          placeholder={t("statistics.wholeCounty")}
          value={search.townId ? String(search.townId) : null}
          selectedName={townName}
          onChange={(value) => go({ townId: value ? Number(value) : undefined })}
          w={220}
        />
        <MonthPickerInput
          label={t("statistics.from")}
          valueFormat="YYYY-MM"
          value={toMonthDate(from)}
          onChange={(value) => go({ from: fromMonthDate(value) })}
          w={150}
        />
        <MonthPickerInput
          label={t("statistics.to")}
          valueFormat="YYYY-MM"
          value={toMonthDate(to)}
          onChange={(value) => go({ to: fromMonthDate(value) })}
          w={150}
        />
      </Group>
      {charts}
      <ByTownTable
        month={month}
        onMonth={(next) => go({ month: next })}
        rows={byTown.data}
        pending={byTown.isPending}
        error={byTown.isError ? failureText(toAppFailure(byTown.error), t) : undefined}
        selectedTownId={search.townId}
        onTown={(townId) => go({ townId })}
      />
    </PageCard>
  );
}

/** One month, one row per town (towns without figures say so), and the county total. */
function ByTownTable({
  month,
  onMonth,
  rows,
  pending,
  error,
  selectedTownId,
  onTown,
}: {
  month: string;
  onMonth: (month: string | undefined) => void;
  rows: TStatisticMonth | undefined;
  pending: boolean;
  error?: string;
  selectedTownId?: number;
  onTown: (townId: number) => void;
}) {
  const { locale, t } = useI18n();
  const label = (figure: Figure) => pick(townStatisticResource.fields[figure].label, locale);
  const number = (value: number, decimals = 0) => formatNumber(value, locale, decimals);
  const totals = totalsOf(rows ?? []);

  let body: ReactNode;
  if (pending)
    body = (
      <Center h={120}>
        <Loader size="sm" />
      </Center>
    );
  else if (error) body = <Placeholder text={error} h={120} />;
  else if (!rows || rows.length === 0) body = <Placeholder text={t("statistics.noTowns")} h={120} />;
  else
    body = (
      <Table.ScrollContainer minWidth={860}>
        <Table striped highlightOnHover withTableBorder aria-label={t("statistics.byTown")}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t("statistics.town")}</Table.Th>
              {STATISTIC_FIGURES.map((figure) => (
                <Table.Th key={figure} ta="right">
                  {label(figure)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.townId} bg={row.townId === selectedTownId ? "green.0" : undefined}>
                <Table.Td>
                  <Anchor component="button" type="button" size="sm" onClick={() => onTown(row.townId)}>
                    {row.townName}
                  </Anchor>
                  {row.id === null ? (
                    <Text span size="xs" c="dimmed" ml={6}>
                      {t("statistics.notEntered")}
                    </Text>
                  ) : null}
                </Table.Td>
                {STATISTIC_FIGURES.map((figure) => (
                  <Table.Td key={figure} ta="right">
                    {number(row[figure], figure === "onlineSales" ? 2 : 0)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr fw={600}>
              <Table.Td>{t("statistics.total")}</Table.Td>
              {STATISTIC_FIGURES.map((figure) => (
                <Table.Td key={figure} ta="right">
                  {number(totals[figure], figure === "onlineSales" ? 2 : 0)}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    );

  return (
    <Paper withBorder radius="md" p="md" data-testid="statistics-by-town">
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="md">
          {t("statistics.byTown")}
        </Title>
        <MonthPickerInput
          aria-label={t("statistics.month")}
          valueFormat="YYYY-MM"
          value={toMonthDate(month)}
          onChange={(value) => onMonth(fromMonthDate(value))}
          w={130}
          size="xs"
        />
      </Group>
      {body}
    </Paper>
  );
}
