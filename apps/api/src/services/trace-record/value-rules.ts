import type { TRecordValueInput } from "@suyuan/contracts/trace-record/record-fields";
import { ZDate } from "@suyuan/contracts/common/list";
import type { TransactionClient } from "@suyuan/db/client";

export type TemplateItemRule = {
  id: number;
  kind: string;
  options: string[];
  required: boolean;
};

export type ValueRow = { itemId: number; value: string | null; images: string[] };

const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

const isEmpty = (input: TRecordValueInput | undefined) =>
  !input || ((input.value ?? "") === "" && input.images.length === 0);

/**
 * One item's value checked against its template item: a message key, or the row to store
 * (null when the item is left empty).
 */
export function checkValue(
  item: TemplateItemRule,
  input: TRecordValueInput | undefined,
): { error: string } | { row: ValueRow | null } {
  if (isEmpty(input) || !input) return item.required ? { error: "validation.required" } : { row: null };
  const value = input.value ?? "";
  if (item.kind === "image") {
    if (value !== "" || input.images.length === 0) return { error: "validation.imageValue" };
    return { row: { itemId: item.id, value: null, images: input.images } };
  }
  // Only image items carry images.
  if (input.images.length > 0 || value === "") return { error: "validation.invalid" };
  if (item.kind === "number" && !NUMBER.test(value)) return { error: "validation.numberValue" };
  if (item.kind === "date" && !ZDate.safeParse(value).success) return { error: "validation.dateFormat" };
  if (item.kind === "select" && !item.options.includes(value)) return { error: "validation.optionValue" };
  return { row: { itemId: item.id, value, images: [] } };
}

/**
 * All values of a stage: every key must be an item of the stage, every required item filled, and
 * every value of its item's kind. Errors are keyed `values.<itemId>` for the form.
 */
export function checkValues(
  items: TemplateItemRule[],
  values: Record<string, TRecordValueInput>,
): { errors: Record<string, string[]>; rows: ValueRow[] } {
  const errors: Record<string, string[]> = {};
  const rows: ValueRow[] = [];
  const known = new Set(items.map((item) => String(item.id)));
  for (const key of Object.keys(values)) if (!known.has(key)) errors[`values.${key}`] = ["validation.unknownItem"];
  for (const item of items) {
    const result = checkValue(item, values[String(item.id)]);
    if ("error" in result) errors[`values.${item.id}`] = [result.error];
    else if (result.row) rows.push(result.row);
  }
  return { errors, rows };
}

/** Upload URLs (/uploads/<id>) that name no stored upload. */
export async function unknownUploads(tx: TransactionClient, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const ids = urls.map((url) => url.slice("/uploads/".length));
  const found = await tx.upload.findMany({ where: { id: { in: ids } }, select: { id: true } });
  const stored = new Set(found.map((row) => `/uploads/${row.id}`));
  return new Set(urls.filter((url) => !stored.has(url)));
}
