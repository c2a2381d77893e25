import { z } from "zod";
import { searchId, searchPage, searchPageSize } from "../../lib/list-search.ts";

// The URL state of the recycle bin and the review queue: paging only, plus the channel links may
// carry (kept so such links still open, though neither list filters by it yet).

const ZContentPagingSearch = z.object({
  channelId: searchId,
  page: searchPage,
  pageSize: searchPageSize,
});

export type ContentPagingSearch = z.output<typeof ZContentPagingSearch>;

export function parseContentPagingSearch(raw: Record<string, unknown>): ContentPagingSearch {
  return ZContentPagingSearch.parse(raw);
}
