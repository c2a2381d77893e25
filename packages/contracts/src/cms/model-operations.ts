import { z } from "zod";
import { ZId, ZIdList, zInt, zOptionalText, zString, zText } from "../kit/primitives.ts";
import { CMS_FIELD_TYPES, CMS_CHOICE_TYPES, CUSTOM_FIELD_NAME, fieldTypeFromOrigin } from "./custom-fields.ts";

// Models (channel models and content models) and their fields (items): model/* and item/* on the
// legacy API with the origin's field names (`hasContent`, `def`, `dataType`, `custom`, `defValue`,
// `optValue`, `prioritys`), the same input on tRPC.

const CMS_MODEL_KINDS = ["channel", "content"] as const;
export type TCmsModelKind = (typeof CMS_MODEL_KINDS)[number];
export const CMS_MODEL_KIND_LABELS = {
  channel: { zh: "栏目模型", en: "Channel model" },
  content: { zh: "内容模型", en: "Content model" },
} as const;

/** Legacy booleans also arrive as text ("true", "1"); the form adapter converts them by this shape. */
const ZImageSize = zInt(1, 10_000)
  .nullish()
  .transform((value) => value ?? null);

const ZModelFieldsBase = z.object({
  name: z.string({ error: "validation.modelNameRequired" }).pipe(zText(50, "validation.modelNameRequired")),
  /** channel or content; the origin's client says `hasContent` (true: a content model) instead. */
  kind: z.enum(CMS_MODEL_KINDS, { error: "validation.choose" }).optional(),
  hasContent: z.boolean().optional(),
  path: z.string({ error: "validation.modelPath" }).pipe(
    zString("validation.modelPath")
      .trim()
      .refine((value) => /^[A-Za-z][A-Za-z0-9_-]{0,49}$/.test(value), "validation.modelPath"),
  ),
  tplPrefix: zOptionalText(50),
  titleImgWidth: ZImageSize,
  titleImgHeight: ZImageSize,
  contentImgWidth: ZImageSize,
  contentImgHeight: ZImageSize,
  priority: zInt(0, 9999).default(10),
  /** The default model of its kind (the origin's `def`). */
  isDefault: z.boolean().optional(),
  def: z.boolean().optional(),
  disabled: z.boolean().default(false),
});

/** The model's fields as stored: `kind` from `kind` or `hasContent` (default content), `isDefault` from either name. */
function normaliseModel<T extends z.output<typeof ZModelFieldsBase>>(input: T) {
  const { hasContent, def, kind, isDefault, ...rest } = input;
  return {
    ...rest,
    kind: kind ?? (hasContent === false ? "channel" : "content"),
    isDefault: isDefault ?? def ?? false,
  } as Omit<T, "hasContent" | "def" | "kind" | "isDefault"> & { kind: TCmsModelKind; isDefault: boolean };
}

export const ZSaveModelInput = ZModelFieldsBase.transform(normaliseModel);
export type TSaveModelInput = z.output<typeof ZSaveModelInput>;
export const ZUpdateModelInput = ZModelFieldsBase.extend({ id: ZId }).transform(normaliseModel);
export type TUpdateModelInput = z.output<typeof ZUpdateModelInput>;

export const ZModelItem = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(CMS_MODEL_KINDS),
  hasContent: z.boolean(),
  path: z.string(),
  tplPrefix: z.string().nullable(),
  titleImgWidth: z.number().nullable(),
  titleImgHeight: z.number().nullable(),
  contentImgWidth: z.number().nullable(),
  contentImgHeight: z.number().nullable(),
  priority: z.number(),
  isDefault: z.boolean(),
  def: z.boolean(),
  disabled: z.boolean(),
  itemCount: z.number(),
});
export type TModelItem = z.output<typeof ZModelItem>;

/** model/list: unpaged, by order; the origin's client sends `containDisabled=false` and `hasContent=true`. */
export const ZFindModelsInput = z.object({
  containDisabled: z.boolean().default(true),
  hasContent: z.boolean().optional(),
  kind: z.enum(CMS_MODEL_KINDS).optional(),
});
export const ZFindModelsOutput = z.array(ZModelItem);

export const ZModelIdInput = z.object({ id: ZId });
export const ZDeleteModelsInput = z.object({ ids: ZIdList });
export const ZDeletedOutput = z.object({ deleted: z.number() });

/** `priority`: new order values for many rows at once (the origin's `prioritys`, like channel/priority). */
export const ZPrioritiesInput = z
  .object({
    ids: ZIdList,
    prioritys: z.array(zInt(0, 9999)).min(1, "validation.required").max(1000, "validation.tooMany"),
  })
  .refine((input) => input.ids.length === input.prioritys.length, {
    message: "validation.invalid",
    path: ["prioritys"],
  });
export const ZOkOutput = z.object({ ok: z.literal(true) });

/** `check_*`: `{ result: true }` when the value is free. */
export const ZCheckResultOutput = z.object({ result: z.boolean() });
export const ZCheckModelIdInput = z.object({ id: ZId });

// ---- Items (model fields) ----

