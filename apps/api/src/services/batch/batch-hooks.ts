import type { TransactionClient } from "@suyuan/db/client";
import { count, related } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { isInScope } from "../access/enterprise-scope.ts";
import type { ServiceContext } from "../service-context.ts";
import { assertTemplateUsable } from "../trace-template/template-access.ts";
import { containsText } from "../list/text-match.ts";

type Row = Record<string, unknown>;

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

const text = (value: unknown) => (typeof value === "string" && value ? value : null);

/**
 * Goods, base and greenhouse of the batch's enterprise (a greenhouse implies its base), a usable
 * template, and a batch number free within the enterprise; every problem named at once.
 */
async function checkReferences(tx: TransactionClient, ctx: ServiceContext, data: Row, current: Row | null) {
  const problems = new FieldProblems();
  const enterpriseId = data.enterpriseId as number | null;
  if (enterpriseId === null) problems.add("enterpriseId", "validation.required");
  else if (!(await tx.enterprise.findUnique({ where: { id: enterpriseId }, select: { id: true } })))
    problems.add("enterpriseId", "error.referenceMissing");
  problems.throwIfAny();
  const owner = enterpriseId as number;

  const goods = await tx.goods.findUnique({ where: { id: data.goodsId as number }, select: { enterpriseId: true } });
  if (!goods || !isInScope(ctx.scope, goods.enterpriseId)) problems.add("goodsId", "error.referenceMissing");
  else if (goods.enterpriseId !== owner) problems.add("goodsId", "error.goodsNotOfEnterprise");

  let baseId = data.baseId as number | null;
  const houseId = data.houseId as number | null;
  if (houseId !== null) {
    const house = await tx.house.findUnique({ where: { id: houseId }, select: { baseId: true, enterpriseId: true } });
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
  const templateId = data.templateId as number | null;
  if (templateId !== null && templateId !== current?.templateId) {
    try {
      await assertTemplateUsable(tx, templateId, owner);
    } catch {
      problems.add("templateId", "error.templateUnavailable");
    }
  }

  const sameNo = await tx.batch.findFirst({
    where: {
      enterpriseId: owner,
      batchNo: data.batchNo as string,
      ...(current ? { id: { not: current.id as number } } : {}),
    },
    select: { id: true },
  });
  if (sameNo) problems.add("batchNo", "error.batchNoTaken");
  problems.throwIfAny();
  return { ...data, baseId };
}

/** Records and codes carry the batch's enterprise and stages of its template: those stay fixed once used. */
async function checkLocks(tx: TransactionClient, data: Row, current: Row) {
  const where = { batchId: current.id as number };
  const hasRecords = (await tx.traceRecord.findFirst({ where, select: { id: true } })) !== null;
  const hasCodes = (await tx.traceCode.findFirst({ where, select: { code: true } })) !== null;
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
}

/** Production batches (a kit resource): see batchResource for what stays bespoke. */
export const batchHooks: ResourceHooks = {
  computed: { goods: related("goods", ["id", "name", "unit"]), recordCount: count("records") },

  // The picker's keyword matches batch numbers and goods names.
  where: (_ctx, input) => {
    const keyword = text(input.keyword);
    const goodsName = text(input.goodsName);
    return {
      AND: [
        keyword ? { OR: [{ batchNo: containsText(keyword) }, { goods: { name: containsText(keyword) } }] } : {},
        goodsName ? { goods: { name: containsText(goodsName) } } : {},
      ],
    };
  },

  // Out-of-scope goods and greenhouses are named together with the other problems.
  ownLookupChecks: ["enterpriseId", "goodsId", "baseId", "houseId", "templateId"],

  async prepare(tx, ctx, data, current) {
    const checked = await checkReferences(tx, ctx, data, current);
    if (current) await checkLocks(tx, checked, current);
    return checked;
  },

  async beforeDelete(tx, _ctx, rows) {
    // Existence checks, not counts: a batch may have a million codes bound.
    const where = { batchId: { in: rows.map((row) => row.id as number) } };
    const used =
      (await tx.traceCode.findFirst({ where, select: { code: true } })) ??
      (await tx.traceRecord.findFirst({ where, select: { id: true } })) ??
      (await tx.recallBatch.findFirst({ where, select: { recallId: true } })) ??
      (await tx.qualityCheck.findFirst({ where, select: { id: true } }));
    if (used) throw new AppError("RULE_VIOLATION", { messageKey: "error.batchInUse" });
  },
};
