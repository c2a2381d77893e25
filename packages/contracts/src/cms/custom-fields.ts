import { z } from "zod";
import { isLinkUrl, ZDay, zString } from "../kit/primitives.ts";

// A content model's custom fields, validated at run time: the model's items (CmsModelItem rows)
// become one Zod object that checks and normalises Content.attrs. The content service, the
// legacy content/save adapter and the web form all use this one function.

/** The data types a model field can have (the CmsFieldType enum of the database). */
export const CMS_FIELD_TYPES = [
  "text",
  "textarea",
  "number",
  "date",
  "select",
  "radio",
  "checkboxes",
  "image",
  "attachments",
  "richtext",
] as const;
export type TCmsFieldType = (typeof CMS_FIELD_TYPES)[number];

export const CMS_FIELD_TYPE_LABELS: Record<TCmsFieldType, { zh: string; en: string }> = {
  text: { zh: "单行文本", en: "Single-line text" },
  textarea: { zh: "多行文本", en: "Multi-line text" },
  number: { zh: "数字", en: "Number" },
  date: { zh: "日期", en: "Date" },
  select: { zh: "下拉列表", en: "Select" },
  radio: { zh: "单选框", en: "Radio buttons" },
  checkboxes: { zh: "复选框", en: "Checkboxes" },
  image: { zh: "图片", en: "Image" },
  attachments: { zh: "附件", en: "Attachments" },
  richtext: { zh: "富文本", en: "Rich text" },
};

/** Types whose value is one of the item's options (or, for checkboxes, several). */
export const CMS_CHOICE_TYPES: readonly TCmsFieldType[] = ["select", "radio", "checkboxes"];

/**
 * The origin's item dataType numbers (JeeCMS v9: 1 text, 2 integer, 3 decimal, 4 text area,
 * 5 date, 6 select, 7 checkboxes, 8 radio, 9 attachment, 10 image). Rich text has no number of
 * its own there (its body is a built-in text area), so it answers 4.
 */
export const ORIGIN_DATA_TYPE: Record<TCmsFieldType, number> = {
  text: 1,
  number: 3,
  textarea: 4,
  richtext: 4,
  date: 5,
  select: 6,
  checkboxes: 7,
  radio: 8,
  attachments: 9,
  image: 10,
};

/** A dataType number the origin's client sends, as ours (2 and 3 are both numbers); null if unknown. */
export function fieldTypeFromOrigin(code: number): TCmsFieldType | null {
  const byCode: Record<number, TCmsFieldType> = {
    1: "text",
    2: "number",
    3: "number",
    4: "textarea",
    5: "date",
    6: "select",
    7: "checkboxes",
    8: "radio",
    9: "attachments",
    10: "image",
  };
  return byCode[code] ?? null;
}

/** What the schema needs of an item (a CmsModelItem row has these columns). */
export type TCustomFieldItem = {
  field: string;
  dataType: TCmsFieldType;
  required: boolean;
  isCustom: boolean;
  defValue?: string | null;
  /** Choices of select, radio and checkboxes (the options JSON column). */
  options?: unknown;
};

/** One stored custom value: text, a number, or a list (checkboxes, attachments); null when empty. */
export type TCustomFieldValue = string | number | string[] | null;
export type TCustomFieldValues = Record<string, TCustomFieldValue>;

/** Field names: a letter, then letters, digits or _ (they become JSON keys and legacy form names). */
export const CUSTOM_FIELD_NAME = /^[A-Za-z][A-Za-z0-9_]{0,49}$/;

/** Lengths a custom value may have (a text area gets more room than a line; rich text most). */
const MAX_LENGTH: Partial<Record<TCmsFieldType, number>> = {
  text: 255,
  textarea: 5000,
  richtext: 200_000,
  date: 10,
  select: 255,
  radio: 255,
};

/** The item's options as a list of strings (the JSON column may hold anything). */
export function optionsOf(item: Pick<TCustomFieldItem, "options">): string[] {
  return Array.isArray(item.options)
    ? item.options.filter((option): option is string => typeof option === "string")
    : [];
}

