import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZOption, ZTextFilter } from "../common/list.ts";

const APPLY_CHOICE_KINDS = ["enterprise", "goods"] as const;

/**
 * Choices for the application form and list filters, so those pages work with their own keys:
 * approved enterprises (in the caller's scope), or the approved goods of one enterprise. At most
 * 50, filtered by name.
 */
export const ZFindApplyChoicesInput = z.object({
  kind: z.enum(APPLY_CHOICE_KINDS),
  name: ZTextFilter,
  enterpriseId: ZId.optional(),
});
export type TFindApplyChoicesInput = z.infer<typeof ZFindApplyChoicesInput>;
export const ZFindApplyChoicesOutput = z.array(ZOption);
