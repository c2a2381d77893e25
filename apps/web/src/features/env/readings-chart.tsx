import "@mantine/charts/styles.css";
import { LineChart } from "@mantine/charts";
import { Badge, Center, Group, Loader, Paper, Text, Title } from "@mantine/core";
import { ZFindEnvSeriesInput, type TEnvSeriesOutput } from "@suyuan/contracts/env/env-fields";
import { useQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useMemo } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { useTrpc } from "../../lib/use-trpc.ts";

const MEASURES = [
  { name: "temperature", color: "red.6", axis: "left" },
  { name: "humidity", color: "blue.6", axis: "left" },
  { name: "soilMoisture", color: "teal.6", axis: "left" },
  { name: "light", color: "yellow.6", axis: "right" },
  { name: "co2", color: "grape.6", axis: "right" },
] as const;

type Point = TEnvSeriesOutput["points"][number];

/** Chart rows: one per bucket, with its time as the x label (days only when the period is long). */
function chartRows(points: readonly Point[], bucket: TEnvSeriesOutput["bucket"]) {
  const format = bucket === "6h" ? "MM-DD HH:00" : "MM-DD HH:mm";
  return points.map((point) => ({ ...point, at: dayjs(point.at).format(format) }));
}

/**
 * Temperature, humidity and soil moisture on the left axis; light and CO₂ (values in the
 * thousands) on the right, so all five stay readable on one chart.
 */
export function ReadingsChart({ deviceId, from, to }: { deviceId: number | undefined; from: Date; to: Date }) {
  const { t, ts } = useI18n();
  const trpc = useTrpc();
  const range = ZFindEnvSeriesInput.safeParse({ deviceId: deviceId ?? 0, from, to });
  const rangeProblem = deviceId && !range.success ? range.error.issues[0]?.message : undefined;
  const series = useQuery({
    ...trpc.envReading.findSeries.queryOptions({ deviceId: deviceId ?? 0, from, to }),
    enabled: Boolean(deviceId) && range.success,
  });
  const data = useMemo(() => (series.data ? chartRows(series.data.points, series.data.bucket) : []), [series.data]);
  const lines = useMemo(
    () =>
      MEASURES.map((measure) => ({
        name: measure.name,
        color: measure.color,
        label: t(`reading.${measure.name}`),
        ...(measure.axis === "right" ? { yAxisId: "right" } : {}),
      })),
    [t],
  );

  let body;
  if (!deviceId) body = <Placeholder text={t("reading.chartPickDevice")} />;
  else if (rangeProblem) body = <Placeholder text={ts(rangeProblem)} />;
  else if (series.isPending)
    body = (
      <Center h={280}>
        <Loader size="sm" />
      </Center>
    );
  else if (series.isError) body = <Placeholder text={failureText(toAppFailure(series.error), t)} />;
  else if (data.length === 0) body = <Placeholder text={t("reading.chartEmpty")} />;
  else
    body = (
      <LineChart
        h={300}
        data={data}
        dataKey="at"
        series={lines}
        curveType="monotone"
        connectNulls
        withLegend
        legendProps={{ verticalAlign: "bottom", height: 40 }}
        withRightYAxis
        withDots={data.length <= 60}
        tickLine="y"
        gridAxis="xy"
        xAxisProps={{ minTickGap: 24 }}
      />
    );

  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="readings-chart"
      style={{ borderColor: "var(--mantine-color-gray-2)" }}
    >
      <Group justify="space-between" mb="sm">
        <Title order={3} fz="sm" fw={600} c="gray.8">
          {t("reading.chartTitle")}
        </Title>
        {series.data ? (
          <Badge variant="light" color="gray" tt="none">
            {t(`reading.bucket.${series.data.bucket}`)}
          </Badge>
        ) : null}
      </Group>
      {body}
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
