import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";

/** Dictionary entries (数据字典): value lists by type, shared by all sites; a value is unique per type. */
export const dictionaryResource = defineResource({
  name: "dictionary",
  model: "dictionary",
  legacy: ["dictionary"],
  label: { zh: "字典项", en: "Dictionary entry" },
  titleField: "name",
  scope: "none",
  keys: {
    list: "/dictionary/list",
    create: "/dictionary/save",
    update: "/dictionary/update",
    delete: "/dictionary/delete",
  },
  fields: {
    type: withInput(
      field.text({ zh: "类型", en: "Type" }, { required: true, max: 50 }),
      zText(50, "validation.dictionaryTypeRequired"),
    ),
    name: field.text({ zh: "名称", en: "Name" }, { required: true, max: 100 }),
    value: withInput(
      field.text({ zh: "值", en: "Value" }, { required: true, max: 100 }),
      zText(100, "validation.dictionaryValueRequired"),
    ),
    priority: field.integer({ zh: "排序", en: "Order" }, { max: 1_000_000, default: 10 }),
  },
  filters: {
    type: filter.equals("type"),
    name: filter.contains("name"),
  },
  sortKeys: ["type", "priority", "name", "createdAt"],
  defaultSort: { by: "type", dir: "asc" },
  columns: [
    { key: "type", sortable: true },
    { key: "name", sortable: true },
    { key: "value" },
    { key: "priority", sortable: true },
  ],
  routes: { list: "/dictionary/list", create: "/dictionary/save", update: "/dictionary/update" },
  menu: {
    group: "cms",
    after: "/origin/update",
    titles: {
      list: { zh: "数据字典", en: "Dictionary" },
      create: { zh: "新增字典项", en: "Add entry" },
      update: { zh: "编辑字典项", en: "Edit entry" },
    },
  },
  hint: { zh: "同一类型下的值不能重复。", en: "A value is unique within its type." },
});
