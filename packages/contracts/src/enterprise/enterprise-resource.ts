import { z } from "zod";
import { isValidCreditCode } from "../common/credit-code.ts";
import { ZUploadUrl } from "../common/fields.ts";
import { defineResource, filter, type FieldsOf, type ItemOf } from "../kit/define-resource.ts";
import { field, type FieldSpec, type Label } from "../kit/fields.ts";
import { zText } from "../kit/primitives.ts";
import { OPERATION_KEYS } from "../permissions/route-registry.ts";

export const ENTERPRISE_TYPES = ["production", "processing", "circulation", "sales", "cooperative"] as const;
export const ENTERPRISE_STATUSES = ["pending", "approved", "rejected"] as const;
export type TEnterpriseStatus = (typeof ENTERPRISE_STATUSES)[number];

export const STATUS_OPTIONS = [
  { value: "pending", label: { zh: "待审核", en: "Pending" } },
  { value: "approved", label: { zh: "已通过", en: "Approved" } },
  { value: "rejected", label: { zh: "已驳回", en: "Rejected" } },
] as const;

const ZCreditCode = z
  .string({ error: "validation.creditCode" })
  .trim()
  .toUpperCase()
  .refine(isValidCreditCode, "validation.creditCode");

/** A field whose input rule differs from its builder's (a more specific message or check). */
const withInput = <F extends FieldSpec, I extends z.ZodType>(
  spec: F,
  input: I,
  required = spec.required,
): Omit<F, "input"> & { input: I } => ({ ...spec, input, required });

const region = field.region({ zh: "所在地区", en: "Region" });
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
  fields: {
    name: withInput(field.text(label("企业名称", "Name"), { required: true }), zText(100, "validation.nameRequired")),
    // Nullable in the item: a self-registered member's enterprise has none until completed.
    creditCode: withInput(field.text(label("统一社会信用代码", "Credit code"), { max: 18 }), ZCreditCode, true),
    legalPerson: field.text(label("法定代表人", "Legal representative"), { max: 50 }),
    contactPerson: field.text(label("联系人", "Contact"), { max: 50 }),
    phone: field.phone(label("联系电话", "Phone")),
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
    // One uploaded image (the pages edit it with their own upload field).
    logo: {
      ...field.images(label("企业标志", "Logo"), { max: 1 }),
      input: ZUploadUrl.nullish().transform((value) => value ?? null),
      output: z.string().nullable(),
    },
    licenceImages: field.images(label("营业执照", "Licence images"), { max: 10 }),
  },
  refine: (data, ctx) => {
    // The kit checks a started region; an enterprise must have one.
    if (!data.provinceCode && !data.cityCode && !data.countyCode)
      ctx.addIssue({ code: "custom", path: ["provinceCode"], message: "validation.regionRequired" });
  },
  extraItem: {
    status: z.enum(ENTERPRISE_STATUSES),
    checkOpinion: z.string().nullable(),
    checkedAt: z.date().nullable(),
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
    { key: "countyCode" },
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
    list: "/enterprise/list",
    create: "/enterprise/save",
    update: "/enterprise/update",
    view: "/enterprise/view",
  },
  actions: { check: { key: "/enterprise/check", label: label("审核", "Examine") } },
});

export const ZEnterpriseFields = enterpriseResource.schemas.fields;
export type TEnterpriseFields = FieldsOf<typeof enterpriseResource>;
export type TEnterpriseItem = ItemOf<typeof enterpriseResource>;
export const ENTERPRISE_SORT_KEYS = enterpriseResource.sortKeys;
export type TFindEnterprisesInput = z.input<typeof enterpriseResource.schemas.find>;
