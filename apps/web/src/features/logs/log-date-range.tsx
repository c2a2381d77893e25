import { DatePickerInput, type DatesRangeValue } from "@mantine/dates";
import { IconCalendar } from "@tabler/icons-react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { fromDateParam, toDateParam } from "../../lib/format-date.ts";

/** The day range both log filters have (either end may stay open). */
export function LogDateRange({
  from,
  to,
  onChange,
}: {
  from: string | undefined;
  to: string | undefined;
  onChange: (from?: string, to?: string) => void;
}) {
  const { t } = useI18n();
  const value: DatesRangeValue = [fromDateParam(from), fromDateParam(to)];
  return (
    <DatePickerInput
      type="range"
      label={t("common.dateRange")}
      placeholder={`${t("common.dateFrom")} – ${t("common.dateTo")}`}
      valueFormat="YYYY-MM-DD"
      leftSection={<IconCalendar size={16} />}
      w={250}
      clearable
      allowSingleDateInRange
      value={value}
      onChange={([start, end]) => onChange(toDateParam(start), toDateParam(end))}
    />
  );
}
