import type { TRecordEditFields } from "@suyuan/contracts/trace-record/record-fields";
import type { TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { isInScope } from "../access/enterprise-scope.ts";
import type { ServiceContext } from "../service-context.ts";
import { checkValues, unknownUploads, type ValueRow } from "./value-rules.ts";

const refused = (field: string, key: string) =>
  new AppError("BAD_REQUEST", { messageKey: key, fieldErrors: { [field]: [key] } });

export type RecordBatch = { id: number; enterpriseId: number; templateId: number };

/** The batch a record is written for: in scope, with a template, not closed. */
export async function recordBatch(tx: TransactionClient, ctx: ServiceContext, batchId: number): Promise<RecordBatch> {
  const batch = await tx.batch.findUnique({
    where: { id: batchId },
    select: { id: true, enterpriseId: true, templateId: true, status: true },
  });
  if (!batch || !isInScope(ctx.scope, batch.enterpriseId)) throw refused("batchId", "error.referenceMissing");
  if (batch.templateId === null) throw refused("batchId", "error.batchWithoutTemplate");
  if (batch.status === "closed") throw new AppError("RULE_VIOLATION", { messageKey: "error.batchClosed" });
  return { id: batch.id, enterpriseId: batch.enterpriseId, templateId: batch.templateId };
}

/**
 * Checks a record against the batch's template: the stage is one of its stages, the order is free
 * within the batch, values fit the stage's items, images are stored uploads. Answers the value
 * rows to store; every problem at once, values keyed `values.<itemId>`.
 */
export async function checkRecord(
  tx: TransactionClient,
  batch: RecordBatch,
  input: TRecordEditFields,
  recordId: number | null,
): Promise<ValueRow[]> {
  const stage = await tx.traceTemplateStage.findUnique({
    where: { id: input.stageId },
    select: {
      templateId: true,
      items: { select: { id: true, kind: true, options: true, required: true } },
    },
  });
  if (!stage || stage.templateId !== batch.templateId) throw refused("stageId", "error.stageNotOfTemplate");
  const { errors, rows } = checkValues(stage.items, input.values);
  const taken = await tx.traceRecord.findFirst({
    where: { batchId: batch.id, sort: input.sort, ...(recordId === null ? {} : { id: { not: recordId } }) },
    select: { id: true },
  });
  if (taken) errors.sort = ["validation.orderTaken"];
  const unknown = await unknownUploads(tx, [...input.images, ...rows.flatMap((row) => row.images)]);
  if (input.images.some((url) => unknown.has(url))) errors.images = ["validation.imageValue"];
  for (const row of rows)
    if (row.images.some((url) => unknown.has(url))) errors[`values.${row.itemId}`] = ["validation.imageValue"];
  const fields = Object.keys(errors);
  if (fields.length > 0) {
    const onlyValues = fields.every((field) => field.startsWith("values."));
    throw new AppError("BAD_REQUEST", {
      messageKey: onlyValues ? "error.recordValuesInvalid" : (Object.values(errors)[0]?.[0] ?? "error.badRequest"),
      fieldErrors: errors,
    });
  }
  return rows;
}
