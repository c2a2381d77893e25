import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { GUESTBOOK_CTG_KEYS } from "./guestbook-keys.ts";

/** Guestbook categories (留言类别) of a site; a name is used once per site, a category with posts is kept. */
export const guestbookCtgResource = defineResource({
  name: "guestbookCtg",
  model: "cmsGuestbookCtg",
  legacy: ["guestbook_ctg"],
  label: { zh: "留言类别", en: "Guestbook category" },
  titleField: "name",
  scope: "site",
  keys: {
    list: GUESTBOOK_CTG_KEYS.list,
    create: GUESTBOOK_CTG_KEYS.create,
    update: GUESTBOOK_CTG_KEYS.update,
    delete: GUESTBOOK_CTG_KEYS.delete,
  },
  // The guestbook page filters and files posts by category.
  readers: ["/guestbook/list"],
  fields: {
    name: field.text({ zh: "类别名称", en: "Name" }, { required: true, max: 100 }),
    priority: field.integer({ zh: "排列顺序", en: "Order" }, { default: 10, max: 99_999 }),
    description: field.text({ zh: "描述", en: "Description" }, { max: 255, span: 2 }),
  },
  filters: { name: filter.contains("name") },
  sortKeys: ["priority", "name", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [{ key: "name", sortable: true }, { key: "priority", sortable: true }, { key: "description" }],
  routes: { list: "/guestbook_ctg/list", create: "/guestbook_ctg/save", update: "/guestbook_ctg/update" },
  menu: {
    group: "interaction",
    after: "/guestbook/list",
    titles: { list: { zh: "留言类别", en: "Guestbook categories" } },
  },
});
