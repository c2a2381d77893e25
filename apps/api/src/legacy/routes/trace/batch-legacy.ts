import { ZCreateBatchInput } from "@suyuan/contracts/batch/create-batch";
import { ZDeleteBatchesInput } from "@suyuan/contracts/batch/delete-batches";
import { ZFindBatchesInput } from "@suyuan/contracts/batch/find-batches";
import { ZGetBatchInput } from "@suyuan/contracts/batch/get-batch";
import { ZUpdateBatchInput } from "@suyuan/contracts/batch/update-batch";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { createBatch, deleteBatches, updateBatch } from "../../../services/batch/batch-mutations.ts";
import { findBatches, getBatch } from "../../../services/batch/batches.ts";
import { formIds, formNumber, formNumberOrNull, formPaging } from "../../form-values.ts";
import { legacyRoute } from "../../legacy-route.ts";

// Batches on the legacy API: batch/{list,get,save,update,delete}; batch/view answers as get, for the view page's key.

type Fields = Record<string, string | undefined>;
const blank = (value: string | undefined) => (value === "" ? undefined : value);

const batchData = (fields: Fields) => ({
  enterpriseId: formNumberOrNull(fields.enterpriseId),
  goodsId: formNumber(fields.goodsId),
  baseId: formNumberOrNull(fields.baseId),
  houseId: formNumberOrNull(fields.houseId),
  batchNo: fields.batchNo,
  productionDate: fields.productionDate,
  quantity: formNumberOrNull(fields.quantity),
  unit: fields.unit ?? "",
  templateId: formNumberOrNull(fields.templateId),
  status: fields.status || "producing",
  note: fields.note ?? "",
});

export const batchLegacyRoutes = [
  legacyRoute({
    paths: ["/batch/list"],
    access: { permission: "/batch/list" },
    input: ZFindBatchesInput,
    fromForm: (fields) => ({
      ...formPaging(fields),
      sortBy: blank(fields.sortBy),
      sortDir: blank(fields.sortDir),
      keyword: fields.keyword,
      batchNo: fields.batchNo,
      goodsName: fields.goodsName,
      enterpriseId: formNumber(fields.enterpriseId),
      goodsId: formNumber(fields.goodsId),
      baseId: formNumber(fields.baseId),
      templateId: formNumber(fields.templateId),
      status: blank(fields.status),
      from: blank(fields.from),
      to: blank(fields.to),
    }),
    async handle(ctx, input) {
      const page = await findBatches(ctx, input);
      return { body: page.items, totalCount: page.total };
    },
  }),
  ...(["/batch/list", "/batch/view"] as const).map((permission) =>
    legacyRoute({
      paths: [permission === "/batch/list" ? "/batch/get" : "/batch/view"],
      access: { permission },
      input: ZGetBatchInput,
      fromForm: (fields) => ({ id: formNumber(fields.id) }),
      async handle(ctx, input) {
        return { body: await getBatch(ctx, input.id) };
      },
    }),
  ),
  legacyRoute({
    paths: ["/batch/save"],
    access: { permission: "/batch/save" },
    input: ZCreateBatchInput,
    fromForm: batchData,
    async handle(ctx, input) {
      return { body: await createBatch(ctx, input) };
    },
  }),
  legacyRoute({
    paths: ["/batch/update"],
    access: { permission: "/batch/update" },
    input: ZUpdateBatchInput,
    fromForm: (fields) => ({ id: formNumber(fields.id), data: batchData(fields) }),
    async handle(ctx, input) {
      await updateBatch(ctx, input.id, input.data);
      return {};
    },
  }),
  legacyRoute({
    paths: ["/batch/delete"],
    access: { permission: OPERATION_KEYS.batchDelete },
    input: ZDeleteBatchesInput,
    fromForm: (fields) => ({ ids: formIds(fields.ids) }),
    async handle(ctx, input) {
      return { body: await deleteBatches(ctx, input.ids) };
    },
  }),
];
