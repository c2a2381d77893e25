import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";
import { TAG_NAME_MAX } from "./tag-names.ts";

/**
 * Tags of a site's content. The count (how many content items carry the tag) is kept by the
 * content service (services/cms/tags.ts), never typed in; a tag in use cannot be deleted.
 */
export const tagResource = defineResource({
  name: "tag",
  model: "tag",
  legacy: ["tag"],
  label: { zh: "标签", en: "Tag" },
  titleField: "name",
  scope: "site",
  keys: { list: "/tag/list", create: "/tag/save", update: "/tag/update", delete: "/tag/delete" },
  readers: ["/content/list", "/content/save", "/content/update"],
  fields: {
    name: withInput(
      field.text({ zh: "标签名称", en: "Name" }, { required: true, max: TAG_NAME_MAX }),
      zText(TAG_NAME_MAX, "validation.tagNameRequired"),
    ),
  },
  extraItem: { refCount: z.number() },
  filters: { name: filter.contains("name") },
  sortKeys: ["name", "refCount", "createdAt"],
  defaultSort: { by: "refCount", dir: "desc" },
  columns: [
    { key: "name", sortable: true },
    { key: "refCount", label: { zh: "引用次数", en: "Used by" }, sortable: true },
    { key: "createdAt", sortable: true },
  ],
  routes: { list: "/tag/list", create: "/tag/save", update: "/tag/update" },
  menu: { group: "cms", after: "/topic/update", titles: { list: { zh: "标签管理", en: "Tags" } } },
  hint: {
    zh: "引用次数随内容保存自动更新；仍被内容使用的标签不能删除。",
    en: "Counts follow content saves; a tag still in use cannot be deleted.",
  },
});
