import type { TRecordEditFields, TRecordFields } from "@suyuan/contracts/trace-record/record-fields";
import { Prisma, prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { checkRecord, recordBatch } from "./record-checks.ts";

/** Two records saved at once with one order: the unique index decides, answered like the check. */
function rethrowOrderTaken(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002")
    throw new AppError("BAD_REQUEST", {
      messageKey: "validation.orderTaken",
      fieldErrors: { sort: ["validation.orderTaken"] },
    });
  throw error;
}

const recordData = (input: TRecordEditFields) => ({
  stageId: input.stageId,
  sort: input.sort,
  recordedAt: input.recordedAt,
  operatorName: input.operatorName,
  images: input.images,
  note: input.note,
});

export async function createRecord(ctx: ServiceContext, input: TRecordFields): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      const batch = await recordBatch(tx, ctx, input.batchId);
      const rows = await checkRecord(tx, batch, input, null);
      const record = await tx.traceRecord.create({
        data: {
          ...recordData(input),
          batchId: batch.id,
          enterpriseId: batch.enterpriseId,
          operatorUserId: ctx.actor.userId,
          values: { create: rows },
        },
        select: { id: true },
      });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "trace-record",
        targetId: record.id,
        detail: { batchId: batch.id, stageId: input.stageId, values: rows.length },
      });
      return record;
    });
  } catch (error) {
    rethrowOrderTaken(error);
  }
}

export async function updateRecord(ctx: ServiceContext, id: number, input: TRecordEditFields): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      const current = await tx.traceRecord.findUnique({ where: { id }, select: { batchId: true, enterpriseId: true } });
      if (!current) throw new AppError("NOT_FOUND");
      assertInScope(ctx.scope, current.enterpriseId);
      const batch = await recordBatch(tx, ctx, current.batchId);
      const rows = await checkRecord(tx, batch, input, id);
      await tx.traceRecord.update({ where: { id }, data: recordData(input) });
      // The record's values become exactly the checked ones.
      await tx.traceRecordValue.deleteMany({ where: { recordId: id } });
      if (rows.length > 0)
        await tx.traceRecordValue.createMany({ data: rows.map((row) => ({ ...row, recordId: id })) });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "trace-record",
        targetId: id,
        detail: { batchId: batch.id, stageId: input.stageId, values: rows.length },
      });
    });
  } catch (error) {
    rethrowOrderTaken(error);
  }
}

export async function deleteRecords(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.traceRecord.findMany({
      where: { id: { in: unique } },
      select: { id: true, enterpriseId: true, batchId: true },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) assertInScope(ctx.scope, row.enterpriseId);
    for (const batchId of new Set(rows.map((row) => row.batchId))) await recordBatch(tx, ctx, batchId);
    const { count } = await tx.traceRecord.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "trace-record",
      targetId: unique.join(","),
    });
    return { deleted: count };
  });
}
