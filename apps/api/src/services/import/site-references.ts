import type { TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";

/**
 * Refuses a reference to a town or village station of another site (or none): a field error on
 * `field`, the same answer a missing row gives.
 */
export async function assertSiteReference(
  tx: TransactionClient,
  model: "town" | "villageStation",
  id: unknown,
  siteId: number,
  field: string,
): Promise<void> {
  if (typeof id !== "number") return;
  const where = { id, siteId };
  const found =
    model === "town"
      ? await tx.town.findFirst({ where, select: { id: true } })
      : await tx.villageStation.findFirst({ where, select: { id: true } });
  if (!found)
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.referenceMissing",
      fieldErrors: { [field]: ["error.referenceMissing"] },
    });
}
