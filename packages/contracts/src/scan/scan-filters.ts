import { z } from "zod";
import { isStorableText, ZId } from "../kit/primitives.ts";
import { withDateRangeRule, ZDateRange } from "../common/list.ts";
import { traceCodeFromInput } from "../trace-code/trace-code.ts";

/**
 * A code filter: the code as typed (any Crockford spelling) or its public URL, read as the
 * canonical code; other text is matched as it is, upper case (and then matches nothing).
 */
const ZScanCodeFilter = z
  .string()
  .refine(isStorableText, "validation.textInvalid")
  .trim()
  .max(200, "validation.tooLong")
  .optional()
  .transform((value) => (value ? (traceCodeFromInput(value) ?? value.toUpperCase()) : undefined));

/** Scan-record filters (the list, its charts and its export share them); dates are China days. */
export const ZScanFilterFields = z
  .object({
    enterpriseId: ZId.optional(),
    goodsId: ZId.optional(),
    batchId: ZId.optional(),
    code: ZScanCodeFilter,
  })
  .extend(ZDateRange.shape);
export const ZScanFilters = withDateRangeRule(ZScanFilterFields);
export type TScanFilters = z.infer<typeof ZScanFilters>;
