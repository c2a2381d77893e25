import { z } from "zod";
import { ZDay, ZId, zInt, ZTextFilter as ZKitTextFilter } from "../kit/primitives.ts";

/** Default page size (spec section 9). */
const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;

/** Paging of every list: page from 1 (within int4, like every integer input), page size 1-100 (default 10). */
export const ZPaging = z.object({
  page: zInt(1).default(1),
  pageSize: zInt(1, MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
});

export const ZSortDirection = z.enum(["asc", "desc"]);

/** Sorting by one of a list's sortable columns. */
export function zSort<const Keys extends readonly [string, ...string[]]>(keys: Keys) {
  return z.object({ sortBy: z.enum(keys).optional(), sortDir: ZSortDirection.default("desc") });
}

/** A yyyy-MM-dd date (spec section 9), as filters and forms send it: a real day, 1900-2999. */
export const ZDate = ZDay;

/** An optional date range filter (from, to); combine with `withDateRangeRule`. */
export const ZDateRange = z.object({ from: ZDate.optional(), to: ZDate.optional() });

/** From may not be after to. Applied to the whole input (extending by shape drops refinements). */
export function withDateRangeRule<Schema extends z.ZodType<{ from?: string | undefined; to?: string | undefined }>>(
  schema: Schema,
) {
  return schema.refine((range) => !range.from || !range.to || range.from <= range.to, {
    message: "validation.dateRange",
    path: ["to"],
  });
}

/** An optional text filter: blank means no filter (no NUL or lone surrogates). */
export const ZTextFilter = ZKitTextFilter;

export const ZIds = z.array(ZId).min(1).max(1000);

/**
 * Large lists count matching rows only up to this many: a count never scans a whole table, and
 * pages never reach past it (no deep offset scans). The UI shows "1000+": refine the filters to
 * narrow a larger result.
 */
export const COUNT_CAP = 1_000;

export type TListOutput<Item> = {
  items: Item[];
  total: number;
  page: number;
  pageSize: number;
  /** True when more rows match than were counted (total is then COUNT_CAP). */
  totalCapped?: boolean;
};

export function zListOutput<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number(),
    page: z.number(),
    pageSize: z.number(),
    totalCapped: z.boolean().optional(),
  });
}

export const ZOption = z.object({ id: z.number(), name: z.string() });
export type TOption = z.infer<typeof ZOption>;
