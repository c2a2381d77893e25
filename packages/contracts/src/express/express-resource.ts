import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

export const EXPRESS_COMPANIES = ["sf", "ems", "zto", "yto", "sto", "yunda", "jd", "other"] as const;
export const EXPRESS_COMPANY_LABELS = {
  sf: { zh: "顺丰", en: "SF Express" },
  ems: { zh: "EMS", en: "EMS" },
  zto: { zh: "中通", en: "ZTO" },
  yto: { zh: "圆通", en: "YTO" },
  sto: { zh: "申通", en: "STO" },
  yunda: { zh: "韵达", en: "Yunda" },
  jd: { zh: "京东", en: "JD Logistics" },
  other: { zh: "其他", en: "Other" },
} as const;
export const EXPRESS_DIRECTIONS = ["inbound", "outbound"] as const;
export const EXPRESS_DIRECTION_LABELS = {
  inbound: { zh: "进件", en: "Inbound" },
  outbound: { zh: "出件", en: "Outbound" },
} as const;
export const EXPRESS_STATUSES = ["received", "in_transit", "delivered", "returned"] as const;
export const EXPRESS_STATUS_LABELS = {
  received: { zh: "已收件", en: "Received" },
  in_transit: { zh: "运输中", en: "In transit" },
  delivered: { zh: "已签收", en: "Delivered" },
  returned: { zh: "已退回", en: "Returned" },
} as const;

/** Parcels handled by the village stations (快递管理); a waybill number is unique per company. */
export const expressResource = defineResource({
  name: "express",
  model: "express",
  legacy: ["expressInfo", "express"],
  label: { zh: "快递", en: "Express" },
  titleField: "waybillNo",
  scope: "site",
  keys: {
    list: "/express/list",
    view: "/express/view",
    create: "/express/save",
    update: "/express/update",
    delete: "/express/delete",
    export: "/express/export",
  },
  fields: {
    company: field.enumOf(
      { zh: "快递公司", en: "Company" },
      { values: EXPRESS_COMPANIES, options: EXPRESS_COMPANY_LABELS },
    ),
    waybillNo: field.text({ zh: "运单号", en: "Waybill no." }, { required: true, max: 40 }),
    direction: field.enumOf(
      { zh: "方向", en: "Direction" },
      { values: EXPRESS_DIRECTIONS, options: EXPRESS_DIRECTION_LABELS, colors: { inbound: "blue", outbound: "green" } },
    ),
    stationId: field.lookup({ zh: "服务站", en: "Village station" }, { source: "villageStation", relation: "station" }),
    sender: field.text({ zh: "寄件人", en: "Sender" }, { max: 50 }),
    receiver: field.text({ zh: "收件人", en: "Receiver" }, { max: 50 }),
    phone: field.phone({ zh: "联系电话", en: "Phone" }),
    goodsName: field.text({ zh: "物品名称", en: "Contents" }, { max: 100 }),
    weightKg: field.decimal({ zh: "重量", en: "Weight" }, { scale: 3, max: 9_999_999, unit: { zh: "千克", en: "kg" } }),
    fee: field.decimal({ zh: "运费", en: "Fee" }, { scale: 2, max: 9_999_999_999, money: true }),
    date: field.day({ zh: "日期", en: "Date" }, { required: true }),
    status: field.enumOf(
      { zh: "状态", en: "Status" },
      {
        values: EXPRESS_STATUSES,
        default: "received",
        options: EXPRESS_STATUS_LABELS,
        colors: { received: "blue", in_transit: "yellow", delivered: "green", returned: "gray" },
      },
    ),
  },
  filters: {
    waybillNo: filter.contains("waybillNo"),
    company: filter.equals("company"),
    direction: filter.equals("direction"),
    status: filter.equals("status"),
    stationId: filter.equals("stationId"),
    from: filter.from("date", { zh: "开始日期", en: "From" }),
    to: filter.to("date", { zh: "结束日期", en: "To" }),
  },
  sortKeys: ["date", "createdAt", "waybillNo"],
  columns: [
    { key: "waybillNo", sortable: true },
    { key: "company" },
    { key: "direction" },
    { key: "station" },
    { key: "receiver" },
    { key: "goodsName" },
    { key: "fee" },
    { key: "date", sortable: true },
    { key: "status" },
  ],
  sections: [
    {
      title: { zh: "运单", en: "Waybill" },
      fields: ["company", "waybillNo", "direction", "stationId", "date", "status"],
    },
    {
      title: { zh: "收寄信息", en: "Parties and contents" },
      fields: ["sender", "receiver", "phone", "goodsName", "weightKg", "fee"],
    },
  ],
  routes: { list: "/express/list", create: "/express/save", update: "/express/update", view: "/express/view" },
  menu: { group: "express" },
  actions: { import: { key: "/express/import", label: { zh: "导入", en: "Import" } } },
  hint: {
    zh: "同一快递公司的运单号不能重复；可下载模板后批量导入。",
    en: "A waybill number is unique per company; download the template to import in bulk.",
  },
});

/** The import sheet's columns, in order (the template's headers). */
export const EXPRESS_SHEET_COLUMNS = [
  { key: "company", zh: "快递公司", en: "Company" },
  { key: "waybillNo", zh: "运单号", en: "Waybill no." },
  { key: "direction", zh: "方向", en: "Direction" },
  // Templates downloaded before village stations were called 服务站 head this column 站点.
  { key: "stationId", zh: "服务站", en: "Village station", formerly: ["站点", "Station"] },
  { key: "sender", zh: "寄件人", en: "Sender" },
  { key: "receiver", zh: "收件人", en: "Receiver" },
  { key: "phone", zh: "联系电话", en: "Phone" },
  { key: "goodsName", zh: "物品名称", en: "Contents" },
  { key: "weightKg", zh: "重量(千克)", en: "Weight (kg)" },
  { key: "fee", zh: "运费(元)", en: "Fee (CNY)" },
  { key: "date", zh: "日期", en: "Date" },
  { key: "status", zh: "状态", en: "Status" },
] as const;
