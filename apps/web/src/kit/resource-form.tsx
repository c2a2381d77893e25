import {
  MultiSelect,
  NumberInput,
  PasswordInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from "@mantine/core";
import { DateInput, DateTimePicker, MonthPickerInput } from "@mantine/dates";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { FieldSpec, Label } from "@suyuan/contracts/kit/fields";
import { RegionSelect } from "@suyuan/ui/region-select";
import { RichTextField } from "@suyuan/ui/rich-text-field";
import { UploadField } from "@suyuan/ui/upload-field";
import dayjs from "dayjs";
import { Fragment, useCallback, useEffect, type FormEvent, type ReactNode } from "react";
import { FormButtons } from "../common/form-buttons.tsx";
import { FormSection } from "../common/form-section.tsx";
import { useRichTextLabels } from "../common/use-rich-text-labels.ts";
import { useUploadFieldProps } from "../common/use-upload-field-props.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { fromDateParam, toDateParam } from "../lib/format-date.ts";
import { useFormState } from "../lib/use-form-state.ts";
import { pick } from "../i18n/pick-label.ts";
import {
  checkResourceForm,
  regionGroup,
  type FormValue,
  type LookupNames,
  type RegionGroup,
  type ResourceFormValues,
} from "./resource-form-values.ts";
import { ResourceLookupMultiSelect, ResourceLookupSelect, UnlessMember } from "./resource-lookup.tsx";

/** What a field override receives: everything the generated input would use. */
export type FieldRenderProps = {
  name: string;
  spec: FieldSpec;
  label: string;
  description?: string;
  required: boolean;
  value: FormValue;
  setValue: (value: FormValue) => void;
  onBlur: () => void;
  error?: string;
  values: ResourceFormValues;
  names: LookupNames;
  /** Sets another field (a choice that others depend on clears them). */
  setField: (name: string, value: FormValue) => void;
};

/**
 * A field's own input, by name: what it renders replaces the generated input; undefined keeps the
 * generated one, null leaves the field out of the form (a setting that other choices make moot).
 */
export type FieldOverrides = Record<string, (props: FieldRenderProps) => ReactNode>;

export type ResourceFormProps = {
  definition: ResourceDefinition;
  title: string;
  initial: ResourceFormValues;
  /** Names of the rows chosen in lookup fields (edit: from the item). */
  names?: LookupNames;
  onSubmit: (fields: Record<string, unknown>) => Promise<Record<string, string> | void>;
  /** 取消; without it the form has only 保存 (a profile page that is not left after saving). */
  onCancel?: () => void;
  onDirtyChange?: (dirty: boolean) => void;
  busy?: boolean;
  fieldOverrides?: FieldOverrides;
};

const REGION_SLOT = "$region";

/** The form's blocks: the definition's sections, then an untitled one with the fields left over. */
function layoutOf(definition: ResourceDefinition, region: RegionGroup | null) {
  const regionKeys = new Set(region ? Object.values(region.stored) : []);
  const placed = new Set<string>();
  const take = (keys: readonly string[]) =>
    keys.flatMap((key) => {
      if (!(key in definition.fields) || placed.has(key)) return [];
      if (regionKeys.has(key)) {
        for (const part of regionKeys) placed.add(part);
        return [REGION_SLOT];
      }
      placed.add(key);
      return [key];
    });
  const blocks: { title: Label | null; slots: string[] }[] = (definition.sections ?? []).map((section) => ({
    title: section.title,
    slots: take(section.fields),
  }));
  const rest = take(Object.keys(definition.fields));
  if (rest.length > 0) blocks.push({ title: null, slots: rest });
  return blocks;
}

/**
 * A resource's add / edit form from its definition: sections of a two-column grid, one input per
 * field by its widget (a region's parts as one cascading select), the definition's own rules
 * checked in the browser and server field messages shown under their inputs.
 */
export function ResourceForm({
  definition,
  title,
  initial,
  names = {},
  onSubmit,
  onCancel,
  onDirtyChange,
  busy,
  fieldOverrides,
}: ResourceFormProps) {
  const { t, ts, locale } = useI18n();
  const check = useCallback((values: ResourceFormValues) => checkResourceForm(definition, values), [definition]);
  const form = useFormState<ResourceFormValues, Record<string, unknown>>(initial, check);
  const upload = useUploadFieldProps(t("upload.chooseImages"));
  const uploadOne = useUploadFieldProps(t("upload.chooseImage"));
  const richTextLabels = useRichTextLabels();
  const region = regionGroup(definition);

  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const fields = form.validate();
    if (!fields) return;
    const serverErrors = await onSubmit(fields);
    if (serverErrors) form.setErrors(serverErrors);
  };
  const error = (name: string) => {
    const message = form.errors[name];
    return message ? ts(message) : undefined;
  };

  const renderRegion = () => {
    if (!region) return null;
    const parts = Object.values(region.stored);
    const first = definition.fields[parts[0]!]!;
    const required = parts.some((key) => definition.fields[key]?.required);
    // One label for all parts (field.region): each select is named by its level instead.
    const shared = parts.length > 1 && new Set(parts.map((key) => definition.fields[key]!.label.zh)).size === 1;
    const partLabel = (level: "province" | "city" | "county") => {
      const key = region.stored[level];
      return key && !shared ? pick(definition.fields[key]!.label, locale) : t(`region.${level}`);
    };
    const text = (key: string) => {
      const value = form.values[key];
      return typeof value === "string" && value !== "" ? value : null;
    };
    return (
      <div key={REGION_SLOT} style={{ gridColumn: "1 / -1" }}>
        <RegionSelect
          required={required}
          value={{
            provinceCode: text(region.keys.province),
            cityCode: text(region.keys.city),
            countyCode: text(region.keys.county),
          }}
          onChange={(next) => {
            form.setValue(region.keys.province, next.provinceCode);
            form.setValue(region.keys.city, next.cityCode);
            form.setValue(region.keys.county, next.countyCode);
          }}
          labels={{
            province: partLabel("province"),
            city: partLabel("city"),
            county: parts.length === 1 ? pick(first.label, locale) : partLabel("county"),
            placeholder: t("common.selectPlaceholder"),
            nothingFound: t("common.nothingFound"),
          }}
          errors={{
            provinceCode: error(region.keys.province),
            cityCode: error(region.keys.city),
            countyCode: error(region.keys.county),
          }}
        />
      </div>
    );
  };

  const renderField = (name: string): ReactNode => {
    if (name === REGION_SLOT) return renderRegion();
    const spec = definition.fields[name]!;
    const props: FieldRenderProps = {
      name,
      spec,
      label: pick(spec.label, locale),
      description: spec.hint ? pick(spec.hint, locale) : undefined,
      required: spec.required,
      value: form.values[name] ?? null,
      setValue: (value) => form.setValue(name, value),
      setField: (other, value) => form.setValue(other, value),
      onBlur: () => form.validateField(name),
      error: error(name),
      values: form.values,
      names,
    };
    const custom = fieldOverrides?.[name]?.(props);
    // An override answering null leaves the field out (it does not apply to the values chosen).
    if (custom === null) return null;
    const input =
      custom !== undefined ? (
        custom
      ) : (
        <FieldInput {...props} upload={upload} uploadOne={uploadOne} richTextLabels={richTextLabels} />
      );
    const cell = <div style={spec.span === 2 ? { gridColumn: "1 / -1" } : undefined}>{input}</div>;
    // No empty grid cell where a member's enterprise choice is hidden.
    return spec.widget.kind === "lookup" ? (
      <UnlessMember key={name} source={spec.widget.source}>
        {cell}
      </UnlessMember>
    ) : (
      <Fragment key={name}>{cell}</Fragment>
    );
  };

  const blocks = layoutOf(definition, region);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={title}>
      <Stack gap="lg">
        {blocks.map((block, index) => {
          const grid = (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {block.slots.map(renderField)}
            </SimpleGrid>
          );
          return block.title && blocks.length > 1 ? (
            <FormSection key={index} title={pick(block.title, locale)}>
              {grid}
            </FormSection>
          ) : (
            <div key={index}>{grid}</div>
          );
        })}
        <FormButtons onCancel={onCancel} busy={busy} />
      </Stack>
    </form>
  );
}

