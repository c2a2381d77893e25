import type { TransactionClient } from "@suyuan/db/client";
import { column } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import type { EnterpriseScope } from "../access/enterprise-scope.ts";
import { isInScope } from "../access/enterprise-scope.ts";

const missing = (field: string) =>
  new AppError("BAD_REQUEST", {
    messageKey: "error.referenceMissing",
    fieldErrors: { [field]: ["error.referenceMissing"] },
  });

/** The base and enterprise of a device's place: a greenhouse implies its base, both their enterprise. */
async function placeOf(
  tx: TransactionClient,
  scope: EnterpriseScope,
  place: { enterpriseId: number | null; baseId: number | null; houseId: number | null },
) {
  let { enterpriseId, baseId } = place;
  if (place.houseId !== null) {
    const house = await tx.house.findUnique({
      where: { id: place.houseId },
      select: { baseId: true, enterpriseId: true },
    });
    if (
      !house ||
      !isInScope(scope, house.enterpriseId) ||
      (enterpriseId !== null && house.enterpriseId !== enterpriseId)
    )
      throw missing("houseId");
    if (baseId !== null && baseId !== house.baseId) throw missing("baseId");
    baseId = house.baseId;
    enterpriseId = house.enterpriseId;
  }
  if (baseId !== null) {
    const base = await tx.base.findUnique({ where: { id: baseId }, select: { enterpriseId: true } });
    if (!base || !isInScope(scope, base.enterpriseId) || (enterpriseId !== null && base.enterpriseId !== enterpriseId))
      throw missing("baseId");
    enterpriseId = base.enterpriseId;
  }
  if (enterpriseId === null) throw missing("baseId");
  return { enterpriseId, baseId };
}

/**
 * Devices (a kit resource): codes are unique; the place decides the base and the enterprise; a
 * device with readings is disabled, never deleted (readings are history).
 */
export const envDeviceHooks: ResourceHooks = {
  computed: { usable: column("usable") },
  where: (_ctx, input) => (typeof input.usable === "boolean" ? { usable: input.usable } : {}),

  async prepare(tx, ctx, data, current) {
    const code = data.code as string;
    const taken = await tx.envDevice.findFirst({
      where: { code, ...(current ? { id: { not: current.id as number } } : {}) },
      select: { id: true },
    });
    if (taken)
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.deviceCodeTaken",
        fieldErrors: { code: ["error.deviceCodeTaken"] },
      });
    const place = await placeOf(tx, ctx.scope, {
      enterpriseId: (data.enterpriseId as number | null | undefined) ?? null,
      baseId: (data.baseId as number | null | undefined) ?? null,
      houseId: (data.houseId as number | null | undefined) ?? null,
    });
    return { ...data, ...place };
  },

  async beforeDelete(tx, _ctx, rows) {
    const used = await tx.envReading.count({ where: { deviceId: { in: rows.map((row) => row.id as number) } } });
    if (used > 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.inUse" });
  },
};
