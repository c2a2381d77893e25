import { z } from "zod";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";
import { defineResource, filter } from "../kit/define-resource.ts";
import { field, withInput } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";

/** A decimal whose out-of-range value is "invalid" (as the base forms always answered). */
const decimal = (label: { zh: string; en: string }, min: number, max: number, scale: number) => {
  const spec = field.decimal(label, { min, max, scale });
  const input = z
    .number({ error: "validation.number" })
    .min(min, "validation.invalid")
    .max(max, "validation.invalid")
    .refine((value) => Math.abs(value * 10 ** scale - Math.round(value * 10 ** scale)) < 1e-6, "validation.decimals")
    .nullish()
    .transform((value) => value ?? null);
  return withInput(spec, input);
};

const region = field.region({ zh: "所在地区", en: "Region" });

/**
 * Production bases (生产基地) of enterprises: greenhouses and environment devices sit on them.
 * Members always write into their own enterprise; platform staff choose one. The region is required.
 */
export const baseResource = defineResource({
  name: "base",
  model: "base",
  legacy: ["base"],
  label: { zh: "基地", en: "Base" },
  titleField: "name",
  scope: "enterprise",
  keys: {
    list: "/base/list",
    create: "/base/save",
    update: "/base/update",
    delete: OPERATION_KEYS.baseDelete,
  },
  // Greenhouse and device forms pick a base.
  readers: ["/house/save", "/house/update", "/env/save", "/env/update"],
  fields: {
    enterpriseId: field.lookup(
      { zh: "所属企业", en: "Enterprise" },
      {
        source: "enterprise",
        relation: "enterprise",
        hint: { zh: "企业成员留空即为本企业", en: "Members: leave empty for your own enterprise" },
      },
    ),
    name: withInput(
      field.text({ zh: "基地名称", en: "Name" }, { required: true, max: 100 }),
      zText(100, "validation.nameRequired"),
    ),
    provinceCode: region.province,
    cityCode: region.city,
    countyCode: region.county,
    address: field.text({ zh: "详细地址", en: "Address" }, { max: 200, span: 2 }),
    areaMu: decimal({ zh: "面积（亩）", en: "Area (mu)" }, 0, 10_000_000, 2),
    longitude: decimal({ zh: "经度", en: "Longitude" }, -180, 180, 6),
    latitude: decimal({ zh: "纬度", en: "Latitude" }, -90, 90, 6),
    mainCrops: field.text({ zh: "主要作物", en: "Main crops" }, { max: 200 }),
    personInCharge: field.text({ zh: "负责人", en: "Person in charge" }, { max: 50 }),
    phone: field.phone({ zh: "联系电话", en: "Phone" }),
    images: field.images({ zh: "图片", en: "Images" }, { max: 10 }),
  },
  refine: (data, ctx) => {
    // The kit checks a started region; a base must have one.
    if (!data.provinceCode && !data.cityCode && !data.countyCode)
      ctx.addIssue({ code: "custom", path: ["provinceCode"], message: "validation.regionRequired" });
  },
  extraItem: { houseCount: z.number() },
  filters: {
    name: filter.contains("name"),
    enterpriseId: filter.equals("enterpriseId"),
    provinceCode: filter.equals("provinceCode"),
  },
  sortKeys: ["createdAt", "name"],
  columns: [
    { key: "name", sortable: true },
    { key: "enterprise" },
    { key: "countyCode" },
    { key: "areaMu" },
    { key: "personInCharge" },
    { key: "houseCount", label: { zh: "大棚数", en: "Greenhouses" } },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    {
      title: { zh: "基本信息", en: "Basics" },
      fields: ["enterpriseId", "name", "mainCrops", "personInCharge", "phone"],
    },
    {
      title: { zh: "位置", en: "Location" },
      fields: ["provinceCode", "cityCode", "countyCode", "address", "areaMu", "longitude", "latitude"],
    },
    { title: { zh: "基地图片", en: "Images" }, fields: ["images"] },
  ],
  routes: { list: "/base/list", update: "/base/update", create: "/base/save" },
  menu: { group: "base" },
  hint: {
    zh: "企业的生产基地：按名称、企业与省份筛选。",
    en: "Production bases of enterprises: filter by name, enterprise and province.",
  },
});
