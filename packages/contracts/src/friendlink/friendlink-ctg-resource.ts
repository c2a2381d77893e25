import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { FRIENDLINK_CTG_KEYS } from "./friendlink-keys.ts";

/**
 * Friend-link categories (友情链接类别) of a site; a name is used once per site, a category with
 * links is kept. Their legacy paths are the origin's `friendlink/ctg_*` (hand-written procedures
 * beside the generated ones, trpc/routers/friendlink/).
 */
export const friendlinkCtgResource = defineResource({
  name: "friendlinkCtg",
  model: "cmsFriendlinkCtg",
  legacy: [],
  label: { zh: "友情链接类别", en: "Link category" },
  titleField: "name",
  scope: "site",
  keys: {
    list: FRIENDLINK_CTG_KEYS.list,
    create: FRIENDLINK_CTG_KEYS.create,
    update: FRIENDLINK_CTG_KEYS.update,
    delete: FRIENDLINK_CTG_KEYS.delete,
  },
  // The link form picks a category.
  readers: ["/friendlink/list"],
  fields: {
    name: field.text({ zh: "类别名称", en: "Name" }, { required: true, max: 50 }),
    priority: field.integer({ zh: "排列顺序", en: "Order" }, { default: 10, max: 99_999 }),
  },
  filters: { name: filter.contains("name") },
  sortKeys: ["priority", "name", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "priority", sortable: true },
  ],
  routes: { list: "/friendlink/ctg_list", create: "/friendlink/ctg_save", update: "/friendlink/ctg_update" },
  menu: {
    group: "interaction",
    after: "/friendlink/update",
    titles: {
      list: { zh: "友情链接类别", en: "Link categories" },
      create: { zh: "新增链接类别", en: "Add link category" },
      update: { zh: "编辑链接类别", en: "Edit link category" },
    },
  },
});
