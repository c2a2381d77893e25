import type { TAdoptCommodityCodeOutput } from "@suyuan/contracts/commodity-code/commodity-code-operations";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

/**
 * The linked goods record adopts the commodity code's GTIN as its barcode (商品采用条码), in one
 * transaction with the operation log. The goods must still be the code's enterprise's.
 */
export async function adoptCommodityCode(ctx: ServiceContext, id: number): Promise<TAdoptCommodityCodeOutput> {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const code = await tx.commodityCode.findFirst({
      where: { id, siteId },
      select: { gtin: true, goodsId: true, enterpriseId: true, productName: true },
    });
    if (!code) throw new AppError("NOT_FOUND");
    if (code.goodsId === null) throw new AppError("RULE_VIOLATION", { messageKey: "error.commodityCodeNoGoods" });
    const goods = await tx.goods.findUnique({
      where: { id: code.goodsId },
      select: { enterpriseId: true, barcode: true, name: true },
    });
    if (!goods) throw new AppError("RULE_VIOLATION", { messageKey: "error.commodityCodeNoGoods" });
    if (goods.enterpriseId !== code.enterpriseId)
      throw new AppError("RULE_VIOLATION", { messageKey: "validation.goodsEnterprise" });
    await tx.goods.update({ where: { id: code.goodsId }, data: { barcode: code.gtin }, select: { id: true } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "adopt-gtin",
      resource: "goods",
      targetId: code.goodsId,
      detail: { name: goods.name, barcode: code.gtin, previous: goods.barcode, commodityCodeId: id },
    });
    return { goodsId: code.goodsId, barcode: code.gtin };
  });
}
