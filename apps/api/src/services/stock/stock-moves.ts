import type {
  TFindStockMovementsInput,
  TMoveStockOutput,
  TStockMovementItem,
  ZMoveStockInput,
} from "@suyuan/contracts/stock/stock-operations";
import type { TListOutput } from "@suyuan/contracts/common/list";
import { prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { column } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { listPage } from "../list/list-page.ts";
import type { ServiceContext } from "../service-context.ts";

/**
 * Applies a stock move atomically: one conditional UPDATE adds the signed change only while the
 * result stays at or above zero (concurrent moves queue on the row lock and re-check), then the
 * movement with the resulting balance and the operator, and the operation log, in the same
 * transaction. A move that would go below zero changes nothing (error.stockNegative).
 */
export async function moveStock(
  ctx: ServiceContext,
  input: z.output<typeof ZMoveStockInput>,
): Promise<TMoveStockOutput> {
  const siteId = currentSite(ctx);
  const delta = (input.kind === "out" ? -input.quantity : input.quantity).toFixed(3);
  return prisma.$transaction(async (tx) => {
    const stock = await tx.stock.findFirst({ where: { id: input.stockId, siteId }, select: { id: true } });
    if (!stock) throw new AppError("NOT_FOUND");
    const changed = await tx.$queryRaw<{ balance: string }[]>`
      UPDATE stock SET quantity = quantity + ${delta}::numeric, updated_at = now()
      WHERE id = ${input.stockId} AND site_id = ${siteId} AND quantity + ${delta}::numeric >= 0
      RETURNING quantity::text AS balance`;
    const balance = changed[0]?.balance;
    if (balance === undefined)
      throw new AppError("RULE_VIOLATION", {
        messageKey: "error.stockNegative",
        fieldErrors: { quantity: ["error.stockNegative"] },
      });
    const movement = await tx.stockMovement.create({
      data: {
        stockId: input.stockId,
        kind: input.kind,
        quantity: delta,
        balance,
        reason: input.reason,
        movedAt: input.movedAt ?? new Date(),
        operatorId: ctx.actor.userId,
        operatorName: ctx.actor.username ?? "",
      },
      select: { id: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: `move-${input.kind}`,
      resource: "stock",
      targetId: input.stockId,
      detail: { quantity: delta, balance },
    });
    return { movementId: movement.id, balance: Number(balance) };
  });
}

// A stock row's movements on the one list statement (kit/sql-list-json.ts); quantities as numbers.
const MOVEMENTS = listStatementOf("stockMovement", {
  id: column("id"),
  kind: column("kind"),
  quantity: column("quantity", "decimal"),
  balance: column("balance", "decimal"),
  reason: column("reason"),
  movedAt: column("movedAt"),
  operatorName: column("operatorName"),
});

/** The movements of a stock row of the current site, newest first. */
export async function findStockMovements(
  ctx: ServiceContext,
  input: Required<Pick<TFindStockMovementsInput, "page" | "pageSize">> & { stockId: number },
): Promise<TListOutput<TStockMovementItem>> {
  const stock = await prisma.stock.findFirst({
    where: { id: input.stockId, siteId: currentSite(ctx) },
    select: { id: true },
  });
  if (!stock) throw new AppError("NOT_FOUND");
  const { page, pageSize } = input;
  return listPage(MOVEMENTS, {
    where: { stockId: input.stockId },
    sortBy: "movedAt",
    direction: "desc",
    page,
    pageSize,
  });
}

/** How many stock rows of the current site are at or below their low-stock threshold. */
export async function countLowStock(ctx: ServiceContext): Promise<{ count: number }> {
  const rows = await prisma.$queryRaw<{ count: number }[]>`
    SELECT count(*)::int AS count FROM stock
    WHERE site_id = ${currentSite(ctx)} AND low_threshold IS NOT NULL AND quantity <= low_threshold`;
  return { count: Number(rows[0]?.count ?? 0) };
}
