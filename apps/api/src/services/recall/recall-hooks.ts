import { column, daySql, jsonRows, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { closedError, recallEnterpriseAndBatches } from "./recalls.ts";
import { containsText } from "../list/text-match.ts";

/**
 * Recalls (a kit resource): the enterprise must be chosen (members: their own) and every batch
 * be its own; only an active recall changes. The item carries its state, its batches with their
 * goods, the checks that started it and the user who closed it.
 */
export const recallHooks: ResourceHooks = {
  computed: {
    status: column("status"),
    closedAt: column("closedAt"),
    closeNote: column("closeNote"),
    // A deleted user still closed the recall: keep the id, show it without a name.
    closedBy: sql(
      () => `CASE WHEN t.closed_by IS NULL THEN NULL ELSE json_build_object('id', t.closed_by, 'username',
               COALESCE((SELECT u.username FROM app_user u WHERE u.id = t.closed_by), '#' || t.closed_by)) END`,
    ),
    batches: sql(() =>
      jsonRows(
        `SELECT b.id, b.batch_no AS "batchNo", json_build_object('id', g.id, 'name', g.name) AS goods,
                ${daySql("b.production_date")} AS "productionDate"
           FROM recall_batch l JOIN batch b ON b.id = l.batch_id JOIN goods g ON g.id = b.goods_id
          WHERE l.recall_id = t.id`,
        "r.id",
      ),
    ),
    qualityCheckIds: sql(
      () => `COALESCE((SELECT json_agg(q.id ORDER BY q.id) FROM quality_check q WHERE q.recall_id = t.id), '[]'::json)`,
    ),
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
