import { z } from "zod";
import { defineResource, filter, type ItemOf } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";
import { AGENCY_PRICE_MAX, AGENCY_QUANTITY_MAX } from "./agency-money.ts";
import {
  isNamed,
  refineVillager,
  VILLAGER_STATION_FIELDS,
  VILLAGER_STATION_FILTERS,
  VILLAGER_STATION_SECTION,
} from "./agency-villager-fields.ts";
import { SALES_AGENCY_STATUS_OPTIONS, SALES_AGENCY_STATUSES } from "./sales-agency-status.ts";

/**
 * Sales agency (代销): a villager's produce offered through the station. The goods are a goods
 * record or free text. Sales (`sell`, possibly several, until the quantity is gone) and settling
 * (`settle`: commission, amount paid to the villager) are hand-written procedures; the offer is
 * edited only while listed, and a settled record is read-only.
 */
export const salesAgencyResource = defineResource({
  name: "salesAgency",
  model: "salesAgency",
  legacy: ["sellAgency"],
  label: { zh: "代销记录", en: "Sales agency record" },
  titleField: "goodsName",
  scope: "site",
  stationScope: "stationId",
  keys: {
    list: "/work_platform/sellList",
    create: "/work_platform/sellAdd",
    update: "/work_platform/sellUpdate",
    delete: OPERATION_KEYS.sellAgencyDelete,
    export: OPERATION_KEYS.sellAgencyExport,
  },
  fields: {
    ...VILLAGER_STATION_FIELDS,
    goodsId: field.lookup(
      { zh: "商品", en: "Goods" },
      {
        source: "goods",
        relation: "goods",
        hint: { zh: "选择商品，或填写产品名称", en: "Pick goods, or type the product" },
      },
    ),
    goodsName: field.text({ zh: "产品名称", en: "Product" }, { max: 100 }),
    quantity: field.decimal(
      { zh: "数量", en: "Quantity" },
      { scale: 3, min: 0.001, max: AGENCY_QUANTITY_MAX, required: true },
    ),
    unit: field.text({ zh: "单位", en: "Unit" }, { required: true, max: 20 }),
    expectedPrice: field.decimal(
      { zh: "期望单价", en: "Expected unit price" },
      { scale: 2, max: AGENCY_PRICE_MAX, money: true, required: true },
    ),
    remark: field.textarea({ zh: "备注", en: "Note" }, { max: 500 }),
  },
  refine(data, ctx) {
    refineVillager(data, ctx);
    if (data.goodsId == null && !isNamed(data.goodsName))
      ctx.addIssue({ code: "custom", message: "validation.agencyProductRequired", path: ["goodsName"] });
  },
  extraItem: {
    status: z.enum(SALES_AGENCY_STATUSES),
    soldQuantity: z.number(),
    remainingQuantity: z.number(),
    /** Σ sold quantity × actual price. */
    soldAmount: z.number(),
    commission: z.number().nullable(),
    paidAmount: z.number().nullable(),
  },
  filters: {
    goodsName: filter.contains("goodsName", { zh: "产品名称", en: "Product" }),
    ...VILLAGER_STATION_FILTERS,
    status: filter.oneOf({ zh: "状态", en: "Status" }, SALES_AGENCY_STATUS_OPTIONS, "status"),
    goodsId: filter.apiOnly(filter.equals("goodsId")),
  },
  sortKeys: ["createdAt", "updatedAt"],
  columns: [
    { key: "goodsName", width: 140 },
    { key: "villagerName" },
    { key: "station" },
    { key: "quantity" },
    { key: "unit" },
    { key: "expectedPrice" },
    { key: "soldQuantity", label: { zh: "已售数量", en: "Sold" } },
    { key: "soldAmount", format: "money", label: { zh: "销售金额", en: "Sales amount" } },
    { key: "status", label: { zh: "状态", en: "Status" } },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    VILLAGER_STATION_SECTION,
    {
      title: { zh: "代销产品", en: "Produce" },
      fields: ["goodsId", "goodsName", "quantity", "unit", "expectedPrice", "remark"],
    },
  ],
  routes: { list: "/work_platform/sellList", update: "/work_platform/sellUpdate", create: "/work_platform/sellAdd" },
  menu: {
    group: "workPlatform",
    titles: {
      list: { zh: "代销列表", en: "Sales agency" },
      update: { zh: "编辑代销", en: "Edit sales agency record" },
      create: { zh: "新增代销", en: "Add sales agency record" },
    },
    operations: { list: ["/sellAgency/delete", "/sellAgency/export", "/sellAgency/sell", "/sellAgency/settle"] },
  },
  actions: {
    sell: { key: OPERATION_KEYS.sellAgencySell, label: { zh: "登记销售", en: "Record sale" } },
    settle: { key: OPERATION_KEYS.sellAgencySettle, label: { zh: "结算", en: "Settle" } },
  },
  saved: {
    created: { zh: "代销记录已登记", en: "Sales agency record added" },
    updated: { zh: "代销记录已保存", en: "Sales agency record saved" },
  },
  hint: {
    zh: "代销流程：在售 → 已售完（可分多次销售）→ 已结算；部分售出也可结算，剩余退回村民。已结算的记录只读。",
    en: "Flow: listed → sold (sales may be partial) → settled; a partly sold record may be settled, the rest goes back to the villager. Settled records are read-only.",
  },
});

export type TSalesAgency = ItemOf<typeof salesAgencyResource>;
