import { z } from "zod";
import { isValidCreditCode } from "../common/credit-code.ts";
import { defineResource, filter, type FieldsOf, type ItemOf } from "../kit/define-resource.ts";
import { field, withInput, type Label } from "../kit/fields.ts";
import { zText, ZStoredDateTime } from "../kit/primitives.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";

const ENTERPRISE_TYPES = ["production", "processing", "circulation", "sales", "cooperative"] as const;
const ENTERPRISE_STATUSES = ["pending", "approved", "rejected"] as const;

const STATUS_OPTIONS = [
  { value: "pending", label: { zh: "待审核", en: "Pending" }, color: "orange" },
  { value: "approved", label: { zh: "已通过", en: "Approved" }, color: "green" },
  { value: "rejected", label: { zh: "已驳回", en: "Rejected" }, color: "red" },
] as const;

const ZCreditCode = z
  .string({ error: "validation.creditCode" })
  .trim()
  .toUpperCase()
  .refine(isValidCreditCode, "validation.creditCode");

const region = field.region({ zh: "所在地区", en: "Region" }, { required: true });
const label = (zh: string, en: string): Label => ({ zh, en });

/**
 * Enterprises (企业): the rows are the enterprises themselves, so a member sees and edits only
 * their own (the service's scope hook). Staff who may examine enter them approved, anyone else's
 * wait for examination (`check`); a member changing the identity of an examined one sends it back.
 * The state is kept out of the form; the credit code is unique and checked (GB 32100-2015).
 */
export const enterpriseResource = defineResource({
  name: "enterprise",
  model: "enterprise",
  legacy: ["enterprise"],
  label: label("企业", "Enterprise"),
  titleField: "name",
  scope: "none",
  keys: {
    list: "/enterprise/list",
    view: "/enterprise/view",
    create: "/enterprise/save",
    update: "/enterprise/update",
    delete: OPERATION_KEYS.enterpriseDelete,
  },
  // The examination page reads the enterprise it examines.
  readers: ["/enterprise/check"],
  // The quality-check pages (hand-written) pick and filter by an enterprise.
  choosers: ["/quality_check/list", "/quality_check/save", "/quality_check/update"],
  fields: {
    name: withInput(field.text(label("企业名称", "Name"), { required: true }), zText(100, "validation.nameRequired")),
    // Nullable in the item: a self-registered member's enterprise has none until completed.
    creditCode: withInput(
      field.text(label("统一社会信用代码", "Credit code"), {
        max: 18,
        hint: label(
          "18位，由登记机关颁发，末位为校验码",
          "18 characters from the registration authority; the last is a check character",
        ),
      }),
      ZCreditCode,
      { required: true },
    ),
    legalPerson: field.text(label("法定代表人", "Legal representative"), { max: 50 }),
    contactPerson: field.text(label("联系人", "Contact"), { max: 50 }),
    // The public trace page shows it: an enterprise's contact number is published.
    phone: field.phone(label("联系电话", "Phone"), {
      published: true,
      hint: label("手机号或座机，如 0571-88886666", "Mobile or landline, e.g. 0571-88886666"),
    }),
    provinceCode: region.province,
    cityCode: region.city,
    countyCode: region.county,
    address: field.text(label("详细地址", "Address"), { max: 200, span: 2 }),
    type: withInput(
      field.enumOf(label("企业类型", "Type"), {
        values: ENTERPRISE_TYPES,
        options: {
          production: label("生产企业", "Producer"),
          processing: label("加工企业", "Processor"),
          circulation: label("流通企业", "Distributor"),
          sales: label("销售企业", "Retailer"),
          cooperative: label("合作社", "Cooperative"),
        },
      }),
      z.enum(ENTERPRISE_TYPES, { error: "validation.required" }),
    ),
    businessScope: field.textarea(label("经营范围", "Business scope"), { max: 1000 }),
    logo: field.image(label("企业标志", "Logo"), {
      hint: label("jpg、png、gif 或 webp，不超过 5 MB", "jpg, png, gif or webp, at most 5 MB"),
    }),
    licenceImages: field.images(label("营业执照及资质证照", "Licences"), {
      max: 10,
      hint: label("最多 10 张", "Up to 10 images"),
    }),
  },
  refine: (data, ctx) => {
    // The kit checks a started region; an enterprise must have one.
    if (!data.provinceCode && !data.cityCode && !data.countyCode)
      ctx.addIssue({ code: "custom", path: ["provinceCode"], message: "validation.regionRequired" });
  },
  refineAlways: true,
  extraItem: {
    status: z.enum(ENTERPRISE_STATUSES),
    checkOpinion: z.string().nullable(),
    checkedAt: ZStoredDateTime.nullable(),
  },
  filters: {
    name: filter.contains("name"),
    creditCode: filter.contains("creditCode"),
    status: filter.oneOf(label("状态", "Status"), STATUS_OPTIONS, "status"),
    type: filter.equals("type"),
    provinceCode: filter.equals("provinceCode"),
  },
  sortKeys: ["name", "createdAt", "status"],
  columns: [
    { key: "name", sortable: true },
    { key: "creditCode" },
    { key: "type" },
    { key: "contactPerson" },
    // Where an enterprise is matters more to a county office than who to call: it stays.
    { key: "countyCode", priority: "high" },
    { key: "status", label: label("状态", "Status"), sortable: true },
    { key: "createdAt", sortable: true },
  ],
  sections: [
    {
      title: label("基本信息", "Basics"),
      fields: ["name", "creditCode", "type", "legalPerson", "contactPerson", "phone"],
    },
    { title: label("位置", "Location"), fields: ["provinceCode", "cityCode", "countyCode", "address"] },
    { title: label("经营与资质", "Business and licences"), fields: ["businessScope", "logo", "licenceImages"] },
  ],
  routes: {
    update: "/enterprise/update",
    list: "/enterprise/list",
    create: "/enterprise/save",
    view: "/enterprise/view",
  },
  // The edit page comes first: it is a member's own enterprise, a menu entry of its own. The export
  // is a hand-written handler (its key is granted with the list).
  menu: {
    group: "enterprise",
    titles: { update: { zh: "企业信息", en: "Enterprise info" } },
    entries: ["update"],
    pages: [{ path: "/enterprise/check", title: { zh: "企业审核", en: "Review enterprise" } }],
    operations: { list: ["/enterprise/delete", "/enterprise/export"] },
  },
  actions: { check: { key: "/enterprise/check", label: label("审核", "Examine") } },
  saved: { created: label("企业已创建", "Enterprise added"), updated: label("企业信息已保存", "Enterprise saved") },
  hint: label(
    "平台登记的企业：按名称、信用代码、状态、类型与省份筛选；待审核的企业可在此审核。",
    "Registered enterprises: filter by name, credit code, status, type and province; pending ones can be examined here.",
  ),
});
export type TEnterpriseFields = FieldsOf<typeof enterpriseResource>;
export type TEnterpriseItem = ItemOf<typeof enterpriseResource>;
