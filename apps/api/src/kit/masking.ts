import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { MASK_CHARACTER, MASK_KEEP, maskValue, type PersonalDataKind } from "@suyuan/contracts/kit/personal-data";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { hasPermission } from "../services/auth/user-access.ts";
import type { ServiceContext } from "../services/service-context.ts";

// Where the kit masks personal data (contracts kit/personal-data.ts): every item it writes, on the
// object path (maskItem) and on the JSON path written by PostgreSQL (maskedSql), so lists, views,
// exports and legacy answers show the same masked text.

type Row = Record<string, unknown>;

/** Whether the caller holds the key that reveals personal data in full. */
export function canReveal(ctx: Pick<ServiceContext, "access">): boolean {
  return hasPermission(ctx.access, OPERATION_KEYS.personalDataReveal);
}

/** The item with its masked fields masked (in place: items are built fresh for each answer). */
export function maskItem(definition: ResourceDefinition, item: Row): Row {
  for (const [key, kind] of definition.masked) if (key in item) item[key] = maskValue(kind, item[key]);
  return item;
}

/** maskText in SQL, for a text expression `ref`: null and "" stay as they are. */
export function maskedSql(kind: PersonalDataKind, ref: string): string {
  const { head, tail } = MASK_KEEP[kind];
  const length = `char_length(${ref})`;
  return (
    `CASE WHEN ${ref} IS NULL OR ${ref} = '' THEN ${ref} ` +
    `WHEN ${length} <= ${head + tail} THEN repeat('${MASK_CHARACTER}', ${length}) ` +
    `ELSE left(${ref}, ${head}) || repeat('${MASK_CHARACTER}', ${length} - ${head + tail}) || right(${ref}, ${tail}) END`
  );
}
