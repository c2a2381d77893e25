import { randomUUID } from "node:crypto";
import { WEBHOOK_HEADERS, type WebhookEvent } from "@suyuan/contracts/webhook/webhook-events";
import { prisma, type DbClient } from "@suyuan/db/client";
import { z } from "zod";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";
import type { OperationEntry } from "../audit/record-operation.ts";
import { defineJobKind, enqueueJob } from "../jobs/job-queue.ts";
import { postWebhook } from "./webhook-post.ts";
import { webhookSignature } from "./webhook-signature.ts";

// Web services: a change to a user or a content is told to the endpoints that asked for its
// event. The delivery row and its job are written in the transaction of the change (through the
// operation-log entry every mutation writes), so a change that rolls back sends nothing. The job
// queue sends it, retrying with backoff (on any process) until the endpoint answers 2xx.

/** Retries after the first attempt: 2, 4, 8 … seconds apart (pg-boss's backoff), about 17 minutes in all. */
const RETRY = { limit: 9, delaySeconds: 2 };

/** The operation-log entries that are events, by resource and operation. */
const EVENTS: Record<string, Record<string, WebhookEvent>> = {
  user: {
    create: "user.created",
    register: "user.created",
    update: "user.updated",
    enable: "user.updated",
    disable: "user.updated",
    delete: "user.deleted",
  },
  content: {
    save: "content.created",
    update: "content.updated",
    delete: "content.deleted",
    cycle_delete: "content.deleted",
  },
};

type Endpoint = { id: number; events: string[] };

/** Enabled endpoints, per process, until any changes in any process (change notices). */
const endpointCache = new ChangeAwareCache<Endpoint[]>({ tables: ["webhook"], maxEntries: 1, maxAgeMs: 60_000 });

/** Read in the caller's transaction (PGlite's one connection is held by it). */
const readEndpoints = (db: DbClient) =>
  db.webhook.findMany({ where: { enabled: true }, select: { id: true, events: true }, orderBy: { id: "asc" } });

/**
 * Queues a delivery to every endpoint that asked for the entry's event (none: nothing is written).
 * Called by recordOperation, inside the transaction of the change.
 */
export async function queueWebhookEvents(db: DbClient, entry: OperationEntry): Promise<void> {
  if (entry.outcome === "failure") return;
  const event = EVENTS[entry.resource]?.[entry.operation];
  if (!event) return;
  const endpoints = (await endpointCache.get("enabled", () => readEndpoints(db))).filter((hook) =>
    hook.events.includes(event),
  );
  if (endpoints.length === 0) return;
  const ids =
    entry.targetId == null
      ? []
      : String(entry.targetId)
          .split(",")
          .map(Number)
          .filter((id) => Number.isInteger(id));
  for (const endpoint of endpoints) {
    const deliveryId = randomUUID();
    const payload = JSON.stringify({
      id: deliveryId,
      event,
      occurredAt: new Date().toISOString(),
      data: { ids, operation: entry.operation, by: entry.actor.username, detail: entry.detail ?? null },
    });
    const delivery = await db.webhookDelivery.create({
      data: { webhookId: endpoint.id, event, payload },
      select: { id: true },
    });
    await enqueueJob(db, webhookDeliveryKind, { deliveryId: delivery.id });
  }
}

/** The receiver's credentials, when the endpoint names enabled ones, as HTTP Basic authorization. */
function basicAuthorization(
  auth: { username: string; password: string; enabled: boolean } | null,
): Record<string, string> {
  if (!auth?.enabled) return {};
  return { authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`, "utf8").toString("base64")}` };
}

/** Sends one delivery; throws while the endpoint does not accept it, so the queue retries. */
async function deliver(deliveryId: number, lastAttempt: boolean): Promise<void> {
  const delivery = await prisma.webhookDelivery.findUnique({
    where: { id: deliveryId },
    include: { webhook: { include: { auth: true } } },
  });
  if (!delivery || delivery.status !== "pending") return;
  const timestamp = Math.floor(Date.now() / 1000);
  const headers: Record<string, string> = {
    [WEBHOOK_HEADERS.signature]: webhookSignature(delivery.webhook.secret, timestamp, delivery.payload),
    [WEBHOOK_HEADERS.timestamp]: String(timestamp),
    [WEBHOOK_HEADERS.event]: delivery.event,
    [WEBHOOK_HEADERS.delivery]: String(delivery.id),
    "user-agent": "Suyuan-Webhook/1",
    ...basicAuthorization(delivery.webhook.auth),
  };
  const outcome = await postWebhook(delivery.webhook.url, headers, delivery.payload);
  const accepted = outcome.status !== null && outcome.status >= 200 && outcome.status < 300;
  await prisma.webhookDelivery.update({
    where: { id: deliveryId },
    data: {
      attempts: { increment: 1 },
      responseCode: outcome.status,
      response: outcome.response,
      ...(accepted ? { status: "delivered", deliveredAt: new Date() } : lastAttempt ? { status: "failed" } : {}),
    },
  });
  if (!accepted && !lastAttempt)
    throw new Error(`webhook delivery ${deliveryId} not accepted (${outcome.status ?? "no answer"})`);
}

const webhookDeliveryKind = defineJobKind({
  name: "webhook-delivery",
  data: z.object({ deliveryId: z.number().int() }),
  retry: RETRY,
  async run(data, run) {
    await deliver(data.deliveryId, run.lastAttempt);
    return "done";
  },
  async abandoned(data) {
    await prisma.webhookDelivery.updateMany({
      where: { id: data.deliveryId, status: "pending" },
      data: { status: "failed" },
    });
  },
});
