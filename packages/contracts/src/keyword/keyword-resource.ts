import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";

/**
 * Auto-link keywords (内链关键词), shared by every site as in the origin: the first occurrence of
 * `name` in an article's text is shown as a link to `url` (never inside an existing link or tag).
 */
export const keywordResource = defineResource({
  name: "keyword",
  model: "cmsKeyword",
  legacy: ["keyword"],
  label: { zh: "内链关键词", en: "Auto-link keyword" },
  titleField: "name",
  scope: "none",
  keys: { list: "/keyword/list", create: "/keyword/save", update: "/keyword/update", delete: "/keyword/delete" },
  fields: {
    name: field.text({ zh: "关键词", en: "Keyword" }, { required: true, max: 100 }),
    url: field.text({ zh: "链接地址", en: "Link" }, { required: true, max: 255 }),
    disabled: field.boolean({ zh: "停用", en: "Disabled" }),
  },
  filters: {
    name: filter.contains("name"),
    disabled: filter.equals("disabled", { zh: "停用", en: "Disabled" }, z.boolean().optional()),
  },
  sortKeys: ["name", "createdAt"],
  defaultSort: { by: "createdAt", dir: "desc" },
  columns: [{ key: "name", sortable: true }, { key: "url" }, { key: "disabled" }],
  routes: { list: "/keyword/list", create: "/keyword/save", update: "/keyword/update" },
  menu: {
    group: "interaction",
    titles: {
      list: { zh: "内链关键词", en: "Auto-link keywords" },
      create: { zh: "新增关键词", en: "Add keyword" },
      update: { zh: "编辑关键词", en: "Edit keyword" },
    },
  },
});
