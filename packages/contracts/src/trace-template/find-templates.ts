import { z } from "zod";
import { ZPaging, ZTextFilter, zListOutput, zSort } from "../common/list.ts";
import { ZTemplateItem } from "./template-fields.ts";

export const TEMPLATE_SORT_KEYS = ["createdAt", "name"] as const;

export const ZTemplateFilters = z.object({
  name: ZTextFilter,
  enterpriseId: z.number().int().positive().optional(),
  /** true: platform-wide templates only; false: enterprises' own only. */
  platform: z.boolean().optional(),
  enabled: z.boolean().optional(),
  goodsClassId: z.number().int().positive().optional(),
});
export type TTemplateFilters = z.infer<typeof ZTemplateFilters>;

export const ZFindTemplatesInput = ZPaging.extend(zSort(TEMPLATE_SORT_KEYS).shape).extend(ZTemplateFilters.shape);
export type TFindTemplatesInput = z.infer<typeof ZFindTemplatesInput>;
export const ZFindTemplatesOutput = zListOutput(ZTemplateItem);
