import { sanitizeRichText } from "../goods/sanitize-html.ts";
import { customFieldsSchema, customValuesFromForm, type TCustomFieldItem } from "@suyuan/contracts/cms/custom-fields";
import type { TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";

// The references of a content item that the form names by id (model, type, origin), checked
// and completed inside the write's transaction, and its custom fields validated from its model.

const refused = (field: string, key: string) =>
  new AppError("BAD_REQUEST", { messageKey: key, fieldErrors: { [field]: [key] } });

/**
 * The content model: the one asked for (a content model), else the channel's first allowed one,
 * else the default content model, else the first enabled one.
 */
export async function resolveModelId(tx: TransactionClient, channelId: number, asked: number | null | undefined) {
  if (asked != null) {
    const model = await tx.cmsModel.findUnique({ where: { id: asked }, select: { id: true, kind: true } });
    if (!model || model.kind !== "content") throw refused("modelId", "content.modelNotFound");
    return model.id;
  }
  const allowed = await tx.channelContentModel.findFirst({
    where: { channelId, model: { disabled: false } },
    orderBy: [{ model: { priority: "asc" } }, { modelId: "asc" }],
    select: { modelId: true },
  });
  if (allowed) return allowed.modelId;
  const fallback = await tx.cmsModel.findFirst({
    where: { kind: "content", disabled: false },
    orderBy: [{ isDefault: "desc" }, { priority: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  if (!fallback) throw refused("modelId", "content.modelNotFound");
  return fallback.id;
}

/** The content type: the one asked for, else "normal" (the first enabled type; created if none exists). */
export async function resolveTypeId(tx: TransactionClient, asked: number | null | undefined) {
  if (asked != null) {
    const type = await tx.contentType.findUnique({ where: { id: asked }, select: { id: true } });
    if (!type) throw refused("typeId", "content.typeNotFound");
    return type.id;
  }
  const first = await tx.contentType.findFirst({
    where: { disabled: false },
    orderBy: [{ priority: "asc" }, { id: "asc" }],
    select: { id: true },
  });
  if (first) return first.id;
  const normal = await tx.contentType.upsert({
    where: { name: "普通" },
    create: { name: "普通", priority: 1 },
    update: {},
    select: { id: true },
  });
  return normal.id;
}

/**
 * The origin as typed, linked to the origin list entry of that name when there is one; the
 * entries' counts follow (one less for the old, one more for the new).
 */
export async function linkOrigin(tx: TransactionClient, name: string | null, previousId: number | null) {
  const origin = name ? await tx.contentOrigin.findUnique({ where: { name }, select: { id: true } }) : null;
  const originId = origin?.id ?? null;
  if (originId !== previousId) {
    if (previousId !== null)
      await tx.contentOrigin.updateMany({ where: { id: previousId }, data: { refCount: { decrement: 1 } } });
    if (originId !== null)
      await tx.contentOrigin.updateMany({ where: { id: originId }, data: { refCount: { increment: 1 } } });
  }
  return originId;
}

/** The model's fields, as the custom-field schema wants them. */
export async function modelItems(tx: TransactionClient, modelId: number): Promise<TCustomFieldItem[]> {
  return tx.cmsModelItem.findMany({
    where: { modelId },
    orderBy: [{ priority: "asc" }, { id: "asc" }],
    select: { field: true, dataType: true, required: true, isCustom: true, defValue: true, options: true },
  });
}

/**
 * The custom values checked against the model (unknown keys dropped, required ones present,
 * choices among the options, rich text sanitised); a wrong value is a field error named `attrs.<field>`.
 * `form`: the legacy form, whose custom fields come as `attr_<field>` or `<field>`.
 */
export function validateAttrs(
  items: readonly TCustomFieldItem[],
  attrs: Record<string, unknown>,
  form?: Record<string, string>,
): Record<string, unknown> {
  const values = form ? { ...attrs, ...customValuesFromForm(items, form) } : attrs;
  const parsed = customFieldsSchema(items).safeParse(values);
  if (parsed.success) {
    // Rich text is shown as HTML on the public pages: it passes the one sanitiser the body does.
    for (const item of items)
      if (item.dataType === "richtext" && typeof parsed.data[item.field] === "string")
        parsed.data[item.field] = sanitizeRichText(parsed.data[item.field] as string);
    return parsed.data;
  }
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    const field = `attrs.${issue.path.map(String).join(".")}`;
    (fieldErrors[field] ??= []).push(issue.message);
  }
  const first = parsed.error.issues[0];
  throw new AppError("BAD_REQUEST", { messageKey: first?.message ?? "validation.invalid", fieldErrors });
}
