import type { TransactionClient } from "@suyuan/db/client";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

/** What happened to one content item, for its history and the operation log. */
export type ContentEvent = {
  contentId: number;
  title: string;
  operation: string;
  fromStatus: number | null;
  toStatus: number;
  /** The review step reached (check) or returned to (reject). */
  step?: number | null;
  opinion?: string | null;
  /** More facts for the operation log (target channel, levels, ...). */
  detail?: Record<string, string | number | boolean | null | number[]>;
};

/**
 * Writes one history row (who, when, from, to, opinion) and one operation-log entry, in the
 * transaction of the change, so the history never disagrees with the content.
 */
export async function recordContentEvent(tx: TransactionClient, ctx: ServiceContext, event: ContentEvent) {
  await tx.contentRecord.create({
    data: {
      contentId: event.contentId,
      userId: ctx.actor.userId,
      operation: event.operation,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      step: event.step ?? null,
      opinion: event.opinion ?? null,
    },
  });
  await recordOperation(tx, {
    actor: ctx.actor,
    meta: ctx.meta,
    operation: event.operation,
    resource: "content",
    targetId: event.contentId,
    detail: {
      title: event.title,
      from: event.fromStatus,
      to: event.toStatus,
      ...(event.step == null ? {} : { step: event.step }),
      ...(event.opinion ? { opinion: event.opinion } : {}),
      ...(event.detail ?? {}),
    },
  });
}
