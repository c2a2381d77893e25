import { composeGtin13, itemReferenceLength } from "@suyuan/contracts/commodity-code/gtin13";
import { column, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";

const fieldError = (field: string, key: string, params?: Record<string, number | string>) =>
  new AppError("BAD_REQUEST", { messageKey: key, fieldErrors: { [field]: [key] }, ...(params ? { params } : {}) });

/**
 * A commodity code is numbered under its enterprise's company prefix (of the current site): the
 * item reference must fill the prefix to 12 digits, and the GTIN-13 (with its check digit) is
 * computed here, never taken from the form. A linked goods record must be the same enterprise's.
 */
export const commodityCodeHooks: ResourceHooks = {
  async prepare(tx, ctx, data, current) {
    const siteId = currentSite(ctx);
    const enterpriseId = data.enterpriseId as number;
    const code = await tx.enterpriseCode.findFirst({
      where: { enterpriseId, siteId },
      select: { id: true, companyPrefix: true },
    });
    if (!code) throw fieldError("enterpriseId", "error.enterpriseWithoutCode");
    const itemReference = data.itemReference as string;
    const length = itemReferenceLength(code.companyPrefix);
    if (itemReference.length !== length)
      throw fieldError("itemReference", "validation.itemReferenceLength", { length, prefix: code.companyPrefix });
    if (data.categoryId != null) {
      const category = await tx.commodityCategory.findFirst({
        where: { id: data.categoryId as number, siteId },
        select: { id: true },
      });
      if (!category) throw fieldError("categoryId", "error.referenceMissing");
    }
    if (data.goodsId != null) {
      const goods = await tx.goods.findUnique({
        where: { id: data.goodsId as number },
        select: { enterpriseId: true },
      });
      if (!goods) throw fieldError("goodsId", "error.referenceMissing");
      if (goods.enterpriseId !== enterpriseId) throw fieldError("goodsId", "validation.goodsEnterprise");
    }
    const gtin = composeGtin13(code.companyPrefix, itemReference);
    // The same GTIN is the same prefix and item reference: answered here in words; under a race
    // the unique constraints decide (a general "already exists").
    const taken = await tx.commodityCode.findFirst({
      where: { gtin, ...(current ? { id: { not: current.id as number } } : {}) },
      select: { id: true },
    });
    if (taken) throw fieldError("itemReference", "error.itemReferenceTaken");
    return { ...data, enterpriseCodeId: code.id, gtin };
  },
  ownLookupChecks: ["categoryId"],
  computed: {
    gtin: column("gtin"),
    companyPrefix: sql(
      () => `COALESCE((SELECT c.company_prefix FROM enterprise_code c WHERE c.id = t.enterprise_code_id), '')`,
    ),
    goodsBarcode: sql(() => `(SELECT g.barcode FROM goods g WHERE g.id = t.goods_id)`),
  },
};
