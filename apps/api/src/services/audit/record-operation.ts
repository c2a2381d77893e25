import type { DbClient, Prisma } from "@suyuan/db/client";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { queueWebhookEvents } from "../webhook/webhook-delivery.ts";

export type Actor = { userId: number | null; username: string | null; siteId: number | null };

export type OperationEntry = {
  actor: Actor;
  meta: Pick<RequestMeta, "ip">;
  /** A verb such as "register", "update-password", "switch-site". */
  operation: string;
  /** The kind of thing changed, such as "user" or "session". */
  resource: string;
  targetId?: string | number | null;
  outcome?: "success" | "failure";
  /** Extra facts worth keeping; never secrets. */
  detail?: Prisma.InputJsonValue;
};

/** Writes one operation-log entry; pass the transaction of the change so both commit together. */
export async function recordOperation(db: DbClient, entry: OperationEntry): Promise<void> {
  await db.operationLog.create({
    data: {
      userId: entry.actor.userId,
      username: entry.actor.username,
      siteId: entry.actor.siteId,
      operation: entry.operation,
      resource: entry.resource,
      targetId: entry.targetId == null ? null : String(entry.targetId),
      ip: entry.meta.ip,
      outcome: entry.outcome ?? "success",
      ...(entry.detail === undefined ? {} : { detail: entry.detail }),
    },
  });
  // Changes to users and contents are told to the web services that asked (in the same transaction).
  await queueWebhookEvents(db, entry);
}
