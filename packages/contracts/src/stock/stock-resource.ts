import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

const QUANTITY_MAX = 99_999_999_999;

/**
 * Stock of goods at a village station or a base (库存管理). The quantity is the initial one on
 * create; afterwards only movements (in, out, adjust) change it, so an update ignores it.
 */
export const stockResource = defineResource({
  name: "stock",
  model: "stock",
  legacy: ["stockInfo"],
  label: { zh: "库存", en: "Stock" },
  titleField: "unit",
  scope: "site",
  keys: {
    list: "/stock/list",
    view: "/stock/view",
    create: "/stock/save",
    update: "/stock/update",
    delete: "/stock/delete",
    export: "/stock/export",
  },
  fields: {
    goodsId: field.lookup({ zh: "商品", en: "Goods" }, { source: "goods", relation: "goods", required: true }),
    stationId: field.lookup(
      { zh: "村级服务站", en: "Village station" },
      { source: "villageStation", relation: "station" },
    ),
    baseId: field.lookup({ zh: "基地", en: "Base" }, { source: "base", relation: "base" }),
    quantity: field.decimal(
      { zh: "数量", en: "Quantity" },
      {
        scale: 3,
        max: QUANTITY_MAX,
        default: 0,
        hint: { zh: "初始数量；之后通过出入库调整", en: "Initial quantity; later changed by stock moves" },
      },
    ),
    unit: field.text({ zh: "单位", en: "Unit" }, { required: true, max: 20 }),
    batchNo: field.text({ zh: "批次号", en: "Batch no." }, { max: 50 }),
    lowThreshold: field.decimal({ zh: "预警数量", en: "Low-stock threshold" }, { scale: 3, max: QUANTITY_MAX }),
  },
  refine(data, ctx) {
    const station = data.stationId != null;
    const base = data.baseId != null;
    if (station === base) {
      const message = station ? "validation.stockPlaceOne" : "validation.stockPlaceRequired";
      ctx.addIssue({ code: "custom", message, path: ["stationId"] });
      ctx.addIssue({ code: "custom", message, path: ["baseId"] });
    }
  },
  extraItem: { low: z.boolean() },
  filters: {
    goodsId: filter.equals("goodsId"),
    stationId: filter.equals("stationId"),
    baseId: filter.equals("baseId"),
    batchNo: filter.contains("batchNo"),
    low: filter.flag({ zh: "低库存", en: "Low stock" }),
  },
  sortKeys: ["createdAt", "quantity", "updatedAt"],
  columns: [
    { key: "goods" },
    { key: "station" },
    { key: "base" },
    // The quantity is shown in red when low: its threshold and the low-stock flag stay beside it.
    { key: "quantity", sortable: true, priority: "high" },
    { key: "unit" },
    { key: "batchNo" },
    { key: "lowThreshold", priority: "high" },
    { key: "low", label: { zh: "低库存", en: "Low stock" }, priority: "high" },
    { key: "updatedAt", sortable: true },
  ],
  sections: [
    { title: { zh: "商品与位置", en: "Goods and place" }, fields: ["goodsId", "stationId", "baseId", "batchNo"] },
    { title: { zh: "数量", en: "Quantity" }, fields: ["quantity", "unit", "lowThreshold"] },
  ],
  routes: { list: "/stock/list", create: "/stock/save", update: "/stock/update", view: "/stock/view" },
  menu: { group: "stock" },
  actions: { move: { key: "/stock/move", label: { zh: "出入库", en: "Move stock" } } },
  hint: {
    zh: "库存放在村级服务站或基地（二选一）；数量只能通过出入库调整，且不能小于 0。",
    en: "Stock is kept at a station or a base (one of them); the quantity changes only by moves and never below 0.",
  },
});
