import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

/**
 * Mall listings (商城管理): one per goods and site. Only approved goods of approved enterprises
 * may be listed (checked by the API).
 */
export const mallItemResource = defineResource({
  name: "mallItem",
  model: "mallItem",
  legacy: ["mall"],
  label: { zh: "商城商品", en: "Mall item" },
  titleField: "title",
  scope: "site",
  keys: {
    list: "/mall/list",
    create: "/mall/add",
    update: "/mall/update",
    delete: "/mall/delete",
    export: "/mall/export",
  },
  fields: {
    goodsId: field.lookup({ zh: "商品", en: "Goods" }, { source: "goods", relation: "goods", required: true }),
    title: field.text({ zh: "标题", en: "Title" }, { required: true, max: 100 }),
    price: field.decimal(
      { zh: "售价", en: "Price" },
      { scale: 2, min: 0.01, max: 9_999_999_999, money: true, required: true },
    ),
    originalPrice: field.decimal(
      { zh: "原价", en: "Original price" },
      { scale: 2, min: 0.01, max: 9_999_999_999, money: true },
    ),
    stock: field.integer({ zh: "库存", en: "Stock" }, { default: 0 }),
    onShelf: field.boolean({ zh: "上架", en: "On shelf" }),
    sortOrder: field.integer(
      { zh: "排序", en: "Sort order" },
      { default: 0, hint: { zh: "越小越靠前", en: "Smaller first" } },
    ),
    images: field.images({ zh: "图片", en: "Images" }),
    description: field.richText({ zh: "商品详情", en: "Description" }),
  },
  refine(data, ctx) {
    const price = data.price as number | undefined;
    const original = data.originalPrice as number | null | undefined;
    if (typeof price === "number" && typeof original === "number" && original < price)
      ctx.addIssue({ code: "custom", message: "validation.originalPrice", path: ["originalPrice"] });
  },
  filters: {
    title: filter.contains("title"),
    goodsId: filter.equals("goodsId"),
    onShelf: filter.equals("onShelf"),
  },
  sortKeys: ["sortOrder", "createdAt", "price"],
  columns: [
    { key: "title" },
    { key: "goods" },
    { key: "price", sortable: true },
    { key: "originalPrice" },
    { key: "stock" },
    { key: "onShelf" },
    { key: "sortOrder", sortable: true },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    {
      title: { zh: "商品与价格", en: "Goods and price" },
      fields: ["goodsId", "title", "price", "originalPrice", "stock"],
    },
    { title: { zh: "展示", en: "Display" }, fields: ["onShelf", "sortOrder", "images", "description"] },
  ],
  routes: { list: "/mall/list", update: "/mall/update", create: "/mall/add" },
  menu: {
    group: "mall",
    titles: {
      list: { zh: "商城列表", en: "Mall list" },
      update: { zh: "编辑商城", en: "Edit mall" },
      create: { zh: "新增商城", en: "Add mall" },
    },
  },
  hint: {
    zh: "只有已审核通过企业的已审核商品才能上架；每个商品只能上架一次。",
    en: "Only approved goods of approved enterprises can be listed, each once.",
  },
});
