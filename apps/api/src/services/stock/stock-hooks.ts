import { Prisma, prisma } from "@suyuan/db/client";
import { sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { currentSite } from "../access/site-scope.ts";
import { assertSiteReference } from "../import/site-references.ts";

const decimal = (value: unknown) => (value == null ? null : new Prisma.Decimal(value as string | number));

/**
 * The quantity is given once, on create (the initial stock, recorded as an "in" movement);
 * thereafter only moves change it, so an update leaves it as it is.
 */
export const stockHooks: ResourceHooks = {
  async prepare(tx, ctx, data, current) {
    await assertSiteReference(tx, "villageStation", data.stationId, currentSite(ctx), "stationId");
    const columns = { ...data };
    if (current) delete columns.quantity;
    return columns;
  },
  // 低库存: at or below its threshold (a comparison of two columns); a row without one is never low.
  where(_ctx, input) {
    const threshold = prisma.stock.fields.lowThreshold;
    if (input.low === true) return { quantity: { lte: threshold } };
    if (input.low === false) return { OR: [{ lowThreshold: null }, { quantity: { gt: threshold } }] };
    return {};
  },
  computed: { low: sql(() => `COALESCE(t.quantity <= t.low_threshold, false)`) },
  async afterWrite(tx, ctx, id, data, current) {
    const quantity = decimal(data.quantity);
    if (current || !quantity || quantity.isZero()) return;
    await tx.stockMovement.create({
      data: {
        stockId: id,
        kind: "in",
        quantity,
        balance: quantity,
        reason: ctx.meta.locale === "en" ? "Initial stock" : "初始库存",
        movedAt: new Date(),
        operatorId: ctx.actor.userId,
        operatorName: ctx.actor.username ?? "",
      },
    });
  },
};
