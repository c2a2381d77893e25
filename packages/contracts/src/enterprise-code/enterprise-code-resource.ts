import { z } from "zod";
import { isCompanyPrefix } from "../commodity-code/gtin13.ts";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";

/** A GS1-style company prefix: 7 to 10 digits. */
const ZCompanyPrefix = zText(10).refine(isCompanyPrefix, "validation.companyPrefix");

/**
 * The company code the county office assigns an enterprise (企业编码): a numeric prefix of 7 to
 * 10 digits under which the enterprise's products are numbered. One per enterprise, each prefix
 * once (database constraints); a prefix with commodity codes under it no longer changes.
 */
export const enterpriseCodeResource = defineResource({
  name: "enterpriseCode",
  model: "enterpriseCode",
  legacy: ["enterpriseCode"],
  label: { zh: "企业编码", en: "Enterprise code" },
  titleField: "companyPrefix",
  scope: "site",
  keys: {
    list: "/work_platform/enterpriseCodeList",
    create: "/work_platform/enterpriseAdd",
    update: "/work_platform/enterpriseUpdate",
    delete: "/enterpriseCode/delete",
    export: "/enterpriseCode/export",
  },
  fields: {
    enterpriseId: field.lookup(
      { zh: "企业", en: "Enterprise" },
      { source: "enterprise", relation: "enterprise", required: true },
    ),
    companyPrefix: withInput(
      field.text(
        { zh: "企业编码（厂商识别代码）", en: "Company prefix" },
        {
          required: true,
          max: 10,
          hint: {
            zh: "7 至 10 位数字；越长，可编的商品越少（商品项目代码位数 = 12 − 编码位数）",
            en: "7 to 10 digits; the longer it is, the fewer products it numbers (item reference digits = 12 − prefix digits)",
          },
        },
      ),
      ZCompanyPrefix,
    ),
    note: field.textarea({ zh: "备注", en: "Note" }, { max: 500 }),
  },
  extraItem: {
    assignedBy: z.string().nullable(),
    /** Commodity codes numbered under the prefix. */
    codeCount: z.number(),
  },
  filters: {
    companyPrefix: filter.contains("companyPrefix"),
    enterpriseId: filter.equals("enterpriseId"),
  },
  sortKeys: ["companyPrefix", "createdAt"],
  columns: [
    { key: "companyPrefix", sortable: true },
    { key: "enterprise" },
    { key: "codeCount", label: { zh: "商品编码数", en: "Commodity codes" } },
    { key: "assignedBy", label: { zh: "分配人", en: "Assigned by" } },
    { key: "createdAt", label: { zh: "分配时间", en: "Assigned" }, sortable: true },
    { key: "note" },
  ],
  routes: {
    list: "/work_platform/enterpriseCodeList",
    update: "/work_platform/enterpriseUpdate",
    create: "/work_platform/enterpriseAdd",
  },
  menu: { group: "workPlatform", titles: { list: { zh: "企业编码", en: "Enterprise codes" } } },
  hint: {
    zh: "县级办公室为每个企业分配一个企业编码（7 至 10 位数字，不可重复）；已有商品编码的企业编码不能再修改。",
    en: "The county office assigns each enterprise one company prefix (7 to 10 digits, unique); a prefix with commodity codes under it can no longer change.",
  },
});
