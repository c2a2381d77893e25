import type { TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../service-context.ts";
import { currentSite } from "./site-scope.ts";

/** Site-owned models other site-owned rows refer to. */
type SiteModel = "town" | "personInfo" | "userInfo";

/**
 * Refuses references to rows of another site (or to no row): a record of one site may only point
 * at towns, households and users of the same site. The answer names the form field.
 */
export async function assertSiteReferences(
  tx: TransactionClient,
  ctx: ServiceContext,
  model: SiteModel,
  ids: readonly (number | null | undefined)[],
  field: string,
): Promise<void> {
  const unique = [...new Set(ids.filter((id): id is number => typeof id === "number"))];
  if (unique.length === 0) return;
  const where = { id: { in: unique }, siteId: currentSite(ctx) };
  const delegate = tx[model] as unknown as { count(args: { where: typeof where }): Promise<number> };
  const found = await delegate.count({ where });
  if (found !== unique.length)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { [field]: ["error.referenceMissing"] },
    });
}

/**
 * Refuses an ID card number already registered on the current site (another row than `current`),
 * naming the field; the unique index stays the guard against a concurrent insert.
 */
export async function assertIdCardFree(
  tx: TransactionClient,
  ctx: ServiceContext,
  model: "personInfo" | "userInfo",
  idCard: unknown,
  current: { id?: unknown } | null,
): Promise<void> {
  if (typeof idCard !== "string" || idCard === "") return;
  const where = {
    siteId: currentSite(ctx),
    idCard,
    ...(typeof current?.id === "number" ? { NOT: { id: current.id } } : {}),
  };
  const delegate = tx[model] as unknown as { count(args: { where: typeof where }): Promise<number> };
  if ((await delegate.count({ where })) > 0)
    throw new AppError("BAD_REQUEST", { messageKey: "error.duplicate", fieldErrors: { idCard: ["error.duplicate"] } });
}
