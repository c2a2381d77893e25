import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";

/**
 * The origin's blank template of a new row (its get with id 0): id 0, each field at its default,
 * an empty list for a list field, "" where it has none (the origin writes absent values as "").
 */
export function blankItem(definition: Pick<ResourceDefinition, "fields">): Record<string, unknown> {
  const item: Record<string, unknown> = { id: 0 };
  for (const [key, spec] of Object.entries(definition.fields)) {
    const parsed = spec.input.safeParse(undefined);
    if (parsed.success && parsed.data !== undefined) item[key] = parsed.data;
    else item[key] = spec.output.safeParse([]).success ? [] : "";
  }
  return item;
}
