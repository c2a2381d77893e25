import type { TTemplateStageFields } from "@suyuan/contracts/trace-template/template-fields";
import type { TransactionClient } from "@suyuan/db/client";
import { count, jsonRows, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";
import { AppError } from "../../lib/app-error.ts";
import { enterpriseForWrite, isInScope } from "../access/enterprise-scope.ts";
import type { ServiceContext } from "../service-context.ts";
import { createStage, syncStages } from "./stage-sync.ts";
import { templateVisibleWhere } from "./template-access.ts";

type Row = Record<string, unknown>;

const refused = (field: string, key: string) =>
  new AppError("BAD_REQUEST", { messageKey: key, fieldErrors: { [field]: [key] } });

const platformReadOnly = () => new AppError("RULE_VIOLATION", { messageKey: "error.platformTemplateReadOnly" });

/** Members may use and copy platform-wide templates (no enterprise), not change them. */
function assertWritable(ctx: ServiceContext, enterpriseId: unknown) {
  if (enterpriseId === null && ctx.scope.kind !== "all") throw platformReadOnly();
}

/** The references of a template, checked: enterprise and goods class exist, goods of its enterprise. */
async function checkReferences(tx: TransactionClient, ctx: ServiceContext, data: Row, enterpriseId: number | null) {
  if (enterpriseId !== null && !(await tx.enterprise.findUnique({ where: { id: enterpriseId }, select: { id: true } })))
    throw refused("enterpriseId", "error.referenceMissing");
  const goodsClassId = data.goodsClassId as number | null;
  if (goodsClassId !== null && !(await tx.goodsClass.findUnique({ where: { id: goodsClassId }, select: { id: true } })))
    throw refused("goodsClassId", "error.referenceMissing");
  const goodsId = data.goodsId as number | null;
  if (goodsId === null) return;
  const goods = await tx.goods.findUnique({ where: { id: goodsId }, select: { enterpriseId: true } });
  if (!goods || !isInScope(ctx.scope, goods.enterpriseId)) throw refused("goodsId", "error.referenceMissing");
  if (goods.enterpriseId !== enterpriseId) throw refused("goodsId", "error.goodsNotOfEnterprise");
}

/**
 * Trace templates (a kit resource): visible are the caller's enterprise's and the platform-wide
 * ones; the stages with their items are written with the template, in its transaction.
 */
export const traceTemplateHooks: ResourceHooks = {
  scope: (ctx) => templateVisibleWhere(ctx.scope),
  where: (_ctx, input) => (input.platform === undefined ? {} : { enterpriseId: input.platform ? null : { not: null } }),
  computed: {
    stageCount: count("stages"),
    batchCount: count("batches"),
    // Stages and items in order, each marked when production records use it (template-rows.ts).
    stages: sql(() =>
      jsonRows(
        `SELECT s.id, s.name, s.sort, EXISTS (SELECT 1 FROM trace_record x WHERE x.stage_id = s.id) AS "inUse",
                ${jsonRows(
                  `SELECT i.id, i.name, i.kind, i.unit, i.options, i.required, i.sort,
                          EXISTS (SELECT 1 FROM trace_record_value v WHERE v.item_id = i.id) AS "inUse"
                     FROM trace_template_item i WHERE i.stage_id = s.id`,
                  "r.sort",
                )} AS items
           FROM trace_template_stage s WHERE s.template_id = t.id`,
        "r.sort",
      ),
    ),
  },

  async prepare(tx, ctx, data, current) {
    if (current) assertWritable(ctx, current.enterpriseId);
    // Members always write into their own enterprise; staff leave it empty for a platform-wide one.
    const enterpriseId = enterpriseForWrite(ctx.scope, data.enterpriseId as number | null);
    await checkReferences(tx, ctx, data, enterpriseId);
    // Batches chose the template as usable by their enterprise: that must stay true.
    if (current && enterpriseId !== null && enterpriseId !== current.enterpriseId) {
      const used = await tx.batch.findFirst({
        where: { templateId: current.id as number, enterpriseId: { not: enterpriseId } },
        select: { id: true },
      });
      if (used) throw refused("enterpriseId", "error.templateEnterpriseLocked");
    }
    return { ...data, enterpriseId };
  },

  async afterWrite(tx, _ctx, id, _data, current, input) {
    const stages = input.stages as TTemplateStageFields[];
    if (current) await syncStages(tx, id, stages);
    else for (const stage of stages) await createStage(tx, id, stage);
  },

  async beforeDelete(tx, ctx, rows) {
    const ids = rows.map((row) => row.id as number);
    const platform = await tx.traceTemplate.count({ where: { id: { in: ids }, enterpriseId: null } });
    if (platform > 0 && ctx.scope.kind !== "all") throw platformReadOnly();
    // Stages and items go with the template (no batch, so no records refer to them).
    if (await tx.batch.findFirst({ where: { templateId: { in: ids } }, select: { id: true } }))
      throw new AppError("RULE_VIOLATION", { messageKey: "error.templateInUse" });
  },
};
