import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { withDateRangeRule, ZDateRange, ZPaging, zListOutput, zSort } from "../common/list.ts";
import {
  APPLICANT_KINDS,
  APPLICATION_STATUSES,
  GENERATION_STATUSES,
  ZCodeApplicationItem,
} from "./code-application-fields.ts";

export const CODE_APPLICATION_SORT_KEYS = ["createdAt", "quantity"] as const;

const ZCodeApplicationFilters = z.object({
  enterpriseId: ZId.optional(),
  goodsId: ZId.optional(),
  status: z.enum(APPLICATION_STATUSES).optional(),
  generationStatus: z.enum(GENERATION_STATUSES).optional(),
  applicantKind: z.enum(APPLICANT_KINDS).optional(),
  /** Applied on or after / on or before (yyyy-MM-dd). */
  ...ZDateRange.shape,
});
export type TCodeApplicationFilters = z.infer<typeof ZCodeApplicationFilters>;

export const ZFindCodeApplicationsInput = withDateRangeRule(
  ZPaging.extend(zSort(CODE_APPLICATION_SORT_KEYS).shape).extend(ZCodeApplicationFilters.shape),
);
export type TFindCodeApplicationsInput = z.infer<typeof ZFindCodeApplicationsInput>;
export const ZFindCodeApplicationsOutput = zListOutput(ZCodeApplicationItem);

/** The export's filters: a list's filters and order, without paging. */
export const ZCodeApplicationExportFilters = withDateRangeRule(
  zSort(CODE_APPLICATION_SORT_KEYS).extend(ZCodeApplicationFilters.shape),
);
