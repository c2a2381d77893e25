import { count } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Bases (a kit resource): staff must choose an existing enterprise (members write into their own);
 * greenhouses follow their base's enterprise; a base with greenhouses or devices stays.
 */
export const baseHooks: ResourceHooks = {
  computed: { houseCount: count("houses") },

  async prepare(tx, _ctx, data) {
    const enterpriseId = data.enterpriseId as number | null;
    if (enterpriseId === null)
      throw new AppError("BAD_REQUEST", {
        messageKey: "validation.required",
        fieldErrors: { enterpriseId: ["validation.required"] },
      });
    if (!(await tx.enterprise.findUnique({ where: { id: enterpriseId }, select: { id: true } })))
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.referenceMissing",
        fieldErrors: { enterpriseId: ["error.referenceMissing"] },
      });
    return data;
  },

  async afterWrite(tx, _ctx, id, data, current) {
    // Greenhouses carry their base's enterprise for scoping: keep them in step.
    const enterpriseId = data.enterpriseId as number;
    if (current && current.enterpriseId !== enterpriseId)
      await tx.house.updateMany({ where: { baseId: id }, data: { enterpriseId } });
  },

  async beforeDelete(tx, _ctx, rows) {
    const used = await tx.base.count({
      where: {
        id: { in: rows.map((row) => row.id as number) },
        OR: [{ houses: { some: {} } }, { envDevices: { some: {} } }],
      },
    });
    if (used > 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.inUse" });
  },
};
