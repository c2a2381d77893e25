import "@mantine/charts/styles.css";
import { BarChart } from "@mantine/charts";
import { Center, Group, Loader, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { regionPath } from "@suyuan/contracts/region/regions";
import type { TScanStatsOutput } from "@suyuan/contracts/scan/scan-stats";
import { useQuery } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { scanStatsQueryOptions, type ScanSearch } from "./scan-records-search.ts";

/** Provinces shown by name; the rest are summed as "others" so the chart stays readable. */
const TOP_PROVINCES = 10;

/** Chart rows of the province chart: the top provinces, then others, then unknown (no location). */
export function provinceRows(
  perProvince: TScanStatsOutput["perProvince"],
  labels: { unknown: string; others: string },
): { province: string; scans: number }[] {
  const known = perProvince.filter((row) => row.provinceCode !== null);
  const unknown = perProvince.find((row) => row.provinceCode === null)?.scans ?? 0;
  const rows = known
    .slice(0, TOP_PROVINCES)
    .map((row) => ({ province: regionPath(row.provinceCode)[0] ?? row.provinceCode ?? "", scans: row.scans }));
  const others = known.slice(TOP_PROVINCES).reduce((sum, row) => sum + row.scans, 0);
  if (others > 0) rows.push({ province: labels.others, scans: others });
  if (unknown > 0) rows.push({ province: labels.unknown, scans: unknown });
  return rows;
}

/** Scans per day and per province for the list's filters (counted by the server). */
export function ScanCharts({ search }: { search: ScanSearch }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const stats = useQuery(scanStatsQueryOptions(trpc, search));
  const days = useMemo(
    () => (stats.data?.perDay ?? []).map((row) => ({ day: row.day.slice(5), scans: row.scans })),
    [stats.data],
  );
  const provinces = useMemo(
    () =>
      provinceRows(stats.data?.perProvince ?? [], {
        unknown: t("scan.unknownProvince"),
        others: t("scan.otherProvinces"),
      }),
    [stats.data, t],
  );
  const series = [{ name: "scans", label: t("scan.scans"), color: "teal.6" }];

  const body = (chart: ReactNode) => {
    if (stats.isPending)
      return (
        <Center h={240}>
          <Loader size="sm" />
        </Center>
      );
    if (stats.isError) return <Placeholder text={failureText(toAppFailure(stats.error), t)} />;
    if (stats.data.total === 0) return <Placeholder text={t("scan.chartEmpty")} />;
    return chart;
  };

  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <ChartPaper
        title={t("scan.chartDaily")}
        testId="scan-daily-chart"
        note={
          stats.data
            ? t("scan.chartRange", { from: stats.data.from, to: stats.data.to, total: stats.data.total })
            : undefined
        }
      >
        {body(
          <BarChart
            h={240}
            data={days}
            dataKey="day"
            series={series}
            maxBarWidth={18}
            tickLine="y"
            gridAxis="y"
            xAxisProps={{ minTickGap: 16 }}
            yAxisProps={{ allowDecimals: false }}
          />,
        )}
      </ChartPaper>
      <ChartPaper title={t("scan.chartProvince")} testId="scan-province-chart">
        {body(
          <BarChart
            h={Math.max(160, 30 * provinces.length + 40)}
            data={provinces}
            dataKey="province"
            series={series}
            orientation="vertical"
            withBarValueLabel
            maxBarWidth={22}
            gridAxis="none"
            yAxisProps={{ width: 90 }}
            xAxisProps={{ allowDecimals: false }}
          />,
        )}
      </ChartPaper>
    </SimpleGrid>
  );
}

function ChartPaper({
  title,
  note,
  testId,
  children,
}: {
  title: string;
  note?: string | undefined;
  testId: string;
  children: ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId} style={{ borderColor: "var(--mantine-color-gray-2)" }}>
      <Group justify="space-between" mb="sm" gap="xs">
        <Title order={3} fz="sm" fw={600} c="gray.8">
          {title}
        </Title>
        {note ? (
          <Text size="xs" c="dimmed">
            {note}
          </Text>
        ) : null}
      </Group>
      {children}
    </Paper>
  );
}

function Placeholder({ text }: { text: string }) {
  return (
    <Center h={200}>
      <Text c="dimmed" size="sm">
        {text}
      </Text>
    </Center>
  );
}
