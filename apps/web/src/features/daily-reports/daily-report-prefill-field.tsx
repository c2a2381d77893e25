import { Button, Group, Stack, Text } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import { ZDay } from "@suyuan/contracts/kit/primitives";
import { IconRefresh } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import type { FieldRenderProps } from "../../kit/resource-form.tsx";
import { fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { useMe } from "../../lib/use-me.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { RowLink } from "../../common/row-actions.tsx";

const COUNT_FIELDS = ["purchaseOrders", "salesOrders", "expressIn", "expressOut", "turnover"] as const;

/**
 * The add form's day input: once a station and a day are chosen, the day's counts are read from
 * the agency records and the express area (dailyReport.prefill) and written into the count
 * fields, once per station and day, so what the user then types is kept. A report that already
 * exists for the station and day is linked instead of being entered twice. An operator's own
 * station is chosen for them.
 */
export function DailyReportPrefillField(props: FieldRenderProps) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const { label, description, required, value, setValue, onBlur, error, values, setField } = props;
  const day = typeof value === "string" && ZDay.safeParse(value).success ? value : null;
  const stationId = typeof values.stationId === "string" && values.stationId !== "" ? Number(values.stationId) : null;
  const ready = day !== null && stationId !== null;
  const prefill = useQuery({
    ...trpc.dailyReport.prefill.queryOptions({ stationId: stationId ?? 0, day: day ?? "" }),
    enabled: ready,
  });
  const ownStation = useMe().stationId;
  useEffect(() => {
    if (ownStation !== null && stationId === null) setField("stationId", String(ownStation));
  }, [ownStation, stationId, setField]);
  const applied = useRef<string | null>(null);
  const apply = () => {
    if (!prefill.data) return;
    for (const key of COUNT_FIELDS) setField(key, String(prefill.data[key]));
  };
  useEffect(() => {
    const key = `${stationId}|${day}`;
    if (!ready || !prefill.data || applied.current === key) return;
    applied.current = key;
    for (const field of COUNT_FIELDS) setField(field, String(prefill.data[field]));
  }, [ready, stationId, day, prefill.data, setField]);

  let note;
  if (!ready)
    note = (
      <Text size="xs" c="dimmed">
        {t("dailyReport.pickFirst")}
      </Text>
    );
  else if (prefill.isFetching)
    note = (
      <Text size="xs" c="dimmed">
        {t("dailyReport.prefilling")}
      </Text>
    );
  else if (prefill.data?.existingId != null)
    note = (
      <Text size="xs" c="orange" data-testid="daily-report-exists">
        {t("dailyReport.exists")}
        <RowLink to="/work_platform/dailyUpdate" search={{ id: prefill.data.existingId }} size="xs">
          {t("dailyReport.openExisting")}
        </RowLink>
      </Text>
    );
  else if (prefill.data)
    note = (
      <Group gap="xs" wrap="nowrap">
        <Text size="xs" c="teal" data-testid="daily-report-prefilled">
          {t("dailyReport.prefilled", { day: day ?? "" })}
        </Text>
        <Button size="compact-xs" variant="subtle" leftSection={<IconRefresh size={12} />} onClick={apply}>
          {t("dailyReport.prefillAgain")}
        </Button>
      </Group>
    );

  return (
    <Stack gap={4}>
      <DateInput
        label={label}
        description={description}
        withAsterisk={required}
        error={error}
        onBlur={onBlur}
        valueFormat="YYYY-MM-DD"
        value={fromDateParam(day ?? undefined)}
        onChange={(next) => setValue(toDateParam(next) ?? "")}
      />
      {note}
    </Stack>
  );
}
