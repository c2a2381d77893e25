import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";

/** Goods.status and Enterprise.status: pending, approved or rejected. */
const APPROVED = "approved";

/**
 * Only approved goods of approved enterprises may be listed (error.goodsNotListable on goodsId);
 * one listing per goods and site is the database's unique constraint (a field error too).
 */
export const mallItemHooks: ResourceHooks = {
  async prepare(tx, _ctx, data) {
    const goods = await tx.goods.findUnique({
      where: { id: data.goodsId as number },
      select: { status: true, enterprise: { select: { status: true } } },
    });
    if (!goods)
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.referenceMissing",
        fieldErrors: { goodsId: ["error.referenceMissing"] },
      });
    if (goods.status !== APPROVED || goods.enterprise.status !== APPROVED)
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.goodsNotListable",
        fieldErrors: { goodsId: ["error.goodsNotListable"] },
      });
    return data;
  },
};