const isBlank = (value: unknown) =>
  value === undefined ||
  value === null ||
  (typeof value === "string" && value.trim() === "") ||
  (Array.isArray(value) && value.length === 0);

/** A list from an array or a comma-joined text (how the legacy form sends checkboxes). */
function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (typeof value === "string")
    return value
      .split(",")
      .map((part) => part.trim())
      .filter((part) => part !== "");
  return [value];
}

const storableText = zString("validation.invalid");

/** The schema of one item's value once known to be non-blank. */
function valueSchema(item: TCustomFieldItem): z.ZodType<TCustomFieldValue> {
  const options = optionsOf(item);
  const text = storableText.transform((value) => value.trim());
  switch (item.dataType) {
    case "number":
      // Numbers come as numbers (tRPC) or numeric text (legacy forms).
      return z.union([z.number(), z.string()], { error: "validation.number" }).transform((value, ctx) => {
        const number =
          typeof value === "number" ? value : /^-?\d{1,15}(\.\d{1,6})?$/.test(value.trim()) ? Number(value) : NaN;
        if (!Number.isFinite(number) || Math.abs(number) >= 1e15) {
          ctx.addIssue({ code: "custom", message: "validation.number" });
          return z.NEVER;
        }
        return number;
      });
    case "date":
      return z.string({ error: "validation.dateFormat" }).trim().pipe(ZDay);
    case "select":
    case "radio":
      return text.refine((value) => options.includes(value), "validation.optionValue");
    case "checkboxes":
      return z
        .unknown()
        .transform(listOf)
        .pipe(
          z
            .array(text.refine((value) => options.includes(value), "validation.optionValue"))
            .max(100, "validation.tooMany"),
        )
        .transform((values) => [...new Set(values)]);
    case "image":
      return text.refine((value) => isLinkUrl(value), "validation.imageValue");
    case "attachments":
      return z
        .unknown()
        .transform(listOf)
        .pipe(z.array(text.refine((value) => isLinkUrl(value), "validation.invalid")).max(50, "validation.tooMany"));
    default:
      return text.pipe(z.string().max(MAX_LENGTH[item.dataType] ?? 255, "validation.tooLong"));
  }
}

/** The schema of one item: blank is null (or refused when required); absent takes the default. */
function customFieldSchema(item: TCustomFieldItem): z.ZodType<TCustomFieldValue> {
  const value = valueSchema(item);
  return z
    .unknown()
    .optional()
    .transform((input, ctx): TCustomFieldValue => {
      const given = input === undefined && item.defValue != null && item.defValue !== "" ? item.defValue : input;
      if (isBlank(given)) {
        if (item.required) ctx.addIssue({ code: "custom", message: "validation.required" });
        return null;
      }
      const parsed = value.safeParse(given);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: "custom", message: issue.message, path: issue.path });
        return z.NEVER;
      }
      return parsed.data;
    });
}

/**
 * The schema of a model's custom values (Content.attrs): one key per custom item, nothing else
 * (keys of no item are dropped, so stale fields never pile up). Built-in items are Content columns
 * and are left out. Errors name the item's field, for the form.
 */
export function customFieldsSchema(items: readonly TCustomFieldItem[]): z.ZodType<TCustomFieldValues, unknown> {
  const shape: Record<string, z.ZodType<TCustomFieldValue>> = {};
  for (const item of items) if (item.isCustom) shape[item.field] = customFieldSchema(item);
  return z.object(shape, { error: "validation.invalid" });
}

/**
 * The custom values of a legacy form: the origin's client sends a custom field as `attr_<field>`
 * (its own add page) or plain `<field>`; `attr_` wins when both are present.
 */
export function customValuesFromForm(
  items: readonly Pick<TCustomFieldItem, "field" | "isCustom">[],
  form: Record<string, unknown>,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const item of items) {
    if (!item.isCustom) continue;
    const value = form[`attr_${item.field}`] ?? form[item.field];
    if (value !== undefined) values[item.field] = value;
  }
  return values;
}
