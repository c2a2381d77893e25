import { Prisma } from "@suyuan/db/client";
import { column } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";

const fieldError = (field: string, key: string) =>
  new AppError("BAD_REQUEST", { messageKey: key, fieldErrors: { [field]: [key] } });

/**
 * A sale's enterprise is its goods' enterprise (filled in when blank, refused when another), and
 * its amount is quantity × unit price rounded half up to cents, computed here, never input.
 */
export const saleHooks: ResourceHooks = {
  async prepare(tx, _ctx, data) {
    const goods = await tx.goods.findUnique({
      where: { id: data.goodsId as number },
      select: { enterpriseId: true },
    });
    if (!goods) throw fieldError("goodsId", "error.referenceMissing");
    if (data.enterpriseId != null && data.enterpriseId !== goods.enterpriseId)
      throw fieldError("enterpriseId", "validation.goodsEnterprise");
    const amount = new Prisma.Decimal(data.quantity as number)
      .mul(new Prisma.Decimal(data.unitPrice as number))
      .toDecimalPlaces(2, Prisma.Decimal.ROUND_HALF_UP);
    return { ...data, enterpriseId: goods.enterpriseId, amount };
  },
  computed: { amount: column("amount", "decimal") },
};
