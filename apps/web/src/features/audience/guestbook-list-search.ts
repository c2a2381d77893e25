import { z } from "zod";
import { searchId, searchPage, searchPageSize, searchText } from "../../lib/list-search.ts";

// The state of the guestbook list, kept in the URL like every other list.

const ZGuestbookListSearch = z.object({
  page: searchPage,
  pageSize: searchPageSize,
  /** 0 待审核, 1 已审核; absent lists all. */
  checked: z.coerce.number().int().min(0).max(1).optional().catch(undefined),
  ctgId: searchId,
  text: searchText,
});

export type GuestbookListSearch = z.output<typeof ZGuestbookListSearch>;

export function parseGuestbookListSearch(raw: Record<string, unknown>): GuestbookListSearch {
  return ZGuestbookListSearch.parse(raw);
}