/** A data type as our name or the origin's number (1..10). */
const ZFieldType = z
  .union([z.enum(CMS_FIELD_TYPES), z.number(), z.string()], { error: "validation.choose" })
  .transform((value, ctx) => {
    const type =
      typeof value === "number" || /^\d+$/.test(value)
        ? fieldTypeFromOrigin(Number(value))
        : (CMS_FIELD_TYPES as readonly string[]).includes(value)
          ? (value as (typeof CMS_FIELD_TYPES)[number])
          : null;
    if (!type) {
      ctx.addIssue({ code: "custom", message: "validation.choose" });
      return z.NEVER;
    }
    return type;
  });

/** Options: a list, or (legacy `optValue`) comma- or line-separated text; trimmed, distinct. */
const ZOptions = z
  .union([z.array(z.unknown()), zString()])
  .transform((value) => (Array.isArray(value) ? value : value.split(/[\n,，]/)))
  .pipe(z.array(zString().trim().max(100, "validation.tooLong")).max(200, "validation.tooMany"))
  .transform((values) => [...new Set(values.filter((value) => value !== ""))])
  .nullish()
  .transform((value) => value ?? []);

const ZItemFieldsBase = z.object({
  field: z.string({ error: "validation.fieldName" }).pipe(
    zString("validation.fieldName")
      .trim()
      .refine((value) => CUSTOM_FIELD_NAME.test(value), "validation.fieldName"),
  ),
  label: z.string({ error: "validation.fieldLabelRequired" }).pipe(zText(50, "validation.fieldLabelRequired")),
  dataType: ZFieldType,
  required: z.boolean().default(false),
  defValue: zOptionalText(500),
  /** Choices: `options` (tRPC) or `optValue` (the origin's name). */
  options: ZOptions,
  optValue: ZOptions,
  help: zOptionalText(200),
  priority: zInt(0, 9999).default(10),
  display: z.boolean().default(true),
  shownInList: z.boolean().default(false),
  width: zInt(1, 24)
    .nullish()
    .transform((value) => value ?? null),
  rows: zInt(1, 100)
    .nullish()
    .transform((value) => value ?? null),
});

function normaliseItem<T extends z.output<typeof ZItemFieldsBase>>(input: T, ctx: z.RefinementCtx) {
  const { optValue, options, ...rest } = input;
  const choices = options.length > 0 ? options : optValue;
  if (CMS_CHOICE_TYPES.includes(rest.dataType) && choices.length === 0)
    ctx.addIssue({ code: "custom", message: "validation.fieldOptionsRequired", path: ["options"] });
  if (
    rest.defValue &&
    CMS_CHOICE_TYPES.includes(rest.dataType) &&
    rest.dataType !== "checkboxes" &&
    !choices.includes(rest.defValue)
  )
    ctx.addIssue({ code: "custom", message: "validation.optionValue", path: ["defValue"] });
  return { ...rest, options: CMS_CHOICE_TYPES.includes(rest.dataType) ? choices : [] } as Omit<
    T,
    "optValue" | "options"
  > & {
    options: string[];
  };
}

export const ZSaveItemInput = ZItemFieldsBase.extend({ modelId: ZId }).transform(normaliseItem);
export type TSaveItemInput = z.output<typeof ZSaveItemInput>;
export const ZUpdateItemInput = ZItemFieldsBase.extend({ id: ZId }).transform(normaliseItem);
export type TUpdateItemInput = z.output<typeof ZUpdateItemInput>;

/** An item as item/list answers it: our names and the origin's (`dataType` number, `custom`, `optValue`). */
export const ZModelFieldItem = z.object({
  id: z.number(),
  modelId: z.number(),
  field: z.string(),
  label: z.string(),
  type: z.enum(CMS_FIELD_TYPES),
  dataType: z.number(),
  isCustom: z.boolean(),
  custom: z.boolean(),
  required: z.boolean(),
  defValue: z.string().nullable(),
  options: z.array(z.string()),
  optValue: z.array(z.string()),
  help: z.string().nullable(),
  priority: z.number(),
  display: z.boolean(),
  shownInList: z.boolean(),
  width: z.number().nullable(),
  rows: z.number().nullable(),
});
export type TModelFieldItem = z.output<typeof ZModelFieldItem>;

/** item/list: a model's fields in order; `isChannel` (the origin's) asks for a channel model's. */
export const ZFindItemsInput = z.object({
  modelId: ZId,
  isChannel: z.boolean().optional(),
  /** Only the fields shown in the form. */
  displayOnly: z.boolean().default(false),
});
export const ZFindItemsOutput = z.array(ZModelFieldItem);

export const ZItemIdInput = z.object({ id: ZId });
export const ZDeleteItemsInput = z.object({ ids: ZIdList });

/** item/list_save: labels, order and form display of many fields at once (the list's inline edits). */
export const ZListSaveItemsInput = z
  .object({
    ids: ZIdList,
    labels: z.array(zText(50, "validation.fieldLabelRequired")).optional(),
    prioritys: z.array(zInt(0, 9999)).optional(),
    displays: z.array(z.boolean()).optional(),
  })
  .refine(
    (input) =>
      [input.labels, input.prioritys, input.displays].every((list) => !list || list.length === input.ids.length),
    { message: "validation.invalid", path: ["ids"] },
  );

export const ZCheckFieldInput = z.object({
  modelId: ZId,
  field: zString().trim().max(50, "validation.tooLong"),
  id: ZId.nullish().transform((value) => value ?? null),
});
