import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { FieldSpec } from "@suyuan/contracts/kit/fields";
import type { DbClient } from "@suyuan/db/client";
import { AppError } from "../lib/app-error.ts";
import type { ServiceContext } from "../services/service-context.ts";
import { KIT_RESOURCES } from "./kit-resources.ts";
import { delegateOf } from "./model-delegate.ts";
import { scopeWhere } from "./resource-where.ts";

const KIT_SOURCES = new Map<string, ResourceDefinition>(
  Object.values(KIT_RESOURCES).map((definition) => [definition.name, definition]),
);

/**
 * Every lookup (and lookup list) of a write must name rows the caller may see: a station of the
 * current site, a member's own base. A row out of scope is answered like a missing one, as a
 * field error, and nothing is written.
 */
export async function assertLookupsInScope(
  db: DbClient,
  ctx: ServiceContext,
  definition: ResourceDefinition,
  input: Record<string, unknown>,
  skip: readonly string[] = [],
): Promise<void> {
  for (const [key, spec] of Object.entries<FieldSpec>(definition.fields)) {
    const widget = spec.widget;
    if (skip.includes(key)) continue;
    if (widget.kind !== "lookup" && widget.kind !== "lookupList") continue;
    const source = KIT_SOURCES.get(widget.source);
    if (!source || source.scope === "none") continue;
    const value = input[key];
    const ids = [...new Set(Array.isArray(value) ? value : value === null || value === undefined ? [] : [value])];
    if (ids.length === 0) continue;
    const found = await delegateOf(db, source.model).count({
      where: { AND: [{ id: { in: ids } }, scopeWhere(source, ctx)] },
    });
    if (found !== ids.length)
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.referenceMissing",
        fieldErrors: { [key]: ["error.referenceMissing"] },
      });
  }
}
