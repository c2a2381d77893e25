import type { Prisma } from "@suyuan/db/client";

// Bases themselves are a kit resource (contracts base/base-resource.ts, base-hooks.ts).

/** Decimal columns reach the client as plain numbers. */
export function decimal(value: Prisma.Decimal | null): number | null {
  return value === null ? null : Number(value);
}
