import type { FilterSpec, ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { enterpriseWhere } from "../services/access/enterprise-scope.ts";
import { currentSite } from "../services/access/site-scope.ts";
import { stationWhere } from "../services/access/station-scope.ts";
import type { ServiceContext } from "../services/service-context.ts";
import { dayDate } from "./resource-rows.ts";
import { containsText } from "../services/list/text-match.ts";
import { canReveal } from "./masking.ts";

type Where = Record<string, unknown>;

/** The rows a caller may see at all: their current site's (an operator's: their station's), or their enterprise's. */
export function scopeWhere(definition: ResourceDefinition, ctx: ServiceContext): Where {
  const station = definition.stationScope ? stationWhere(ctx, definition.stationScope) : {};
  if (definition.scope === "site") return { siteId: currentSite(ctx), ...station };
  if (definition.scope === "enterprise") return { ...enterpriseWhere(ctx.scope), ...station };
  return station;
}

/**
 * A search on a masked field by a caller who may not reveal it matches the whole value only (an
 * ID card number as stored: upper case): a part would let them find the hidden digits by trying.
 */
function maskedSearch(definition: ResourceDefinition, column: string, value: string): Where {
  const kind = definition.fields[column]?.mask;
  const text = value.trim();
  return { [column]: kind === "idCard" ? text.toUpperCase() : text };
}

function filterWhere(
  spec: FilterSpec,
  value: unknown,
  definition: ResourceDefinition,
  revealing: boolean,
): Where | null {
  if (value === undefined || value === null || value === "") return null;
  // Read by the service's where hook.
  if (spec.kind === "flag" || spec.kind === "search" || spec.kind === "custom") return null;
  if (spec.kind === "oneOf") return spec.column ? { [spec.column]: value } : null;
  const storage = definition.fields[spec.column]?.storage;
  switch (spec.kind) {
    case "contains":
      if (!revealing && definition.fields[spec.column]?.mask)
        return maskedSearch(definition, spec.column, value as string);
      return { [spec.column]: containsText(value as string) };
    case "equals":
      if (storage === "month") return { [spec.column]: dayDate(`${value as string}-01`) };
      return { [spec.column]: storage === "day" ? dayDate(value as string) : value };
    case "from":
      return { [spec.column]: { gte: dayDate(value as string) } };
    case "to":
      // An inclusive day: up to the day itself for DATE columns, before the next day for timestamps.
      return storage === "day"
        ? { [spec.column]: { lte: dayDate(value as string) } }
        : { [spec.column]: { lt: new Date(dayDate(value as string).getTime() + 86_400_000) } };
    case "has": {
      const links = definition.fields[spec.column]?.links;
      return links ? { [links.table]: { some: { [links.key]: value } } } : { [spec.column]: { has: value } };
    }
  }
}

/** The where of a list: the scope, then every filter given. */
export function listWhere(definition: ResourceDefinition, ctx: ServiceContext, input: Record<string, unknown>): Where {
  const parts: Where[] = [scopeWhere(definition, ctx)];
  const revealing = canReveal(ctx);
  for (const [key, spec] of Object.entries(definition.filters)) {
    const part = filterWhere(spec, input[key], definition, revealing);
    if (part) parts.push(part);
  }
  return { AND: parts };
}
