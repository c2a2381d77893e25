import { NumberInput, Select, Text, TextInput } from "@mantine/core";
import { DatePickerInput } from "@mantine/dates";
import type { TRecordValueItem } from "@suyuan/contracts/trace-record/record-fields";
import { UploadField } from "@suyuan/ui/upload-field";
import { IconCalendar } from "@tabler/icons-react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { fromDateParam, toDateParam } from "../../lib/format-date.ts";
import { useUploadFieldProps } from "../../common/use-upload-field-props.ts";

export type ValueDraft = { value: string; images: string[] };
export type ItemRule = Pick<TRecordValueItem, "itemId" | "name" | "kind" | "unit" | "options" | "required">;

/** The input for one template item, by its kind: text, number (with unit), date, image or choice. */
export function ValueInput({
  item,
  value,
  onChange,
  error,
}: {
  item: ItemRule;
  value: ValueDraft;
  onChange: (value: ValueDraft) => void;
  error?: string | undefined;
}) {
  const { t } = useI18n();
  const upload = useUploadFieldProps(t("record.chooseImages"));
  const common = { label: item.name, withAsterisk: item.required, error };
  const text = (next: string) => onChange({ value: next, images: [] });
  switch (item.kind) {
    case "number":
      return (
        <NumberInput
          {...common}
          hideControls
          decimalScale={6}
          rightSection={
            item.unit ? (
              <Text size="xs" c="dimmed">
                {item.unit}
              </Text>
            ) : undefined
          }
          rightSectionWidth={item.unit ? 48 : undefined}
          value={value.value}
          onChange={(next) => text(String(next))}
        />
      );
    case "date":
      return (
        <DatePickerInput
          {...common}
          valueFormat="YYYY-MM-DD"
          leftSection={<IconCalendar size={16} />}
          clearable
          value={fromDateParam(value.value || undefined)}
          onChange={(next) => text(toDateParam(next) ?? "")}
        />
      );
    case "select":
      return (
        <Select
          {...common}
          data={item.options}
          clearable
          value={value.value || null}
          onChange={(next) => text(next ?? "")}
          placeholder={t("common.selectPlaceholder")}
        />
      );
    case "image":
      return (
        <UploadField
          {...common}
          kind="image"
          multiple
          maxFiles={9}
          value={value.images}
          onChange={(images) => onChange({ value: "", images })}
          {...upload}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          maxLength={2000}
          value={value.value}
          onChange={(event) => text(event.currentTarget.value)}
        />
      );
  }
}

/** How a stored value reads: text with its unit, or a dash when empty. */
export function valueText(item: Pick<TRecordValueItem, "kind" | "unit" | "value" | "images">, none = "—"): string {
  if (item.kind === "image") return item.images.length > 0 ? `${item.images.length} 张` : none;
  if (item.value === null || item.value === "") return none;
  return item.kind === "number" && item.unit ? `${item.value} ${item.unit}` : item.value;
}