type InputProps = FieldRenderProps & {
  upload: ReturnType<typeof useUploadFieldProps>;
  uploadOne: ReturnType<typeof useUploadFieldProps>;
  richTextLabels: ReturnType<typeof useRichTextLabels>;
};

const asText = (value: FormValue) => (typeof value === "string" ? value : "");
const asChoice = (value: FormValue) => (typeof value === "string" && value !== "" ? value : null);
const asList = (value: FormValue) => (Array.isArray(value) ? value : []);

/** The generated input of one field, by its widget. */
function FieldInput(props: InputProps) {
  const { t, locale } = useI18n();
  const { spec, label, description, required, value, setValue, onBlur, error } = props;
  const common = { label, description, withAsterisk: required, error, onBlur };
  const widget = spec.widget;
  switch (widget.kind) {
    case "textarea":
      return (
        <Textarea
          {...common}
          autosize
          minRows={3}
          value={asText(value)}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      );
    case "number":
      return (
        <NumberInput
          {...common}
          hideControls
          decimalScale={widget.decimals}
          allowDecimal={widget.decimals > 0}
          rightSection={widget.unit ? pick(widget.unit, locale) : undefined}
          rightSectionWidth={widget.unit ? 48 : undefined}
          value={asText(value)}
          onChange={(next) => setValue(String(next))}
        />
      );
    case "day":
      return (
        <DateInput
          {...common}
          valueFormat="YYYY-MM-DD"
          clearable={!required}
          value={fromDateParam(asChoice(value) ?? undefined)}
          onChange={(next) => setValue(toDateParam(next) ?? "")}
        />
      );
    case "month":
      return (
        <MonthPickerInput
          {...common}
          valueFormat="YYYY-MM"
          clearable={!required}
          value={asChoice(value) ? dayjs(`${asText(value)}-01`).toDate() : null}
          onChange={(next) => setValue(next ? dayjs(next).format("YYYY-MM") : "")}
        />
      );
    case "dateTime":
      return (
        <DateTimePicker
          {...common}
          valueFormat="YYYY-MM-DD HH:mm"
          clearable={!required}
          value={value instanceof Date ? value : null}
          onChange={(next) => setValue(next ? new Date(next) : null)}
        />
      );
    case "enum":
      return (
        <Select
          {...common}
          data={widget.options.map((option) => ({ value: option.value, label: pick(option.label, locale) }))}
          value={asChoice(value)}
          onChange={(next) => setValue(next)}
          clearable={!required}
          placeholder={t("common.selectPlaceholder")}
        />
      );
    case "enumList":
      return (
        <MultiSelect
          {...common}
          data={widget.options.map((option) => ({ value: option.value, label: pick(option.label, locale) }))}
          value={asList(value)}
          onChange={(next) => setValue(next)}
          clearable
          placeholder={asList(value).length === 0 ? t("common.selectPlaceholder") : undefined}
        />
      );
    case "switch":
      return (
        <Switch
          label={label}
          description={description}
          error={error}
          mt="lg"
          checked={value === true}
          onChange={(event) => setValue(event.currentTarget.checked)}
        />
      );
    case "lookup":
      return (
        <ResourceLookupSelect
          {...common}
          source={widget.source}
          value={asChoice(value)}
          onChange={(next) => setValue(next)}
          selectedName={props.names[props.name]?.[0]?.name ?? null}
        />
      );
    case "lookupList":
      return (
        <ResourceLookupMultiSelect
          {...common}
          source={widget.source}
          value={asList(value)}
          onChange={(next) => setValue(next)}
          selected={props.names[props.name]}
        />
      );
    case "images":
      return (
        <UploadField
          kind="image"
          multiple={widget.max > 1}
          maxFiles={widget.max}
          label={label}
          description={description}
          error={error}
          value={asList(value)}
          onChange={(next) => setValue(next)}
          {...props.upload}
        />
      );
    case "image":
      return (
        <UploadField
          kind="image"
          label={label}
          description={description}
          error={error}
          value={asList(value)}
          onChange={(next) => setValue(next)}
          {...props.uploadOne}
        />
      );
    case "password":
      return (
        <PasswordInput
          {...common}
          autoComplete="new-password"
          value={asText(value)}
          onChange={(event) => setValue(event.currentTarget.value)}
        />
      );
    case "richText":
      return (
        <RichTextField
          label={label}
          description={description}
          error={error}
          value={asText(value)}
          onChange={(html) => setValue(html)}
          labels={props.richTextLabels}
        />
      );
    case "region":
      // Rendered once for all parts by the form (RegionSelect).
      return null;
    default:
      return <TextInput {...common} value={asText(value)} onChange={(event) => setValue(event.currentTarget.value)} />;
  }
}
