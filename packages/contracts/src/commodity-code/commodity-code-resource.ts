import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";

/** An item reference: 2 to 5 digits (12 minus the 7 to 10 digits of the company prefix). */
const ZItemReference = zText(5).refine((value) => /^\d{2,5}$/.test(value), "validation.itemReference");

/**
 * A commodity code (商品编码): an enterprise product numbered under the enterprise's company
 * prefix. The API computes the GTIN-13 (prefix + item reference + check digit) and refuses an
 * item reference of the wrong length; the page shows the EAN-13 barcode and prints a PDF label,
 * and a goods record can adopt the GTIN as its barcode.
 */
export const commodityCodeResource = defineResource({
  name: "commodityCode",
  model: "commodityCode",
  legacy: ["commodityCode"],
  label: { zh: "商品编码", en: "Commodity code" },
  titleField: "productName",
  scope: "site",
  keys: {
    list: "/work_platform/commodityCodeList",
    create: "/work_platform/commodityCodeAdd",
    update: "/work_platform/commodityCodeUpdate",
    delete: "/commodityCode/delete",
    export: "/commodityCode/export",
  },
  fields: {
    enterpriseId: field.lookup(
      { zh: "企业", en: "Enterprise" },
      {
        source: "enterprise",
        relation: "enterprise",
        required: true,
        hint: { zh: "须已分配企业编码", en: "Must have a company prefix" },
      },
    ),
    categoryId: field.lookup({ zh: "商品类目", en: "Category" }, { source: "commodityCategory", relation: "category" }),
    productName: field.text({ zh: "商品名称", en: "Product" }, { required: true, max: 100 }),
    specification: field.text({ zh: "规格", en: "Specification" }, { max: 100 }),
    itemReference: withInput(
      field.text(
        { zh: "商品项目代码", en: "Item reference" },
        {
          required: true,
          max: 5,
          hint: {
            zh: "数字，位数 = 12 − 企业编码位数（如 7 位编码配 5 位项目代码）",
            en: "Digits; length = 12 − the prefix's length (a 7-digit prefix takes 5)",
          },
        },
      ),
      ZItemReference,
    ),
    goodsId: field.lookup(
      { zh: "关联商品", en: "Goods record" },
      {
        source: "goods",
        relation: "goods",
        hint: { zh: "同一企业的商品，可采用本条码", en: "Goods of the same enterprise, which may adopt this code" },
      },
    ),
    note: field.textarea({ zh: "备注", en: "Note" }, { max: 500 }),
  },
  extraItem: {
    /** Company prefix + item reference + check digit, computed by the API. */
    gtin: z.string(),
    companyPrefix: z.string(),
    /** The linked goods' barcode now (equal to gtin once adopted). */
    goodsBarcode: z.string().nullable(),
  },
  filters: {
    productName: filter.contains("productName"),
    gtin: filter.contains("gtin", { zh: "条码", en: "GTIN" }),
    enterpriseId: filter.equals("enterpriseId"),
    categoryId: filter.equals("categoryId"),
  },
  sortKeys: ["gtin", "productName", "createdAt"],
  columns: [
    { key: "gtin", label: { zh: "GTIN-13 条码", en: "GTIN-13" }, sortable: true },
    { key: "productName", sortable: true },
    { key: "specification" },
    { key: "enterprise" },
    { key: "category" },
    { key: "goods" },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    { title: { zh: "编码", en: "Code" }, fields: ["enterpriseId", "itemReference", "categoryId"] },
    { title: { zh: "商品", en: "Product" }, fields: ["productName", "specification", "goodsId", "note"] },
  ],
  routes: {
    list: "/work_platform/commodityCodeList",
    update: "/work_platform/commodityCodeUpdate",
    create: "/work_platform/commodityCodeAdd",
  },
  menu: {
    group: "workPlatform",
    titles: {
      list: { zh: "商品类目", en: "Commodity categories" },
      update: { zh: "编辑商品类目", en: "Edit commodity category" },
      create: { zh: "新增商品类目", en: "Add commodity category" },
    },
    operations: {
      list: [
        "/commodityCode/delete",
        "/commodityCode/export",
        "/commodityCode/adopt",
        "/commodityCategory/save",
        "/commodityCategory/delete",
      ],
    },
  },
  actions: {
    adopt: { key: "/commodityCode/adopt", label: { zh: "商品采用条码", en: "Goods adopt the code" } },
  },
  hint: {
    zh: "GTIN-13 = 企业编码 + 商品项目代码 + 校验码（GS1 模 10），由系统计算；可打印 EAN-13 条码标签，关联商品可采用该条码。",
    en: "GTIN-13 = company prefix + item reference + check digit (GS1 mod 10), computed by the platform; print an EAN-13 label, and the linked goods may adopt the code.",
  },
});
