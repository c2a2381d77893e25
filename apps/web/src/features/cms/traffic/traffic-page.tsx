import "@mantine/charts/styles.css";
import { BarChart, DonutChart, LineChart } from "@mantine/charts";
import {
  Button,
  Center,
  ColorSwatch,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { ZTrafficSettings, type TTrafficSettings } from "@suyuan/contracts/traffic/traffic-operations";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { QueryLoadError } from "../../../common/load-error.tsx";
import { PageCard } from "../../../common/page-card.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { notifyFailure } from "../../../lib/failure.ts";
import { fromDateParam, toDateParam } from "../../../lib/format-date.ts";
import { notifySuccess } from "../../../lib/notify.ts";
import { checkWith, useFormState } from "../../../lib/use-form-state.ts";
import { useAppQueryClient, useTrpc } from "../../../lib/use-trpc.ts";
import { Permitted } from "../../../permissions/permitted.tsx";
import { periodInput, type PeriodChoice } from "./traffic-period.ts";
import { RankTable, TrafficPanel } from "./traffic-tables.tsx";

const SOURCE_COLORS = ["teal.6", "blue.6", "orange.6", "grape.6", "gray.5"];
const TOP_AREAS = 10;
const PAGE_ROWS = 50;

/** 流量统计: the public site's views per period, as charts and exportable tables. */
export function TrafficPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const [choice, setChoice] = useState<PeriodChoice>("today");
  const [range, setRange] = useState<[string | undefined, string | undefined]>([undefined, undefined]);
  const period = useMemo(() => periodInput(choice, range), [choice, range]);
  const keep = { placeholderData: keepPreviousData };
  const trend = useQuery({ ...trpc.traffic.trend.queryOptions(period), ...keep });
  const sources = useQuery({ ...trpc.traffic.sources.queryOptions({ ...period, type: "source" }), ...keep });
  const engines = useQuery({ ...trpc.traffic.sources.queryOptions({ ...period, type: "engine" }), ...keep });
  const links = useQuery({ ...trpc.traffic.sources.queryOptions({ ...period, type: "link", count: 50 }), ...keep });
  const words = useQuery({ ...trpc.traffic.sources.queryOptions({ ...period, type: "keyword", count: 50 }), ...keep });
  const areas = useQuery({ ...trpc.traffic.areas.queryOptions(period), ...keep });
  const pages = useQuery({ ...trpc.traffic.pages.queryOptions({ ...period, pageSize: PAGE_ROWS }), ...keep });
  const entries = useQuery({ ...trpc.traffic.entryPages.queryOptions({ ...period, pageSize: PAGE_ROWS }), ...keep });

  const labels = { pv: t("traffic.pv"), visitors: t("traffic.visitors"), ip: t("traffic.ip") };
  const trendRows = (trend.data?.list ?? []).map(([pv, ip, visitors, , label]) => ({
    label: typeof label === "number" && period.flag !== 2 ? `${label}:00` : String(label),
    pv,
    visitors,
    ip,
  }));
  const sourceRows = Object.entries(sources.data?.totalMap ?? {}).map(([name, value], index) => ({
    name,
    value,
    color: SOURCE_COLORS[index % SOURCE_COLORS.length]!,
  }));
  const areaRows = Object.entries(areas.data?.areaCountMap ?? {})
    .slice(0, TOP_AREAS)
    .map(([area, figures]) => ({ area, pv: figures[0] }));
  const ranked = (map: Record<string, number> | undefined) =>
    Object.entries(map ?? {}).map(([name, pv]) => ({ name, pv }));
  const pageRows = (list: typeof pages) =>
    (list.data?.items ?? []).map(([name, pv, visitors]) => ({ name, pv, visitors }));

  const failed = [trend, sources, areas, pages].find((query) => query.isError);
  const chart = (empty: boolean, node: ReactNode) =>
    trend.isPending ? (
      <Center h={220}>
        <Loader size="sm" />
      </Center>
    ) : empty ? (
      <Center h={220}>
        <Text size="sm" c="dimmed">
          {t("traffic.empty")}
        </Text>
      </Center>
    ) : (
      node
    );

  return (
    <PageCard title={t("traffic.title")} hint={t("traffic.hint")} testId="traffic-page">
      <Group gap="sm" wrap="wrap">
        <SegmentedControl
          value={choice}
          onChange={(value) => setChoice(value as PeriodChoice)}
          data={(
            [
              ["today", "traffic.today"],
              ["yesterday", "traffic.yesterday"],
              ["days7", "traffic.days7"],
              ["days30", "traffic.days30"],
              ["range", "traffic.range"],
            ] as const
          ).map(([value, label]) => ({ value, label: t(label) }))}
          data-testid="traffic-period"
        />
        {choice === "range" ? (
          <DatePickerInput
            type="range"
            aria-label={t("traffic.rangePicker")}
            valueFormat="YYYY-MM-DD"
            leftSection={<IconCalendar size={16} />}
            w={250}
            allowSingleDateInRange
            value={[fromDateParam(range[0]), fromDateParam(range[1])]}
            onChange={([start, end]) => setRange([toDateParam(start), toDateParam(end)])}
          />
        ) : null}
      </Group>
      {failed ? <QueryLoadError query={failed} /> : null}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
        <Figure label={labels.pv} value={trend.data?.pvTotal} testId="traffic-pv-total" />
        <Figure label={labels.visitors} value={trend.data?.visitorTotal} testId="traffic-visitor-total" />
        <Figure label={labels.ip} value={trend.data?.ipTotal} testId="traffic-ip-total" />
      </SimpleGrid>
      <TrafficPanel title={t("traffic.trend")} testId="traffic-trend-chart">
        {chart(
          (trend.data?.pvTotal ?? 0) === 0,
          <LineChart
            h={260}
            data={trendRows}
            dataKey="label"
            series={[
              { name: "pv", label: labels.pv, color: "teal.6" },
              { name: "visitors", label: labels.visitors, color: "blue.6" },
              { name: "ip", label: labels.ip, color: "orange.6" },
            ]}
            withLegend
            curveType="monotone"
            yAxisProps={{ allowDecimals: false }}
            xAxisProps={{ minTickGap: 16 }}
          />,
        )}
      </TrafficPanel>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <TrafficPanel title={t("traffic.sources")} testId="traffic-source-chart">
          {chart(
            sourceRows.length === 0,
            <Stack align="center" gap="xs">
              <DonutChart data={sourceRows} withLabelsLine withLabels withTooltip size={180} thickness={28} />
              <Group gap="md" justify="center">
                {sourceRows.map((row) => (
                  <Group key={row.name} gap={6} wrap="nowrap">
                    <ColorSwatch color={`var(--mantine-color-${row.color.replace(".", "-")})`} size={10} />
                    <Text size="xs">
                      {row.name} {row.value}
                    </Text>
                  </Group>
                ))}
              </Group>
            </Stack>,
          )}
        </TrafficPanel>
        <TrafficPanel title={t("traffic.areas")} testId="traffic-area-chart">
          {chart(
            areaRows.length === 0,
            <BarChart
              h={Math.max(160, 30 * areaRows.length + 40)}
              data={areaRows}
              dataKey="area"
              series={[{ name: "pv", label: labels.pv, color: "teal.6" }]}
              orientation="vertical"
              withBarValueLabel
              maxBarWidth={22}
              gridAxis="none"
              yAxisProps={{ width: 110 }}
              xAxisProps={{ allowDecimals: false }}
            />,
          )}
        </TrafficPanel>
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <RankTable
          title={t("traffic.pages")}
          nameHeader={t("traffic.page")}
          rows={pageRows(pages)}
          testId="traffic-pages"
          file="pages"
        />
        <RankTable
          title={t("traffic.entries")}
          nameHeader={t("traffic.page")}
          rows={pageRows(entries)}
          testId="traffic-entries"
          file="entry-pages"
        />
        <RankTable
          title={t("traffic.words")}
          nameHeader={t("traffic.word")}
          rows={ranked(words.data?.totalMap)}
          testId="traffic-words"
          file="search-words"
        />
        <RankTable
          title={t("traffic.links")}
          nameHeader={t("traffic.host")}
          rows={ranked(links.data?.totalMap)}
          testId="traffic-links"
          file="links"
        />
        <RankTable
          title={t("traffic.engines")}
          nameHeader={t("traffic.engine")}
          rows={ranked(engines.data?.totalMap)}
          testId="traffic-engines"
          file="engines"
        />
      </SimpleGrid>
      <Permitted perm={OPERATION_KEYS.trafficSettings}>
        <TrafficSettings />
      </Permitted>
    </PageCard>
  );
}

