import { procedureAccess } from "../../procedure-access.ts";
import {
  ZCheckRecordOrderInput,
  ZCreateRecordInput,
  ZUpdateRecordInput,
} from "@suyuan/contracts/trace-record/trace-record-operations";
import { ZGetBatchInput } from "@suyuan/contracts/batch/batch-operations";
import { AppError } from "../../../lib/app-error.ts";
import { getBatch } from "../../../services/batch/batches.ts";
import { createRecord, updateRecord } from "../../../services/trace-record/record-mutations.ts";
import { checkRecordOrder } from "../../../services/trace-record/records.ts";
import { RESOURCE_SERVICES } from "../../../services/resource-services.ts";
import { formList, formNumber } from "../../form-values.ts";
import { legacyRoute } from "../../legacy-route.ts";
import { formValues } from "./json-field.ts";

// Production records on the legacy API. trace/{list,get,delete} and traceItemItem/{list,save,update}
// (the values of one record, one item at a time) are derived from the traceRecord procedures.
// Kept here, as they differ from the procedures:
// - trace/{save,update}: `values` is JSON keyed by template item id with shorthand values
//   (see json-field.ts), which the procedure's record of value objects does not read;
// - trace/checkOrder: whether a record order is free within the batch (the item-group order
//   check), the record being edited sent as `id`;
// - traceItem/getTempalteItem (spelling as in the original): the stages and items of a batch's
//   template (by `batchId`), which the record form is filled in with.

type Fields = Record<string, string | undefined>;

const recordData = (fields: Fields) => ({
  stageId: formNumber(fields.stageId),
  sort: formNumber(fields.sort),
  recordedAt: fields.recordedAt,
  operatorName: fields.operatorName,
  images: formList(fields.images),
  note: fields.note ?? "",
  values: formValues(fields.values) ?? {},
});

export const recordLegacyRoutes = [
  legacyRoute({
    paths: ["/trace/save"],
    ...procedureAccess("traceRecord.create"),
    input: ZCreateRecordInput,
    fromForm: (fields) => ({ batchId: formNumber(fields.batchId), ...recordData(fields) }),
    async handle(ctx, input) {
      return { body: await createRecord(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/trace/update"],
    ...procedureAccess("traceRecord.update"),
    input: ZUpdateRecordInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: recordData(fields) }),
    async handle(ctx, input) {
      await updateRecord(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/trace/checkOrder"],
    ...procedureAccess("traceRecord.checkOrder"),
    input: ZCheckRecordOrderInput,
    fromForm: (fields) => ({
      batchId: formNumber(fields.batchId),
      sort: formNumber(fields.sort),
      excludeId: formNumber(fields.id),
    }),
    async handle(ctx, input) {
      return { body: await checkRecordOrder(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/traceItem/getTempalteItem"],
    // The batch's read: the record form asks it for the batch it records on.
    ...procedureAccess("batch.get"),
    input: ZGetBatchInput,
    fromForm: (fields) => ({ id: formNumber(fields.batchId ?? fields.id) }),
    async handle(ctx, input) {
      const batch = await getBatch(ctx, input.id);
      if (!batch.template) throw new AppError("BAD_REQUEST", { messageKey: "error.batchWithoutTemplate" });
      return { body: (await RESOURCE_SERVICES.traceTemplate.get(ctx, batch.template.id)).stages };
    },
  }),
];
