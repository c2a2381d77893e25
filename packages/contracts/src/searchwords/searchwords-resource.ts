import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

/**
 * Hot search words (热词) of a site: `hitCount` counts the public searches for the word,
 * `recommend` offers it beside the search box. A word is listed once per site.
 */
export const searchWordsResource = defineResource({
  name: "searchWords",
  model: "cmsSearchWords",
  legacy: ["searchwords"],
  label: { zh: "热词", en: "Hot search word" },
  titleField: "name",
  scope: "site",
  keys: {
    list: "/searchwords/list",
    create: "/searchwords/save",
    update: "/searchwords/update",
    delete: "/searchwords/delete",
  },
  fields: {
    name: field.text({ zh: "搜索词", en: "Word" }, { required: true, max: 255 }),
    hitCount: field.integer({ zh: "搜索次数", en: "Searches" }, { default: 0 }),
    priority: field.integer({ zh: "排列顺序", en: "Order" }, { default: 10, max: 99_999 }),
    recommend: field.boolean({ zh: "推荐", en: "Recommended" }),
  },
  // The origin's filter names (searchwords/list: qname, qrecommend).
  filters: {
    qname: filter.contains("name", { zh: "搜索词", en: "Word" }),
    qrecommend: filter.equals("recommend", { zh: "推荐", en: "Recommended" }, z.boolean().optional()),
  },
  sortKeys: ["hitCount", "priority", "name", "createdAt"],
  defaultSort: { by: "hitCount", dir: "desc" },
  // searchwords/list orderBy: 1 hits desc (the default), 2 hits asc, 3 priority desc, 4 priority asc.
  orderCodes: {
    1: { by: "hitCount", dir: "desc" },
    2: { by: "hitCount", dir: "asc" },
    3: { by: "priority", dir: "desc" },
    4: { by: "priority", dir: "asc" },
  },
  columns: [
    { key: "name", sortable: true },
    { key: "hitCount", sortable: true },
    { key: "priority", sortable: true },
    { key: "recommend" },
  ],
  routes: { list: "/searchwords/list", create: "/searchwords/save", update: "/searchwords/update" },
  menu: {
    group: "interaction",
    titles: {
      list: { zh: "热词管理", en: "Hot search words" },
      create: { zh: "新增热词", en: "Add hot word" },
      update: { zh: "编辑热词", en: "Edit hot word" },
    },
  },
});
