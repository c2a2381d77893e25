import "@mantine/charts/styles.css";
import { BarChart, LineChart } from "@mantine/charts";
import { Center, Loader, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { dailyReportResource } from "@suyuan/contracts/daily-report/daily-report-resource";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { formatMoney, formatNumber } from "@suyuan/contracts/common/format-value";
import { pick } from "../../i18n/pick-label.ts";
import type { ResourceRow } from "../../kit/resource-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { QueryLoadError } from "../../common/load-error.tsx";

const COUNTS = [
  { name: "visitors", color: "blue.6" },
  { name: "purchaseOrders", color: "orange.6" },
  { name: "salesOrders", color: "teal.6" },
  { name: "expressIn", color: "grape.6" },
  { name: "expressOut", color: "cyan.6" },
] as const;

/** One of the two charts, under its title. */
function ChartPanel({ testId, title, children }: { testId: string; title: string; children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <Text size="sm" fw={500} mb="xs">
        {title}
      </Text>
      {children}
    </div>
  );
}

/** The station's last 30 days up to the report's day (the statistics dashboard's chart library). */
export function DailyReportChart({ item }: { item: ResourceRow }) {
  const { locale, t } = useI18n();
  const trpc = useTrpc();
  const stationId = Number(item.stationId);
  const day = String(item.day);
  const series = useQuery(trpc.dailyReport.series.queryOptions({ stationId, to: day }));
  const label = (key: string) =>
    pick(dailyReportResource.fields[key as keyof typeof dailyReportResource.fields].label, locale);

  let body;
  if (series.isPending)
    body = (
      <Center h={200}>
        <Loader size="sm" />
      </Center>
    );
  else if (series.isError) body = <QueryLoadError query={series} />;
  else if (!series.data.some((point) => point.reported))
    body = (
      <Center h={120}>
        <Text size="sm" c="dimmed">
          {t("dailyReport.noData")}
        </Text>
      </Center>
    );
  else {
    const data = series.data.map((point) => ({ ...point, day: point.day.slice(5) }));
    body = (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <ChartPanel testId="daily-report-counts-chart" title={t("dailyReport.countsChart")}>
          <LineChart
            h={260}
            data={data}
            dataKey="day"
            series={COUNTS.map((count) => ({ ...count, label: label(count.name) }))}
            withLegend
            legendProps={{ verticalAlign: "bottom", height: 36 }}
            curveType="monotone"
            tickLine="y"
            gridAxis="xy"
            yAxisProps={{ allowDecimals: false }}
            valueFormatter={(value) => formatNumber(value, locale)}
          />
        </ChartPanel>
        <ChartPanel testId="daily-report-turnover-chart" title={t("dailyReport.turnoverChart")}>
          <BarChart
            h={260}
            data={data}
            dataKey="day"
            series={[{ name: "turnover", color: "indigo.6", label: label("turnover") }]}
            maxBarWidth={14}
            tickLine="y"
            gridAxis="y"
            valueFormatter={(value) => formatMoney(value, locale)}
          />
        </ChartPanel>
      </SimpleGrid>
    );
  }

  const reported = series.data?.filter((point) => point.reported).length ?? 0;
  return (
    <Paper withBorder radius="md" p="md" data-testid="daily-report-chart">
      <Title order={3} fz="md" mb="sm">
        {t("dailyReport.chartTitle")}
        {series.data ? (
          <Text span size="sm" c="dimmed" ml="sm">
            {t("dailyReport.reportedDays", { count: reported })}
          </Text>
        ) : null}
      </Title>
      {body}
    </Paper>
  );
}
