import { z } from "zod";
import { isValidCreditCode } from "../common/credit-code.ts";
import { regionRule, ZPhone, ZRegionCode, ZUploadUrl, zOptionalText, zRequiredText } from "../common/fields.ts";

export const ENTERPRISE_TYPES = ["production", "processing", "circulation", "sales", "cooperative"] as const;
export const ENTERPRISE_STATUSES = ["pending", "approved", "rejected"] as const;
export type TEnterpriseStatus = (typeof ENTERPRISE_STATUSES)[number];

export const ZCreditCode = z
  .string({ error: "validation.creditCode" })
  .trim()
  .toUpperCase()
  .refine(isValidCreditCode, "validation.creditCode");

export const ZEnterpriseFields = z
  .object({
    name: zRequiredText(100, "validation.nameRequired"),
    creditCode: ZCreditCode,
    legalPerson: zOptionalText(50),
    contactPerson: zOptionalText(50),
    phone: ZPhone,
    provinceCode: ZRegionCode,
    cityCode: ZRegionCode,
    countyCode: ZRegionCode,
    address: zOptionalText(200),
    type: z.enum(ENTERPRISE_TYPES, { error: "validation.required" }),
    businessScope: zOptionalText(1000),
    logo: ZUploadUrl.nullable(),
    licenceImages: z.array(ZUploadUrl).max(10, "validation.tooMany"),
  })
  .superRefine(regionRule({ province: "provinceCode", city: "cityCode", county: "countyCode" }));
export type TEnterpriseFields = z.infer<typeof ZEnterpriseFields>;

export const ZEnterpriseItem = z.object({
  id: z.number(),
  name: z.string(),
  creditCode: z.string().nullable(),
  legalPerson: z.string().nullable(),
  contactPerson: z.string().nullable(),
  phone: z.string().nullable(),
  provinceCode: z.string().nullable(),
  cityCode: z.string().nullable(),
  countyCode: z.string().nullable(),
  address: z.string().nullable(),
  type: z.string(),
  businessScope: z.string().nullable(),
  logo: z.string().nullable(),
  licenceImages: z.array(z.string()),
  status: z.enum(ENTERPRISE_STATUSES),
  checkOpinion: z.string().nullable(),
  checkedAt: z.date().nullable(),
  createdAt: z.date(),
  updatedAt: z.date(),
});
export type TEnterpriseItem = z.infer<typeof ZEnterpriseItem>;
