import type { TRecallBatch } from "@suyuan/contracts/recall/recall-fields";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { closedError, recallEnterpriseAndBatches, toDay } from "./recalls.ts";
import { containsText } from "../list/text-match.ts";

type BatchRow = {
  batch: { id: number; batchNo: string; productionDate: Date; goods: { id: number; name: string } };
};

/**
 * Recalls (a kit resource): the enterprise must be chosen (members: their own) and every batch
 * be its own; only an active recall changes. The item carries its state, its batches with their
 * goods and the checks that started it; the closing user is named for the whole page at once.
 */
export const recallHooks: ResourceHooks = {
  select: {
    status: true,
    closedAt: true,
    closedBy: true,
    closeNote: true,
    batches: {
      select: {
        batch: {
          select: { id: true, batchNo: true, productionDate: true, goods: { select: { id: true, name: true } } },
        },
      },
      orderBy: { batchId: "asc" },
    },
    qualityChecks: { select: { id: true }, orderBy: { id: "asc" } },
  },

  extend: (row) => ({
    status: row.status,
    closedAt: row.closedAt,
    closeNote: row.closeNote,
    closedBy: row.closedBy,
    batches: (row.batches as BatchRow[]).map(({ batch }): TRecallBatch => ({
      id: batch.id,
      batchNo: batch.batchNo,
      goods: batch.goods,
      productionDate: toDay(batch.productionDate),
    })),
    qualityCheckIds: (row.qualityChecks as { id: number }[]).map((check) => check.id),
  }),

  async expand(db, items) {
    const closerIds = [...new Set(items.flatMap((item) => (typeof item.closedBy === "number" ? [item.closedBy] : [])))];
    const closers = closerIds.length
      ? await db.user.findMany({ where: { id: { in: closerIds } }, select: { id: true, username: true } })
      : [];
    const names = new Map(closers.map((user) => [user.id, user.username]));
    // A deleted user still closed the recall: keep the id, show it without a name.
    return items.map((item) => {
      const id = item.closedBy;
      return { ...item, closedBy: typeof id === "number" ? { id, username: names.get(id) ?? `#${id}` } : null };
    });
  },

  where(_ctx, input) {
    const { from, to, batchNo } = input as { from?: string; to?: string; batchNo?: string };
    if (from && to && from > to)
      throw new AppError("BAD_REQUEST", {
        messageKey: "validation.dateRange",
        fieldErrors: { to: ["validation.dateRange"] },
      });
    return batchNo ? { batches: { some: { batch: { batchNo: containsText(batchNo) } } } } : {};
  },

  async prepare(tx, ctx, data, current, input) {
    if (current) {
      if (current.status !== "active") throw closedError();
      // Locks the row while still active, so a concurrent close cannot slip in before the update.
      const { count } = await tx.recall.updateMany({
        where: { id: current.id as number, status: "active" },
        data: { status: "active" },
      });
      if (count === 0) throw closedError();
    }
    const enterpriseId = await recallEnterpriseAndBatches(
      tx,
      ctx,
      data.enterpriseId as number | null,
      input.batchIds as number[],
    );
    return { ...data, enterpriseId };
  },
};
