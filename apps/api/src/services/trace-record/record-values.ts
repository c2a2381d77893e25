import type { TRecordValueInput, TRecordValueItem } from "@suyuan/contracts/trace-record/record-fields";
import { prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { recordBatch } from "./record-checks.ts";
import { getRecord } from "./records.ts";
import { checkValue, unknownUploads } from "./value-rules.ts";

// One value of a record at a time (legacy traceItemItem/*): the same rules as saving the record.

const refused = (field: string, key: string) =>
  new AppError("BAD_REQUEST", { messageKey: key, fieldErrors: { [field]: [key] } });

export async function findRecordValues(ctx: ServiceContext, recordId: number): Promise<TRecordValueItem[]> {
  return (await getRecord(ctx, recordId)).values;
}

async function writeValue(
  tx: TransactionClient,
  ctx: ServiceContext,
  recordId: number,
  itemId: number,
  input: TRecordValueInput,
): Promise<{ id: number | null }> {
  const record = await tx.traceRecord.findUnique({
    where: { id: recordId },
    select: { enterpriseId: true, batchId: true, stageId: true },
  });
  if (!record) throw new AppError("NOT_FOUND");
  assertInScope(ctx.scope, record.enterpriseId);
  await recordBatch(tx, ctx, record.batchId);
  const item = await tx.traceTemplateItem.findUnique({
    where: { id: itemId },
    select: { id: true, stageId: true, kind: true, options: true, required: true },
  });
  if (!item || item.stageId !== record.stageId) throw refused("itemId", "validation.unknownItem");
  const result = checkValue(item, input);
  if ("error" in result) throw refused("value", result.error);
  if (result.row && (await unknownUploads(tx, result.row.images)).size > 0)
    throw refused("images", "validation.imageValue");
  const where = { recordId_itemId: { recordId, itemId } };
  let id: number | null = null;
  if (result.row) {
    const data = { value: result.row.value, images: result.row.images };
    id = (await tx.traceRecordValue.upsert({ where, create: { recordId, itemId, ...data }, update: data })).id;
  } else {
    await tx.traceRecordValue.deleteMany({ where: { recordId, itemId } });
  }
  await recordOperation(tx, {
    actor: ctx.actor,
    meta: ctx.meta,
    operation: "update",
    resource: "trace-record-value",
    targetId: recordId,
    detail: { itemId },
  });
  return { id };
}

export async function saveRecordValue(
  ctx: ServiceContext,
  input: TRecordValueInput & { recordId: number; itemId: number },
): Promise<{ id: number | null }> {
  return prisma.$transaction((tx) => writeValue(tx, ctx, input.recordId, input.itemId, input));
}

export async function updateRecordValue(
  ctx: ServiceContext,
  id: number,
  input: TRecordValueInput,
): Promise<{ id: number | null }> {
  return prisma.$transaction(async (tx) => {
    const value = await tx.traceRecordValue.findUnique({ where: { id }, select: { recordId: true, itemId: true } });
    if (!value) throw new AppError("NOT_FOUND");
    return writeValue(tx, ctx, value.recordId, value.itemId, input);
  });
}
