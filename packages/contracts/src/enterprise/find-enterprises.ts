import { z } from "zod";
import { ZPaging, ZTextFilter, zListOutput, zSort } from "../common/list.ts";
import { ENTERPRISE_STATUSES, ENTERPRISE_TYPES, ZEnterpriseItem } from "./enterprise-fields.ts";

export const ENTERPRISE_SORT_KEYS = ["name", "createdAt", "status"] as const;

export const ZEnterpriseFilters = z.object({
  name: ZTextFilter,
  creditCode: ZTextFilter,
  status: z.enum(ENTERPRISE_STATUSES).optional(),
  type: z.enum(ENTERPRISE_TYPES).optional(),
  provinceCode: z
    .string()
    .regex(/^\d{6}$/)
    .optional(),
});
export type TEnterpriseFilters = z.infer<typeof ZEnterpriseFilters>;

export const ZFindEnterprisesInput = ZPaging.extend(zSort(ENTERPRISE_SORT_KEYS).shape).extend(ZEnterpriseFilters.shape);
export type TFindEnterprisesInput = z.infer<typeof ZFindEnterprisesInput>;
export const ZFindEnterprisesOutput = zListOutput(ZEnterpriseItem);
