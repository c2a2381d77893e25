import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";

const px = { zh: "像素", en: "px" };
const CONTENT_READERS = ["/content/list", "/content/save", "/content/update"] as const;

/**
 * Content types (普通, 图文, 焦点, 头条): shared by all sites, as in the origin. A type that
 * shows an image says so and hints the image size the editor should upload.
 */
export const contentTypeResource = defineResource({
  name: "contentType",
  model: "contentType",
  legacy: ["type"],
  label: { zh: "内容类型", en: "Content type" },
  titleField: "name",
  scope: "none",
  keys: { list: "/type/list", create: "/type/save", update: "/type/update", delete: "/type/delete" },
  readers: CONTENT_READERS,
  fields: {
    name: withInput(
      field.text({ zh: "名称", en: "Name" }, { required: true, max: 50 }),
      zText(50, "validation.contentTypeNameRequired"),
    ),
    hasImage: field.boolean({ zh: "有类型图", en: "Has an image" }),
    imgWidth: field.integer({ zh: "图片宽度", en: "Image width" }, { max: 10_000, unit: px }),
    imgHeight: field.integer({ zh: "图片高度", en: "Image height" }, { max: 10_000, unit: px }),
    priority: field.integer({ zh: "排序", en: "Order" }, { max: 1_000_000, default: 10 }),
    disabled: field.boolean({ zh: "停用", en: "Disabled" }),
  },
  filters: {
    name: filter.contains("name"),
    // The origin's content pages send containDisabled=false: enabled types only.
    containDisabled: filter.apiOnly(filter.flag({ zh: "含停用", en: "Include disabled" })),
  },
  sortKeys: ["priority", "name", "createdAt"],
  defaultSort: { by: "priority", dir: "asc" },
  columns: [
    { key: "name", sortable: true },
    { key: "hasImage" },
    { key: "imgWidth" },
    { key: "imgHeight" },
    { key: "priority", sortable: true },
    { key: "disabled" },
  ],
  routes: { list: "/type/list", create: "/type/save", update: "/type/update" },
  menu: { group: "cms", after: "/tag/update", titles: { list: { zh: "内容类型", en: "Content types" } } },
  hint: {
    zh: "类型为所有站点共用；有类型图的类型可填写建议的图片尺寸，编辑上传图片时参考。",
    en: "Types are shared by all sites; a type with an image may hint the image size editors should upload.",
  },
});
