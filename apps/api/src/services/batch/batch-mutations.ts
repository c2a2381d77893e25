import type { TBatchFields } from "@suyuan/contracts/batch/batch-fields";
import { Prisma, prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { assertInScope, enterpriseForWrite, isInScope } from "../access/enterprise-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { assertTemplateUsable } from "../trace-template/template-access.ts";
import { fromDay } from "./batch-rows.ts";

const batchNoTaken = () =>
  new AppError("BAD_REQUEST", { messageKey: "error.batchNoTaken", fieldErrors: { batchNo: ["error.batchNoTaken"] } });

/** Field problems are gathered so the form shows every wrong choice at once. */
class FieldProblems {
  readonly errors: Record<string, string[]> = {};
  add(field: string, key: string) {
    (this.errors[field] ??= []).push(key);
  }
  throwIfAny() {
    const first = Object.values(this.errors)[0]?.[0];
    if (first) throw new AppError("BAD_REQUEST", { messageKey: first, fieldErrors: this.errors });
  }
}

/**
 * Resolves and checks the batch's references: goods, base and greenhouse of the batch's enterprise
 * (a greenhouse implies its base), a usable template, and a batch number free within the enterprise.
 */
async function prepare(
  tx: TransactionClient,
  ctx: ServiceContext,
  input: TBatchFields,
  current: { id: number; templateId: number | null } | null,
) {
  const enterpriseId = enterpriseForWrite(ctx.scope, input.enterpriseId);
  const problems = new FieldProblems();
  if (enterpriseId === null) problems.add("enterpriseId", "validation.required");
  else if (!(await tx.enterprise.findUnique({ where: { id: enterpriseId }, select: { id: true } })))
    problems.add("enterpriseId", "error.referenceMissing");
  problems.throwIfAny();
  const owner = enterpriseId as number;

  const goods = await tx.goods.findUnique({ where: { id: input.goodsId }, select: { enterpriseId: true } });
  if (!goods || !isInScope(ctx.scope, goods.enterpriseId)) problems.add("goodsId", "error.referenceMissing");
  else if (goods.enterpriseId !== owner) problems.add("goodsId", "error.goodsNotOfEnterprise");

  let baseId = input.baseId;
  if (input.houseId !== null) {
    const house = await tx.house.findUnique({
      where: { id: input.houseId },
      select: { baseId: true, enterpriseId: true },
    });
    if (!house || !isInScope(ctx.scope, house.enterpriseId)) problems.add("houseId", "error.referenceMissing");
    else if (house.enterpriseId !== owner) problems.add("houseId", "error.baseNotOfEnterprise");
    else if (baseId !== null && baseId !== house.baseId) problems.add("houseId", "error.houseNotOfBase");
    else baseId = house.baseId;
  }
  if (baseId !== null && !problems.errors.houseId) {
    const base = await tx.base.findUnique({ where: { id: baseId }, select: { enterpriseId: true } });
    if (!base || !isInScope(ctx.scope, base.enterpriseId)) problems.add("baseId", "error.referenceMissing");
    else if (base.enterpriseId !== owner) problems.add("baseId", "error.baseNotOfEnterprise");
  }

  // A batch keeps a template that was later disabled; a new choice must be usable now.
  if (input.templateId !== null && input.templateId !== current?.templateId) {
    try {
      await assertTemplateUsable(tx, input.templateId, owner);
    } catch {
      problems.add("templateId", "error.templateUnavailable");
    }
  }

  const sameNo = await tx.batch.findFirst({
    where: { enterpriseId: owner, batchNo: input.batchNo, ...(current ? { id: { not: current.id } } : {}) },
    select: { id: true },
  });
  if (sameNo) problems.add("batchNo", "error.batchNoTaken");
  problems.throwIfAny();

  const { productionDate, enterpriseId: _requested, ...rest } = input;
  return { ...rest, baseId, enterpriseId: owner, productionDate: fromDay(productionDate) };
}

/** Two concurrent saves of one batch number: the unique index decides, answered like the check. */
function rethrowTaken(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") throw batchNoTaken();
  throw error;
}

export async function createBatch(ctx: ServiceContext, input: TBatchFields): Promise<{ id: number }> {
  try {
    return await prisma.$transaction(async (tx) => {
      const row = await tx.batch.create({ data: await prepare(tx, ctx, input, null), select: { id: true } });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "batch",
        targetId: row.id,
        detail: { batchNo: input.batchNo },
      });
      return row;
    });
  } catch (error) {
    rethrowTaken(error);
  }
}

export async function updateBatch(ctx: ServiceContext, id: number, input: TBatchFields): Promise<void> {
  try {
    await prisma.$transaction(async (tx) => {
      const current = await tx.batch.findUnique({
        where: { id },
        select: { id: true, enterpriseId: true, templateId: true },
      });
      if (!current) throw new AppError("NOT_FOUND");
      assertInScope(ctx.scope, current.enterpriseId);
      const data = await prepare(tx, ctx, input, current);
      const hasRecords = (await tx.traceRecord.findFirst({ where: { batchId: id }, select: { id: true } })) !== null;
      const hasCodes = (await tx.traceCode.findFirst({ where: { batchId: id }, select: { code: true } })) !== null;
      // Records and codes carry the batch's enterprise and stages of its template: those stay fixed once used.
      if (data.enterpriseId !== current.enterpriseId && (hasRecords || hasCodes))
        throw new AppError("RULE_VIOLATION", {
          messageKey: "error.batchEnterpriseLocked",
          fieldErrors: { enterpriseId: ["error.batchEnterpriseLocked"] },
        });
      if (data.templateId !== current.templateId && hasRecords)
        throw new AppError("RULE_VIOLATION", {
          messageKey: "error.batchTemplateLocked",
          fieldErrors: { templateId: ["error.batchTemplateLocked"] },
        });
      await tx.batch.update({ where: { id }, data });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "batch",
        targetId: id,
        detail: { batchNo: input.batchNo },
      });
    });
  } catch (error) {
    rethrowTaken(error);
  }
}

export async function deleteBatches(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.batch.findMany({
      where: { id: { in: unique } },
      select: { id: true, batchNo: true, enterpriseId: true },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    for (const row of rows) assertInScope(ctx.scope, row.enterpriseId);
    // Existence checks, not counts: a batch may have a million codes bound.
    const where = { batchId: { in: unique } };
    const used =
      (await tx.traceCode.findFirst({ where, select: { code: true } })) ??
      (await tx.traceRecord.findFirst({ where, select: { id: true } })) ??
      (await tx.recallBatch.findFirst({ where, select: { recallId: true } })) ??
      (await tx.qualityCheck.findFirst({ where, select: { id: true } }));
    if (used) throw new AppError("RULE_VIOLATION", { messageKey: "error.batchInUse" });
    const { count } = await tx.batch.deleteMany({ where: { id: { in: unique } } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "batch",
      targetId: unique.join(","),
      detail: { batchNos: rows.map((row) => row.batchNo) },
    });
    return { deleted: count };
  });
}
