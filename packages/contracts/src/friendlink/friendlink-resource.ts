import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { ZId, ZLinkUrl } from "../kit/primitives.ts";
import { FRIENDLINK_KEYS } from "./friendlink-keys.ts";

/** Friend links (友情链接) of a site, by category, in their order; `views` counts the visits they sent on. */
export const friendlinkResource = defineResource({
  name: "friendlink",
  model: "cmsFriendlink",
  legacy: ["friendlink"],
  label: { zh: "友情链接", en: "Friend link" },
  titleField: "name",
  scope: "site",
  keys: {
    list: FRIENDLINK_KEYS.list,
    create: FRIENDLINK_KEYS.create,
    update: FRIENDLINK_KEYS.update,
    delete: FRIENDLINK_KEYS.delete,
  },
  fields: {
    name: field.text({ zh: "网站名称", en: "Site name" }, { required: true, max: 150 }),
    // Required: a link needs somewhere to go (field.url alone takes blank as none).
    domain: withInput(field.url({ zh: "网站地址", en: "Address" }), ZLinkUrl, { required: true }),
    categoryId: field.lookup(
      { zh: "类别", en: "Category" },
      { source: "friendlinkCtg", relation: "category", required: true },
    ),
    logo: field.image({ zh: "图标", en: "Logo" }),
    email: field.text({ zh: "站长邮箱", en: "Email" }, { max: 100 }),
    description: field.text({ zh: "描述", en: "Description" }, { max: 255, span: 2 }),
    views: field.integer({ zh: "点击次数", en: "Clicks" }, { default: 0 }),
    priority: field.integer({ zh: "排列顺序", en: "Order" }, { default: 10, max: 99_999 }),
    enabled: field.boolean({ zh: "显示", en: "Shown" }, { default: true }),
  },
  // The origin's answers name the category flat beside its id.
  extraItem: { categoryName: z.string() },
  // The origin's filter names (friendlink/list: queryCtgId, enabled).
  filters: {
    queryCtgId: filter.equals("categoryId", { zh: "类别", en: "Category" }, ZId.optional()),
    enabled: filter.equals("enabled", { zh: "显示", en: "Shown" }, z.boolean().optional()),
    name: filter.contains("name"),
  },
  sortKeys: ["priority", "name", "views", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "domain" },
    { key: "categoryId" },
    { key: "views", sortable: true },
    { key: "priority", sortable: true },
    { key: "enabled" },
  ],
  routes: { list: "/friendlink/list", create: "/friendlink/save", update: "/friendlink/update" },
  menu: {
    group: "interaction",
    titles: { list: { zh: "友情链接", en: "Friend links" } },
    operations: { list: ["/friendlink/delete", "/friendlink/priority"] },
  },
});
