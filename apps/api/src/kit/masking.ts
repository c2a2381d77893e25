import { MASK_CHARACTER, MASK_KEEP, type PersonalDataKind } from "@suyuan/contracts/kit/personal-data";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { hasPermission } from "../services/auth/user-access.ts";
import type { ServiceContext } from "../services/service-context.ts";

// Where the kit masks personal data (contracts kit/personal-data.ts): in the list statement written
// by PostgreSQL (maskedSql), which lists, views, exports and legacy answers all read, so they show
// the same masked text.

/** Whether the caller holds the key that reveals personal data in full. */
export function canReveal(ctx: Pick<ServiceContext, "access">): boolean {
  return hasPermission(ctx.access, OPERATION_KEYS.personalDataReveal);
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
