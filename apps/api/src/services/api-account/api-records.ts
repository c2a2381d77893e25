import type { z } from "zod";
import type {
  ZApiRecordFind,
  ZApiRecordList,
  ZWebhookDeliveryFind,
  ZWebhookDeliveryList,
} from "@suyuan/contracts/api-account/api-account-operations";
import { prisma } from "@suyuan/db/client";
import { column, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { listPage } from "../list/list-page.ts";
import { likeLiteral } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";

// The call records of the legacy API and the deliveries of the web services: read-only logs,
// newest first, deleted by id (each deletion in the operation log).

// Both lists on the one list statement (kit/sql-list-json.ts): capped count, clamped page and items
// in one statement. Their text filters keep case, as the stored app ids and paths do.
const RECORDS = listStatementOf("apiRecord", {
  id: column("id"),
  appId: column("appId"),
  path: column("path"),
  at: column("at"),
  ip: column("ip"),
  code: column("code"),
});

const DELIVERIES = listStatementOf("webhookDelivery", {
  id: column("id"),
  webhookId: column("webhookId"),
  webhookName: sql(() => `(SELECT w.name FROM webhook w WHERE w.id = t.webhook_id)`),
  event: column("event"),
  status: column("status"),
  attempts: column("attempts"),
  responseCode: column("responseCode"),
  response: column("response"),
  createdAt: column("createdAt"),
  deliveredAt: column("deliveredAt"),
});

const containing = (text: string | undefined) => (text ? { contains: likeLiteral(text) } : undefined);

export function findApiRecords(input: z.output<typeof ZApiRecordFind>) {
  const where = { appId: containing(input.appId), path: containing(input.path) };
  const { page, pageSize } = input;
  return listPage<z.output<typeof ZApiRecordList>["items"][number]>(RECORDS, {
    where,
    sortBy: "id",
    direction: "desc",
    page,
    pageSize,
  });
}

export function findWebhookDeliveries(input: z.output<typeof ZWebhookDeliveryFind>) {
  const where = { webhookId: input.webhookId, status: input.status || undefined };
  const { page, pageSize } = input;
  return listPage<z.output<typeof ZWebhookDeliveryList>["items"][number]>(DELIVERIES, {
    where,
    sortBy: "id",
    direction: "desc",
    page,
    pageSize,
  });
}

/** Deletes records of one log by id: all or nothing (an unknown id refuses the lot). */
async function deleteLogRows(ctx: ServiceContext, resource: "apiRecord" | "webhookDelivery", ids: number[]) {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const where = { id: { in: unique } };
    const deleted =
      resource === "apiRecord"
        ? await tx.apiRecord.deleteMany({ where })
        : await tx.webhookDelivery.deleteMany({ where });
    if (deleted.count !== unique.length) throw new AppError("NOT_FOUND");
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource,
      targetId: unique.join(","),
    });
    return { count: deleted.count };
  });
}

export const deleteApiRecords = (ctx: ServiceContext, ids: number[]) => deleteLogRows(ctx, "apiRecord", ids);
export const deleteWebhookDeliveries = (ctx: ServiceContext, ids: number[]) =>
  deleteLogRows(ctx, "webhookDelivery", ids);
