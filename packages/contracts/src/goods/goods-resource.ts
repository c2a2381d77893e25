import { z } from "zod";
import { isValidGtin } from "../common/gtin.ts";
import { defineResource, filter, type ItemOf } from "../kit/define-resource.ts";
import { field, withInput, type Label } from "../kit/fields.ts";
import { ZId, zString, zText, ZStoredDateTime } from "../kit/primitives.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";

const GOODS_STATUSES = ["pending", "approved", "rejected"] as const;

const STATUS_OPTIONS = [
  { value: "pending", label: { zh: "待审核", en: "Pending" }, color: "orange" },
  { value: "approved", label: { zh: "已通过", en: "Approved" }, color: "green" },
  { value: "rejected", label: { zh: "已驳回", en: "Rejected" }, color: "red" },
] as const;

const label = (zh: string, en: string): Label => ({ zh, en });
const origin = field.region(label("产地", "Origin"));
const ZRelation = z.object({ id: z.number(), name: z.string() });

/**
 * Goods (商品) of enterprises: members write into their own enterprise, staff choose one. Staff who
 * may examine enter goods approved; anyone else's, and a member's edit of examined goods, wait for
 * examination (`examine`). The description is rich text, sanitised by the service before it is
 * stored. A class filter takes the class and its subclasses; a barcode filter is a prefix.
 */
export const goodsResource = defineResource({
  name: "goods",
  model: "goods",
  legacy: ["goods"],
  label: label("商品", "Goods"),
  titleField: "name",
  scope: "enterprise",
  keys: {
    list: "/goods/list",
    create: "/goods/save",
    update: "/goods/update",
    delete: OPERATION_KEYS.goodsDelete,
  },
  // The examination page reads the goods it examines (and the list of pending ones).
  readers: ["/goods/examine"],
  fields: {
    name: withInput(field.text(label("商品名称", "Name"), { required: true }), zText(100, "validation.nameRequired")),
    classId: field.lookup(label("商品分类", "Class"), {
      required: true,
      source: "goodsClass",
      relation: "class",
    }),
    enterpriseId: field.lookup(label("所属企业", "Enterprise"), {
      source: "enterprise",
      relation: "enterprise",
      hint: label("企业成员留空即为本企业", "Members: leave empty for your own enterprise"),
    }),
    specification: field.text(label("规格", "Specification"), {
      max: 100,
      hint: label("如 500g/袋", "e.g. 500 g/bag"),
    }),
    unit: field.text(label("单位", "Unit"), { max: 20, hint: label("如 袋、箱、千克", "e.g. bag, box, kg") }),
    shelfLifeDays: withInput(
      field.integer(label("保质期（天）", "Shelf life (days)"), { max: 36500 }),
      z
        .number({ error: "validation.number" })
        .int("validation.invalid")
        .min(0, "validation.invalid")
        .max(36500, "validation.invalid")
        .nullish()
        .transform((value) => value ?? null),
    ),
    originProvince: origin.province,
    originCity: origin.city,
    originCounty: origin.county,
    brand: field.text(label("品牌", "Brand"), { max: 50 }),
    barcode: withInput(
      field.text(label("商品条码", "Barcode"), {
        max: 14,
        hint: label(
          "GTIN（8、12、13 或 14 位），末位为校验位",
          "GTIN (8, 12, 13 or 14 digits), the last a check digit",
        ),
      }),
      zString()
        .trim()
        .refine((value) => value === "" || isValidGtin(value), "validation.gtin")
        .nullish()
        .transform((value) => (value ? value : null)),
    ),
    images: field.images(label("商品图片", "Images"), { max: 10, hint: label("最多 10 张", "Up to 10 images") }),
    description: withInput(
      field.richText(label("商品介绍", "Description"), {
        hint: label("保存时服务器会清理不安全的内容", "Unsafe content is removed when saved"),
      }),
      zString()
        .max(50_000, "validation.tooLong")
        .nullish()
        .transform((value) => value ?? null),
    ),
  },
  extraItem: {
    // Both are required references: never null.
    class: ZRelation,
    enterprise: ZRelation,
    status: z.enum(GOODS_STATUSES),
    examineOpinion: z.string().nullable(),
    examinedAt: ZStoredDateTime.nullable(),
  },
  filters: {
    name: filter.contains("name"),
    barcode: filter.custom("barcode"),
    classId: filter.custom("classId", label("商品分类", "Class"), ZId),
    enterpriseId: filter.equals("enterpriseId"),
    status: filter.oneOf(label("状态", "Status"), STATUS_OPTIONS, "status"),
  },
  sortKeys: ["createdAt", "name"],
  columns: [
    { key: "name", sortable: true },
    { key: "class" },
    { key: "enterprise" },
    { key: "specification" },
    { key: "unit" },
    { key: "shelfLifeDays" },
    { key: "brand" },
    { key: "barcode" },
    { key: "status", label: label("状态", "Status") },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    {
      title: label("基本信息", "Basics"),
      fields: ["name", "classId", "enterpriseId", "brand", "specification", "unit", "shelfLifeDays", "barcode"],
    },
    { title: label("产地", "Origin"), fields: ["originProvince", "originCity", "originCounty"] },
    { title: label("图片与介绍", "Images and description"), fields: ["images", "description"] },
  ],
  routes: { list: "/goods/list", create: "/goods/save", update: "/goods/update" },
  menu: {
    group: "goods",
    pages: [{ path: "/goods/examine", title: { zh: "商品审核", en: "Review goods" } }],
    operations: { list: ["/goods/delete", "/goods/export"] },
  },
  actions: { examine: { key: "/goods/examine", label: label("审核", "Examine") } },
  saved: { created: label("商品已创建", "Goods added"), updated: label("商品已保存", "Goods saved") },
  hint: label(
    "企业登记的商品：按名称、条码、分类（含下级）、企业与状态筛选；待审核的商品由审核人员在此审核。",
    "Goods of enterprises: filter by name, barcode, class (with subclasses), enterprise and status; examiners examine pending goods here.",
  ),
});
export type TGoodsItem = ItemOf<typeof goodsResource>;
