import { z } from "zod";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";

const name = field.text({ zh: "大棚名称", en: "Name" }, { required: true, max: 100 });

/**
 * Greenhouses (大棚) on the bases of enterprises. A greenhouse takes its base's enterprise (kept on
 * the row for the enterprise scope); environment devices and batches may sit in one.
 */
export const houseResource = defineResource({
  name: "house",
  model: "house",
  legacy: ["house"],
  label: { zh: "大棚", en: "Greenhouse" },
  saved: {
    created: { zh: "大棚已创建", en: "Greenhouse created" },
    updated: { zh: "大棚已保存", en: "Greenhouse saved" },
  },
  titleField: "name",
  scope: "enterprise",
  keys: {
    list: "/house/list",
    create: "/house/save",
    update: "/house/update",
    delete: OPERATION_KEYS.houseDelete,
  },
  // Device forms pick a greenhouse.
  readers: ["/env/save", "/env/update"],
  fields: {
    baseId: field.lookup({ zh: "所属基地", en: "Base" }, { required: true, source: "base", relation: "base" }),
    // The forms always answered "请填写名称" for a missing name.
    name: { ...name, input: zText(100, "validation.nameRequired") },
    type: field.text(
      { zh: "大棚类型", en: "Type" },
      { max: 50, hint: { zh: "如 连栋温室、日光温室", en: "e.g. multi-span or solar greenhouse" } },
    ),
    areaSqm: field.decimal({ zh: "面积（㎡）", en: "Area (m²)" }, { max: 100_000_000, scale: 2 }),
    crops: field.text({ zh: "种植作物", en: "Crops" }, { max: 200 }),
    images: field.images({ zh: "大棚图片", en: "Images" }, { max: 10 }),
  },
  extraItem: { enterprise: z.object({ id: z.number(), name: z.string() }) },
  filters: {
    name: filter.contains("name"),
    baseId: filter.equals("baseId"),
    // Taken by the API as the hand-written list always did; the page filters by base.
    enterpriseId: filter.apiOnly(filter.equals("enterpriseId")),
  },
  sortKeys: ["createdAt", "name"],
  columns: [
    { key: "name", sortable: true },
    { key: "base" },
    { key: "enterprise", label: { zh: "所属企业", en: "Enterprise" } },
    { key: "type" },
    { key: "areaSqm" },
    { key: "crops" },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    { title: { zh: "基本信息", en: "Basics" }, fields: ["baseId", "name", "type", "areaSqm", "crops"] },
    { title: { zh: "大棚图片", en: "Images" }, fields: ["images"] },
  ],
  routes: { list: "/house/list", update: "/house/update", create: "/house/save" },
  menu: { group: "house" },
  hint: {
    zh: "基地内的大棚：按名称与所属基地筛选。大棚归属所选基地的企业。",
    en: "Greenhouses on bases: filter by name and base. A greenhouse belongs to its base's enterprise.",
  },
});
