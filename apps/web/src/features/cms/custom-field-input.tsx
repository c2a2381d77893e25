import { Checkbox, Group, NumberInput, Radio, Select, Textarea, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import type { TModelFieldItem } from "@suyuan/contracts/cms/model-operations";
import type { TCustomFieldValue } from "@suyuan/contracts/cms/custom-fields";
import { RichTextField } from "@suyuan/ui/rich-text-field";
import { UploadField } from "@suyuan/ui/upload-field";
import { useRichTextLabels } from "../../common/use-rich-text-labels.ts";
import { useUploadFieldProps } from "../../common/use-upload-field-props.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { fromDateParam, toDateParam } from "../../lib/format-date.ts";

const asText = (value: TCustomFieldValue | undefined) =>
  typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
const asList = (value: TCustomFieldValue | undefined) =>
  Array.isArray(value) ? value : typeof value === "string" && value ? [value] : [];

/** One custom field of a content model, rendered by its data type (the model's item definition). */
export function CustomFieldInput({
  item,
  value,
  error,
  onChange,
}: {
  item: TModelFieldItem;
  value: TCustomFieldValue | undefined;
  error?: string | undefined;
  onChange: (value: TCustomFieldValue) => void;
}) {
  const { t } = useI18n();
  const uploadOne = useUploadFieldProps(t("upload.chooseImage"));
  const uploadMany = useUploadFieldProps(t("upload.chooseImages"));
  const richTextLabels = useRichTextLabels();
  const common = {
    label: item.label,
    description: item.help ?? undefined,
    required: item.required,
    error,
    "data-testid": `custom-field-${item.field}`,
  };
  switch (item.type) {
    case "textarea":
      return (
        <Textarea
          {...common}
          autosize
          minRows={item.rows ?? 3}
          value={asText(value)}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      );
    case "number":
      return (
        <NumberInput
          {...common}
          value={typeof value === "number" ? value : asText(value)}
          onChange={(next) => onChange(next === "" ? null : Number(next))}
        />
      );
    case "date":
      return (
        <DateInput
          {...common}
          valueFormat="YYYY-MM-DD"
          clearable
          value={fromDateParam(asText(value) || undefined)}
          onChange={(next) => onChange(toDateParam(next ? new Date(next) : null) ?? null)}
        />
      );
    case "select":
      return (
        <Select
          {...common}
          data={item.options}
          clearable
          value={asText(value) || null}
          onChange={(next) => onChange(next)}
        />
      );
    case "radio":
      return (
        <Radio.Group {...common} value={asText(value)} onChange={(next) => onChange(next)}>
          <Group mt={4}>
            {item.options.map((option) => (
              <Radio key={option} value={option} label={option} />
            ))}
          </Group>
        </Radio.Group>
      );
    case "checkboxes":
      return (
        <Checkbox.Group {...common} value={asList(value)} onChange={(next) => onChange(next)}>
          <Group mt={4}>
            {item.options.map((option) => (
              <Checkbox key={option} value={option} label={option} />
            ))}
          </Group>
        </Checkbox.Group>
      );
    case "image":
      return (
        <UploadField
          kind="image"
          label={item.label}
          description={item.help ?? undefined}
          error={error}
          value={asList(value)}
          onChange={(next) => onChange(next[0] ?? null)}
          {...uploadOne}
        />
      );
    case "attachments":
      return (
        <UploadField
          kind="attach"
          multiple
          label={item.label}
          description={item.help ?? undefined}
          error={error}
          value={asList(value)}
          onChange={(next) => onChange(next)}
          {...uploadMany}
        />
      );
    case "richtext":
      return (
        <RichTextField
          label={item.label}
          description={item.help ?? undefined}
          error={error}
          value={asText(value)}
          onChange={(html) => onChange(html)}
          labels={richTextLabels}
          minHeight={200}
        />
      );
    default:
      return <TextInput {...common} value={asText(value)} onChange={(event) => onChange(event.currentTarget.value)} />;
  }
}
