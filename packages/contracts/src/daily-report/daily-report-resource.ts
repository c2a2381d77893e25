import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

/** Days after which a report is changed (updated, deleted) only by county staff. */
export const DAILY_REPORT_EDIT_DAYS = 7;
/** The days the view page's chart covers, ending with the report's day. */
export const DAILY_REPORT_CHART_DAYS = 30;

const COUNT_MAX = 1_000_000;
const count = (zh: string, en: string, unit?: { zh: string; en: string }) =>
  field.integer({ zh, en }, { max: COUNT_MAX, default: 0, ...(unit ? { unit } : {}) });

/**
 * A village station's report of one day (服务站日报): one per station and day (a database
 * constraint). The add page pre-fills the counts from the agency records and the express area.
 */
export const dailyReportResource = defineResource({
  name: "dailyReport",
  model: "dailyReport",
  legacy: ["daily"],
  label: { zh: "服务站日报", en: "Daily report" },
  titleField: "day",
  scope: "site",
  // An operator sees and writes only their own station's reports (W1's station scope).
  stationScope: "stationId",
  keys: {
    list: "/work_platform/dailyList",
    view: "/work_platform/dailyView",
    create: "/work_platform/dailyAdd",
    update: "/work_platform/dailyUpdate",
    delete: "/daily/delete",
    export: "/daily/export",
  },
  fields: {
    stationId: field.lookup(
      { zh: "服务站", en: "Village station" },
      { source: "station", relation: "station", required: true },
    ),
    day: field.day({ zh: "日期", en: "Day" }, { required: true }),
    visitors: count("来访人数", "Visitors", { zh: "人", en: "people" }),
    purchaseOrders: count("代购单数", "Purchase orders"),
    salesOrders: count("代销单数", "Sales orders"),
    expressIn: count("快递进件", "Parcels in"),
    expressOut: count("快递出件", "Parcels out"),
    turnover: field.decimal(
      { zh: "营业额", en: "Turnover" },
      { scale: 2, max: 999_999_999_999, money: true, default: 0 },
    ),
    notes: field.textarea({ zh: "备注", en: "Notes" }, { max: 2000 }),
    photos: field.images({ zh: "照片", en: "Photos" }, { max: 9 }),
  },
  extraItem: {
    /** Older than DAILY_REPORT_EDIT_DAYS: only county staff may change it. */
    locked: z.boolean(),
    reporter: z.string().nullable(),
  },
  filters: {
    stationId: filter.equals("stationId"),
    from: filter.from("day", { zh: "开始日期", en: "From" }),
    to: filter.to("day", { zh: "结束日期", en: "To" }),
  },
  sortKeys: ["day", "createdAt", "visitors", "turnover"],
  defaultSort: { by: "day", dir: "desc" },
  columns: [
    { key: "day", sortable: true },
    { key: "station" },
    { key: "visitors", sortable: true },
    { key: "purchaseOrders" },
    { key: "salesOrders" },
    { key: "expressIn" },
    { key: "expressOut" },
    { key: "turnover", sortable: true },
    { key: "reporter", label: { zh: "填报人", en: "Reported by" } },
  ],
  sections: [
    { title: { zh: "日报", en: "Report" }, fields: ["stationId", "day"] },
    {
      title: { zh: "当日数据", en: "The day's figures" },
      fields: ["visitors", "purchaseOrders", "salesOrders", "expressIn", "expressOut", "turnover"],
    },
    { title: { zh: "备注与照片", en: "Notes and photos" }, fields: ["notes", "photos"] },
  ],
  routes: {
    list: "/work_platform/dailyList",
    view: "/work_platform/dailyView",
    update: "/work_platform/dailyUpdate",
    create: "/work_platform/dailyAdd",
  },
  menu: {
    group: "workPlatform",
    titles: {
      list: { zh: "日报列表", en: "Daily reports" },
      view: { zh: "日报详情", en: "Daily report details" },
      update: { zh: "编辑日报", en: "Edit daily report" },
      create: { zh: "新增日报", en: "Add daily report" },
    },
  },
  saved: {
    created: { zh: "日报已提交", en: "Daily report submitted" },
    updated: { zh: "日报已保存", en: "Daily report saved" },
  },
  hint: {
    zh: "每个服务站每天一份日报；新增时按当天的代购、代销和快递记录预填数量（可修改）。7 天前的日报只有县级人员可以修改或删除。",
    en: "One report per station and day; the add form pre-fills the day's counts from purchase, sales and express records (editable). Reports older than 7 days are changed only by county staff.",
  },
});