function Figure({ label, value, testId }: { label: string; value: number | undefined; testId: string }) {
  return (
    <Paper withBorder radius="md" p="md" style={{ borderColor: "var(--mantine-color-gray-2)" }}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2} data-testid={testId}>
        {value ?? "—"}
      </Text>
    </Paper>
  );
}

const CHECK_SETTINGS = checkWith(ZTrafficSettings);

/** Collection on or off and the retention of raw views. */
function TrafficSettings() {
  const settings = useQuery(useTrpc().traffic.getSettings.queryOptions());
  return settings.data ? <TrafficSettingsForm saved={settings.data} /> : null;
}

export function TrafficSettingsForm({ saved }: { saved: TTrafficSettings }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const client = useAppQueryClient();
  const form = useFormState(saved, CHECK_SETTINGS);
  const { values: draft, reset } = form;
  // Read again after saving: the form shows what is stored.
  useEffect(() => reset(saved), [saved, reset]);
  const save = useMutation(
    trpc.traffic.updateSettings.mutationOptions({
      onSuccess: async () => {
        notifySuccess(t("traffic.saved"));
        await client.invalidateQueries({ queryKey: trpc.traffic.getSettings.queryKey() });
      },
      onError: (error) => notifyFailure(error, t),
    }),
  );
  const submit = () => {
    const input = form.validate();
    if (input) save.mutate(input);
  };
  return (
    <TrafficPanel title={t("traffic.settings")} testId="traffic-settings">
      <Group align="flex-end" gap="md" wrap="wrap">
        <Switch
          label={t("traffic.collect")}
          checked={draft.collect}
          onChange={(event) => form.setValue("collect", event.currentTarget.checked)}
        />
        <NumberInput
          label={t("traffic.retention")}
          min={1}
          max={3650}
          allowDecimal={false}
          w={300}
          value={draft.retentionDays}
          onChange={(value) => form.setValue("retentionDays", typeof value === "number" ? value : 30)}
          error={form.errors.retentionDays ? ts(form.errors.retentionDays) : undefined}
        />
        <Button onClick={submit} loading={save.isPending}>
          {t("traffic.save")}
        </Button>
      </Group>
    </TrafficPanel>
  );
}
