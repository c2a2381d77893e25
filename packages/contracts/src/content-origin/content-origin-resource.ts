import { z } from "zod";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";

/** Where articles come from (内容来源), shared by all sites; the count says how many items name it. */
export const contentOriginResource = defineResource({
  name: "contentOrigin",
  model: "contentOrigin",
  legacy: ["origin"],
  label: { zh: "内容来源", en: "Origin" },
  titleField: "name",
  scope: "none",
  keys: { list: "/origin/list", create: "/origin/save", update: "/origin/update", delete: "/origin/delete" },
  readers: ["/content/list", "/content/save", "/content/update"],
  fields: {
    name: withInput(
      field.text({ zh: "来源名称", en: "Name" }, { required: true, max: 100 }),
      zText(100, "validation.originNameRequired"),
    ),
  },
  extraItem: { refCount: z.number() },
  filters: { name: filter.contains("name") },
  sortKeys: ["name", "refCount", "createdAt"],
  columns: [
    { key: "name", sortable: true },
    { key: "refCount", label: { zh: "引用次数", en: "Used by" }, sortable: true },
    { key: "createdAt", sortable: true },
  ],
  routes: { list: "/origin/list", create: "/origin/save", update: "/origin/update" },
  menu: {
    group: "cms",
    after: "/type/update",
    titles: {
      list: { zh: "内容来源", en: "Origins" },
      create: { zh: "新增来源", en: "Add origin" },
      update: { zh: "编辑来源", en: "Edit origin" },
    },
  },
});
