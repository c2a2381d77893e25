import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { zOptionalText, zRequiredText } from "../common/fields.ts";

export const TEMPLATE_ITEM_KINDS = ["text", "number", "date", "image", "select"] as const;
export type TTemplateItemKind = (typeof TEMPLATE_ITEM_KINDS)[number];

/** Order numbers of stages within a template and items within a stage. */
export const ZSort = z
  .number({ error: "validation.sort" })
  .int("validation.sort")
  .min(0, "validation.sort")
  .max(9999, "validation.sort");

/** Marks every repeated sort after its first use as taken, at `<list>.<index>.sort`. */
function uniqueSorts(list: readonly { sort: number }[], ctx: z.RefinementCtx, prefix: PropertyKey[]) {
  const seen = new Set<number>();
  list.forEach((entry, index) => {
    if (seen.has(entry.sort))
      ctx.addIssue({ code: "custom", path: [...prefix, index, "sort"], message: "validation.orderTaken" });
    seen.add(entry.sort);
  });
}

/**
 * An item of a stage. `id` names an existing item when a template is edited (null for a new one).
 * A unit only applies to numbers and options only to choices; other kinds drop them.
 */
const ZTemplateItemFields = z
  .object({
    id: ZId.nullable().default(null),
    name: zRequiredText(50, "validation.nameRequired"),
    kind: z.enum(TEMPLATE_ITEM_KINDS, { error: "validation.itemKind" }),
    unit: zOptionalText(20).default(null),
    options: z.array(zRequiredText(50)).max(50, "validation.tooMany").default([]),
    required: z.boolean().default(false),
    sort: ZSort,
  })
  .superRefine((item, ctx) => {
    if (item.kind !== "select") return;
    if (item.options.length === 0)
      ctx.addIssue({ code: "custom", path: ["options"], message: "validation.optionsRequired" });
    else if (new Set(item.options).size !== item.options.length)
      ctx.addIssue({ code: "custom", path: ["options"], message: "validation.optionsDistinct" });
  })
  .transform((item) => ({
    ...item,
    unit: item.kind === "number" ? item.unit : null,
    options: item.kind === "select" ? item.options : [],
  }));
export type TTemplateItemFields = z.infer<typeof ZTemplateItemFields>;

/** A stage (种植, 施肥, 采收 ...) with its ordered items; item orders are unique within the stage. */
export const ZTemplateStageFields = z
  .object({
    id: ZId.nullable().default(null),
    name: zRequiredText(50, "validation.nameRequired"),
    sort: ZSort,
    items: z.array(ZTemplateItemFields).max(100, "validation.tooMany"),
  })
  .superRefine((stage, ctx) => uniqueSorts(stage.items, ctx, ["items"]));
export type TTemplateStageFields = z.infer<typeof ZTemplateStageFields>;

/**
 * The stages of a template (at least one): orders unique within the template. Written by the
 * template's hooks beside its own columns (the definition's extraInput).
 */
export const ZTemplateStages = z
  .array(ZTemplateStageFields)
  .min(1, "validation.stagesRequired")
  .max(50, "validation.tooMany")
  .superRefine((stages, ctx) => uniqueSorts(stages, ctx, []));

const ZTemplateItemDetail = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(TEMPLATE_ITEM_KINDS),
  unit: z.string().nullable(),
  options: z.array(z.string()),
  required: z.boolean(),
  sort: z.number(),
  /** Production records hold values of it: it cannot be deleted nor change kind. */
  inUse: z.boolean(),
});

export const ZTemplateStageDetail = z.object({
  id: z.number(),
  name: z.string(),
  sort: z.number(),
  /** Production records were made of it: it cannot be deleted. */
  inUse: z.boolean(),
  items: z.array(ZTemplateItemDetail),
});
export type TTemplateStageDetail = z.infer<typeof ZTemplateStageDetail>;
