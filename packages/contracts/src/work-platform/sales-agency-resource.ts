import { z } from "zod";
import { defineResource, filter, type ItemOf } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";
import { AGENCY_PRICE_MAX, AGENCY_QUANTITY_MAX } from "./agency-money.ts";
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
    stationId: field.lookup(
      { zh: "服务站点", en: "Station" },
      { source: "station", relation: "station", required: true },
    ),
    userInfoId: field.lookup(
      { zh: "村民档案", en: "Villager record" },
      {
        source: "userInfo",
        relation: "userInfo",
        hint: { zh: "从用户信息中选择，或直接填写姓名", en: "Pick from user info, or type the name" },
      },
    ),
    villagerName: field.text({ zh: "村民姓名", en: "Villager" }, { max: 50 }),
    villagerPhone: field.phone({ zh: "联系电话", en: "Phone" }),
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
      { scale: 2, max: AGENCY_PRICE_MAX, unit: { zh: "元", en: "CNY" }, required: true },
    ),
    remark: field.textarea({ zh: "备注", en: "Note" }, { max: 500 }),
  },
  refine(data, ctx) {
    const named = (value: unknown) => typeof value === "string" && value.trim() !== "";
    if (data.userInfoId == null && !named(data.villagerName))
      ctx.addIssue({ code: "custom", message: "validation.villagerRequired", path: ["villagerName"] });
    if (data.goodsId == null && !named(data.goodsName))
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
    villagerName: filter.contains("villagerName", { zh: "村民姓名", en: "Villager" }),
    stationId: filter.equals("stationId", { zh: "服务站点", en: "Station" }),
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
    { key: "soldAmount", label: { zh: "销售金额", en: "Sales amount" } },
    { key: "status", label: { zh: "状态", en: "Status" } },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    {
      title: { zh: "村民与站点", en: "Villager and station" },
      fields: ["stationId", "userInfoId", "villagerName", "villagerPhone"],
    },
    {
      title: { zh: "代销产品", en: "Produce" },
      fields: ["goodsId", "goodsName", "quantity", "unit", "expectedPrice", "remark"],
    },
  ],
  routes: { list: "/work_platform/sellList", create: "/work_platform/sellAdd", update: "/work_platform/sellUpdate" },
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
export type TSalesAgencyFields = z.input<typeof salesAgencyResource.schemas.fields>;
