import { related } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";

/**
 * Greenhouses (a kit resource) take their base's enterprise, whoever writes them; the item names
 * that enterprise. A base out of the caller's scope is refused by the kit's lookup check first;
 * devices and batches in a greenhouse stop its delete (foreign keys, answered "in use").
 */
export const houseHooks: ResourceHooks = {
  computed: { enterprise: related("enterprise", ["id", "name"]) },

  async prepare(tx, _ctx, data) {
    const base = await tx.base.findUnique({ where: { id: data.baseId as number }, select: { enterpriseId: true } });
    if (!base)
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.referenceMissing",
        fieldErrors: { baseId: ["error.referenceMissing"] },
      });
    return { ...data, enterpriseId: base.enterpriseId };
  },
};
