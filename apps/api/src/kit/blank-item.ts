import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";

/**
 * The origin's blank template of a new row (its get with id 0): id 0, each field at its default,
 * an empty list for a list field, "" where it has none and the field answers text (the origin
 * writes absent values as ""), null for an absent reference.
 */
export function blankItem(definition: Pick<ResourceDefinition, "fields">): Record<string, unknown> {
  const item: Record<string, unknown> = { id: 0 };
  for (const [key, spec] of Object.entries(definition.fields)) {
    const parsed = spec.input.safeParse(undefined);
    const value = parsed.success ? parsed.data : undefined;
    if (value !== undefined && value !== null) item[key] = value;
    else if (spec.output.safeParse([]).success) item[key] = [];
    else item[key] = value === null && !spec.output.safeParse("").success ? null : "";
  }
  return item;
}

/** `item` with "" for each of `keys` that holds null (the kit's `legacyGet.blankWhenNull`). */
export function withBlankNulls(item: unknown, keys: readonly string[]): unknown {
  if (item === null || typeof item !== "object") return item;
  const blanked: Record<string, unknown> = { ...(item as Record<string, unknown>) };
  for (const key of keys) if (blanked[key] === null) blanked[key] = "";
  return blanked;
}
