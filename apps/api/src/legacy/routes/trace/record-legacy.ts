import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { ZCheckRecordOrderInput } from "@suyuan/contracts/trace-record/check-record-order";
import { ZCreateRecordInput } from "@suyuan/contracts/trace-record/create-record";
import { ZDeleteRecordsInput } from "@suyuan/contracts/trace-record/delete-records";
import { ZFindRecordsInput } from "@suyuan/contracts/trace-record/find-records";
import { ZGetRecordInput } from "@suyuan/contracts/trace-record/get-record";
import {
  ZFindRecordValuesInput,
  ZSaveRecordValueInput,
  ZUpdateRecordValueInput,
} from "@suyuan/contracts/trace-record/record-values";
import { ZUpdateRecordInput } from "@suyuan/contracts/trace-record/update-record";
import { ZGetBatchInput } from "@suyuan/contracts/batch/get-batch";
import { AppError } from "../../../lib/app-error.ts";
import { getBatch } from "../../../services/batch/batches.ts";
import { createRecord, deleteRecords, updateRecord } from "../../../services/trace-record/record-mutations.ts";
import { findRecordValues, saveRecordValue, updateRecordValue } from "../../../services/trace-record/record-values.ts";
import { checkRecordOrder, findRecords, getRecord } from "../../../services/trace-record/records.ts";
import { getTemplate } from "../../../services/trace-template/templates.ts";
import { formIds, formList, formNumber, formPaging } from "../../form-values.ts";
import { legacyRoute } from "../../legacy-route.ts";
import { formValues } from "./json-field.ts";

// Production records on the legacy API. The original's names are kept and mapped as follows:
// - trace/{list,get,save,update,delete}: production records, one per filled-in stage of a batch's
//   template ("item group"), with `values` as JSON keyed by template item id (see json-field.ts);
// - trace/checkOrder: whether a record order is free within the batch (the item-group order check);
// - traceItemItem/{list,save,update}: the values of one record, one item at a time (list by
//   recordId; save by recordId + itemId; update by the value's id);
// - traceItem/getTempalteItem (spelling as in the original): the stages and items of a batch's
//   template, which the record form is filled in with.

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);

const recordData = (fields: Fields) => ({
  stageId: formNumber(fields.stageId),
  sort: formNumber(fields.sort),
  recordedAt: fields.recordedAt,
  operatorName: fields.operatorName,
  images: formList(fields.images),
  note: fields.note ?? "",
  values: formValues(fields.values) ?? {},
});

const valueData = (fields: Fields) => ({ value: fields.value ?? null, images: formList(fields.images) });

export const recordLegacyRoutes = [
  legacyRoute({
    paths: ["/trace/list"],
    access: { permission: "/trace/list" },
    input: ZFindRecordsInput,
    fromForm: (fields) => ({
      ...formPaging(fields),
      sortBy: blank(fields.sortBy),
      sortDir: blank(fields.sortDir),
      batchId: formNumber(fields.batchId),
      batchNo: fields.batchNo,
      stageName: fields.stageName,
      enterpriseId: formNumber(fields.enterpriseId),
      from: blank(fields.from),
      to: blank(fields.to),
    }),
    async handle(ctx, input) {
      const page = await findRecords(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  legacyRoute({
    paths: ["/trace/get"],
    access: { permission: "/trace/list" },
    input: ZGetRecordInput,
    fromForm: (fields) => ({ id: formNumber(fields.id) }),
    async handle(ctx, input) {
      return { body: await getRecord(ctx, input.id) };
    },
  }),
  legacyRoute({
    paths: ["/trace/save"],
    access: { permission: "/trace/save" },
    input: ZCreateRecordInput,
    fromForm: (fields) => ({ batchId: formNumber(fields.batchId), ...recordData(fields) }),
    async handle(ctx, input) {
      return { body: await createRecord(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/trace/update"],
    access: { permission: "/trace/update" },
    input: ZUpdateRecordInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: recordData(fields) }),
    async handle(ctx, input) {
      await updateRecord(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/trace/delete"],
    access: { permission: OPERATION_KEYS.traceRecordDelete },
    input: ZDeleteRecordsInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteRecords(ctx, input.ids) };
    },
  }),
  legacyRoute({
    paths: ["/trace/checkOrder"],
    access: { permission: "/trace/list" },
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
    paths: ["/traceItemItem/list"],
    access: { permission: "/traceItemItem/list" },
    input: ZFindRecordValuesInput,
    fromForm: (fields) => ({ recordId: formNumber(fields.recordId) }),
    async handle(ctx, input) {
      const values = await findRecordValues(ctx, input.recordId);
      return { body: values, totalCount: values.length };
    },
  }),
  legacyRoute({
    paths: ["/traceItemItem/save"],
    access: { permission: "/traceItemItem/save" },
    input: ZSaveRecordValueInput,
    fromForm: (fields) => ({
      recordId: formNumber(fields.recordId),
      itemId: formNumber(fields.itemId),
      ...valueData(fields),
    }),
    async handle(ctx, input) {
      return { body: await saveRecordValue(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/traceItemItem/update"],
    access: { permission: "/traceItemItem/update" },
    input: ZUpdateRecordValueInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: valueData(fields) }),
    async handle(ctx, input) {
      return { body: await updateRecordValue(ctx, input.id, input.data) };
    },
  }),
  legacyRoute({
    paths: ["/traceItem/getTempalteItem"],
    access: { permission: "/trace/save" },
    input: ZGetBatchInput,
    fromForm: (fields) => ({ id: formNumber(fields.batchId ?? fields.id) }),
    async handle(ctx, input) {
      const batch = await getBatch(ctx, input.id);
      if (!batch.template) throw new AppError("BAD_REQUEST", { messageKey: "error.batchWithoutTemplate" });
      return { body: (await getTemplate(ctx, batch.template.id)).stages };
    },
  }),
];
