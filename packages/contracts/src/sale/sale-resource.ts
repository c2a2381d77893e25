import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

const SALE_CHANNELS = ["online", "offline", "agency"] as const;
const buyerRegion = field.region({ zh: "买家地区", en: "Buyer region" });

/**
 * Sales of goods (销售管理). The amount is computed by the API (quantity × unit price, rounded to
 * cents) and the enterprise is the goods' own.
 */
export const saleResource = defineResource({
  name: "sale",
  model: "sale",
  legacy: ["sell"],
  label: { zh: "销售记录", en: "Sale" },
  titleField: "buyer",
  scope: "site",
  keys: {
    list: "/sell/list",
    create: "/sell/save",
    update: "/sell/update",
    delete: "/sell/delete",
    export: "/sell/export",
  },
  fields: {
    goodsId: field.lookup({ zh: "商品", en: "Goods" }, { source: "goods", relation: "goods", required: true }),
    enterpriseId: field.lookup(
      { zh: "企业", en: "Enterprise" },
      {
        source: "enterprise",
        relation: "enterprise",
        hint: { zh: "留空则取商品所属企业", en: "Blank: the goods' enterprise" },
      },
    ),
    buyer: field.text({ zh: "买家", en: "Buyer" }, { required: true, max: 100 }),
    quantity: field.decimal(
      { zh: "数量", en: "Quantity" },
      { scale: 3, min: 0.001, max: 99_999_999_999, required: true },
    ),
    unitPrice: field.decimal(
      { zh: "单价", en: "Unit price" },
      { scale: 2, max: 9_999_999_999, money: true, required: true },
    ),
    channel: field.enumOf(
      { zh: "销售渠道", en: "Channel" },
      {
        values: SALE_CHANNELS,
        options: {
          online: { zh: "线上", en: "Online" },
          offline: { zh: "线下", en: "Offline" },
          agency: { zh: "代销", en: "Agency" },
        },
        colors: { online: "blue", offline: "green", agency: "yellow" },
      },
    ),
    buyerProvinceCode: buyerRegion.province,
    buyerCityCode: buyerRegion.city,
    buyerCountyCode: buyerRegion.county,
    date: field.day({ zh: "销售日期", en: "Date" }, { required: true }),
  },
  extraItem: { amount: z.number() },
  filters: {
    buyer: filter.contains("buyer"),
    goodsId: filter.equals("goodsId"),
    enterpriseId: filter.equals("enterpriseId"),
    channel: filter.equals("channel"),
    from: filter.from("date", { zh: "开始日期", en: "From" }),
    to: filter.to("date", { zh: "结束日期", en: "To" }),
  },
  sortKeys: ["date", "createdAt", "amount"],
  columns: [
    { key: "date", sortable: true },
    { key: "goods" },
    { key: "enterprise" },
    { key: "buyer" },
    { key: "quantity" },
    { key: "unitPrice" },
    { key: "amount", format: "money", label: { zh: "金额", en: "Amount" }, sortable: true },
    { key: "channel" },
  ],
  sections: [
    { title: { zh: "商品", en: "Goods" }, fields: ["goodsId", "enterpriseId", "quantity", "unitPrice"] },
    {
      title: { zh: "买家与渠道", en: "Buyer and channel" },
      fields: ["buyer", "buyerProvinceCode", "buyerCityCode", "buyerCountyCode", "channel", "date"],
    },
  ],
  routes: { list: "/sell/list", update: "/sell/update", create: "/sell/save" },
  menu: {
    group: "sell",
    titles: {
      list: { zh: "销售列表", en: "Sales list" },
      update: { zh: "编辑销售", en: "Edit sale" },
      create: { zh: "新增销售", en: "Add sale" },
    },
  },
  hint: { zh: "金额 = 数量 × 单价，自动计算。", en: "Amount = quantity × unit price, computed." },
});
