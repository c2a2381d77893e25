import { z } from "zod";
import { ZId, ZStoredDateTime } from "../kit/primitives.ts";
import { ZOption, ZTextFilter, withDateRangeRule, ZPaging, zListOutput, zSort } from "../common/list.ts";
import { ZScanFilterFields } from "./scan-filters.ts";
import { ZClientAgent } from "../log/client-agent.ts";

export const SCAN_CHOICE_KINDS = ["enterprise", "goods"] as const;

/**
 * Enterprises or goods for the scan list's filters (in the user's scope), so the page works with
 * its own permission alone. At most 50, filtered by name; goods optionally of one enterprise.
 */
export const ZFindScanChoicesInput = z.object({
  kind: z.enum(SCAN_CHOICE_KINDS),
  name: ZTextFilter,
  enterpriseId: ZId.optional(),
});
export type TFindScanChoicesInput = z.infer<typeof ZFindScanChoicesInput>;
export const ZFindScanChoicesOutput = z.array(ZOption);

export const SCAN_SORT_KEYS = ["scannedAt"] as const;

export const ZFindScansInput = withDateRangeRule(
  ZPaging.extend(zSort(SCAN_SORT_KEYS).shape).extend(ZScanFilterFields.shape),
);
export type TFindScansInput = z.infer<typeof ZFindScansInput>;

const ZScanItem = z.object({
  /** Scan ids are 64-bit: sent as text. */
  id: z.string(),
  scannedAt: ZStoredDateTime,
  code: z.string(),
  /** Null for a code that is unknown (or not generated yet). */
  enterprise: z.object({ id: z.number(), name: z.string() }).nullable(),
  goods: z.object({ id: z.number(), name: z.string() }).nullable(),
  batch: z.object({ id: z.number(), batchNo: z.string() }).nullable(),
  ip: z.string(),
  userAgent: z.string().nullable(),
  /** The user agent parsed (browser, OS, device); null without one. */
  agent: ZClientAgent.nullable(),
  /** Only when the consumer shared their location. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /**
   * Province (6-digit code): nearest the shared location when the consumer shared it, else where
   * the IP is (resolved offline when the scan was recorded); approximate either way.
   */
  provinceCode: z.string().nullable(),
  /** The IP's city (6-digit code), resolved when the scan was recorded. */
  cityCode: z.string().nullable(),
});
export type TScanItem = z.infer<typeof ZScanItem>;

export const ZFindScansOutput = zListOutput(ZScanItem);
