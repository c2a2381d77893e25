import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZOption, ZTextFilter } from "../common/list.ts";

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
