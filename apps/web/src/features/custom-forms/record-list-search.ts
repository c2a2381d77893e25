import { z } from "zod";
import { searchId, searchPage, searchPageSize } from "../../lib/list-search.ts";

// The state of the submissions list, kept in the URL like every other list.

const ZRecordListSearch = z.object({
  page: searchPage,
  pageSize: searchPageSize,
  formId: searchId,
  /** -1 已驳回, 1 待审核, 2 已通过; absent lists all. */
  status: z.coerce.number().int().min(-1).max(2).optional().catch(undefined),
});

export type RecordListSearch = z.output<typeof ZRecordListSearch>;

export function parseRecordListSearch(raw: Record<string, unknown>): RecordListSearch {
  return ZRecordListSearch.parse(raw);
}
