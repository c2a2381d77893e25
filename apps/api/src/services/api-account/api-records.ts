import type { z } from "zod";
import type { ZApiRecordFind, ZWebhookDeliveryFind } from "@suyuan/contracts/api-account/api-account-operations";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

// The call records of the legacy API and the deliveries of the web services: read-only logs,
// newest first, deleted by id (each deletion in the operation log).

export async function findApiRecords(input: z.output<typeof ZApiRecordFind>) {
  const where = {
    ...(input.appId ? { appId: { contains: input.appId } } : {}),
    ...(input.path ? { path: { contains: input.path } } : {}),
  };
  const [items, total] = await Promise.all([
    prisma.apiRecord.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
      select: { id: true, appId: true, path: true, at: true, ip: true, code: true },
    }),
    prisma.apiRecord.count({ where }),
  ]);
  return { items, total, page: input.page, pageSize: input.pageSize };
}

export async function findWebhookDeliveries(input: z.output<typeof ZWebhookDeliveryFind>) {
  const where = {
    ...(input.webhookId ? { webhookId: input.webhookId } : {}),
    ...(input.status ? { status: input.status } : {}),
  };
  const [rows, total] = await Promise.all([
    prisma.webhookDelivery.findMany({
      where,
      orderBy: { id: "desc" },
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
      include: { webhook: { select: { name: true } } },
    }),
    prisma.webhookDelivery.count({ where }),
  ]);
  const items = rows.map(({ webhook, payload: _payload, updatedAt: _updatedAt, ...row }) => ({
    ...row,
    webhookName: webhook.name,
  }));
  return { items, total, page: input.page, pageSize: input.pageSize };
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
