import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

const count = (zh: string, en: string) => field.integer({ zh, en }, { default: 0 });

/** Monthly e-commerce figures of a town (统计数据): one row per town and month. */
export const townStatisticResource = defineResource({
  name: "townStatistic",
  model: "townStatistic",
  legacy: ["statistics"],
  label: { zh: "统计数据", en: "Statistics" },
  titleField: "month",
  scope: "site",
  keys: {
    list: "/statistics/list",
    view: "/statistics/view",
    create: "/statistics/save",
    update: "/statistics/update",
    delete: "/statistics/delete",
    export: "/statistics/export",
  },
  fields: {
    townId: field.lookup({ zh: "乡镇", en: "Town" }, { source: "town", relation: "town", required: true }),
    month: field.month({ zh: "月份", en: "Month" }),
    onlineSales: field.decimal(
      { zh: "网络销售额", en: "Online sales" },
      { scale: 2, max: 999_999_999_999.99, money: true, required: true },
    ),
    orders: count("订单数", "Orders"),
    parcelsIn: count("快递进件", "Parcels in"),
    parcelsOut: count("快递出件", "Parcels out"),
    shops: count("网店数", "Online shops"),
    trained: count("培训人数", "People trained"),
    employed: count("带动就业", "Jobs created"),
  },
  filters: {
    townId: filter.equals("townId"),
    month: filter.equals("month"),
  },
  sortKeys: ["month", "createdAt", "onlineSales"],
  columns: [
    { key: "town" },
    { key: "month", sortable: true },
    { key: "onlineSales", sortable: true },
    { key: "orders" },
    { key: "parcelsIn" },
    { key: "parcelsOut" },
    { key: "shops" },
    { key: "trained" },
    { key: "employed" },
  ],
  sections: [
    { title: { zh: "乡镇与月份", en: "Town and month" }, fields: ["townId", "month"] },
    {
      title: { zh: "电商数据", en: "E-commerce figures" },
      fields: ["onlineSales", "orders", "parcelsIn", "parcelsOut", "shops", "trained", "employed"],
    },
  ],
  routes: { list: "/statistics/list", view: "/statistics/view" },
  menu: {
    group: "statistics",
    titles: { list: { zh: "统计列表", en: "Statistics list" }, view: { zh: "统计详情", en: "Statistics details" } },
  },
  actions: {
    import: { key: "/statistics/import", label: { zh: "导入", en: "Import" } },
  },
  hint: {
    zh: "每个乡镇每月一条；导入时已有的乡镇月份数据会被更新。",
    en: "One row per town and month; an import updates the months already entered.",
  },
});
