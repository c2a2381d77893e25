import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";

/** Batch numbers are printed on labels and typed by hand: letters, digits and a few separators. */
const ZBatchNo = z
  .string({ error: "validation.batchNo" })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,49}$/, "validation.batchNo");

const ZRef = z.object({ id: z.number(), name: z.string() });

/**
 * Production batches (生产批次) of an enterprise's goods: where they grew (a base, or a greenhouse
 * that implies its base), the trace template their production records follow, and a status.
 * Members write into their own enterprise; staff choose one. Bespoke beside the kit: the choices
 * of the form (goods, places and usable templates of the chosen enterprise), the bound-code count
 * on `get`, and the production timeline on the view page.
 */
export const batchResource = defineResource({
  name: "batch",
  model: "batch",
  legacy: ["batch"],
  label: { zh: "批次", en: "Batch" },
  titleField: "batchNo",
  scope: "enterprise",
  keys: {
    list: "/batch/list",
    view: "/batch/view",
    create: "/batch/save",
    update: "/batch/update",
    delete: OPERATION_KEYS.batchDelete,
    export: OPERATION_KEYS.batchExport,
  },
  // Batch pickers on other pages: records, code binding, recalls, spot checks, scan records.
  readers: [
    "/trace/list",
    "/trace/save",
    "/trace/update",
    "/traceItemItem/list",
    "/apply/bindingCode",
    "/recall/save",
    "/recall/update",
    "/quality_check/save",
    "/quality_check/update",
    "/scanCode/list",
  ],
  fields: {
    batchNo: withInput(
      field.text(
        { zh: "批次号", en: "Batch number" },
        {
          required: true,
          max: 50,
          hint: {
            zh: "字母、数字或 . _ - /，企业内唯一",
            en: "Letters, digits or . _ - /; unique within the enterprise",
          },
        },
      ),
      ZBatchNo,
    ),
    enterpriseId: field.lookup({ zh: "所属企业", en: "Enterprise" }, { source: "enterprise", relation: "enterprise" }),
    goodsId: field.lookup({ zh: "商品", en: "Goods" }, { required: true, source: "goods", relation: "goods" }),
    productionDate: field.day({ zh: "生产日期", en: "Production date" }, { required: true }),
    quantity: field.decimal({ zh: "数量", en: "Quantity" }, { min: 0, max: 999_999_999_999, scale: 2 }),
    unit: field.text({ zh: "单位", en: "Unit" }, { max: 20 }),
    status: field.enumOf(
      { zh: "状态", en: "Status" },
      {
        values: ["producing", "finished", "closed"],
        options: {
          producing: { zh: "生产中", en: "Producing" },
          finished: { zh: "已完成", en: "Finished" },
          closed: { zh: "已关闭", en: "Closed" },
        },
        // A batch left without a status (legacy forms) is producing.
        default: "producing",
        colors: { producing: "blue", finished: "green", closed: "gray" },
      },
    ),
    baseId: field.lookup({ zh: "基地", en: "Base" }, { source: "base", relation: "base" }),
    houseId: field.lookup({ zh: "大棚", en: "Greenhouse" }, { source: "house", relation: "house" }),
    templateId: field.lookup(
      { zh: "溯源模板", en: "Trace template" },
      {
        source: "traceTemplate",
        relation: "template",
        hint: {
          zh: "只能选择已启用的通用模板或本企业模板",
          en: "Only enabled platform-wide templates or the enterprise's own",
        },
      },
    ),
    note: field.textarea({ zh: "备注", en: "Note" }, { max: 500 }),
  },
  // Every batch has an enterprise; the goods carry their unit.
  extraItem: { enterprise: ZRef, goods: ZRef.extend({ unit: z.string().nullable() }), recordCount: z.number() },
  filters: {
    keyword: filter.search({ zh: "批次号/商品", en: "Batch no. / goods" }),
    enterpriseId: filter.equals("enterpriseId"),
    status: filter.equals("status"),
    from: filter.from("productionDate"),
    to: filter.to("productionDate"),
    batchNo: filter.apiOnly(filter.contains("batchNo")),
    goodsName: filter.apiOnly(filter.search({ zh: "商品名称", en: "Goods name" })),
    goodsId: filter.apiOnly(filter.equals("goodsId")),
    baseId: filter.apiOnly(filter.equals("baseId")),
    templateId: filter.apiOnly(filter.equals("templateId")),
  },
  sortKeys: ["createdAt", "productionDate", "batchNo"],
  columns: [
    { key: "batchNo", sortable: true, width: 140 },
    { key: "goods", width: 120 },
    { key: "enterprise", width: 120 },
    { key: "productionDate", sortable: true, width: 110 },
    { key: "quantity", width: 100 },
    { key: "unit", width: 70 },
    { key: "template", width: 120 },
    { key: "status", width: 90 },
    { key: "recordCount", label: { zh: "生产记录", en: "Records" }, width: 80 },
    { key: "createdAt", sortable: true, width: 100 },
  ],
  sections: [
    {
      title: { zh: "批次信息", en: "Batch" },
      fields: ["batchNo", "enterpriseId", "goodsId", "productionDate", "quantity", "unit", "status"],
    },
    { title: { zh: "产地", en: "Origin" }, fields: ["baseId", "houseId"] },
    { title: { zh: "溯源", en: "Traceability" }, fields: ["templateId", "note"] },
  ],
  routes: { list: "/batch/list", create: "/batch/save", update: "/batch/update", view: "/batch/view" },
  menu: { group: "batch" },
  saved: { created: { zh: "批次已创建", en: "Batch created" }, updated: { zh: "批次已保存", en: "Batch saved" } },
  hint: {
    zh: "企业的生产批次：批次号在企业内唯一。点击批次号查看生产记录时间线。",
    en: "Production batches of enterprises; batch numbers are unique within an enterprise. Open a batch to see its production timeline.",
  },
});
