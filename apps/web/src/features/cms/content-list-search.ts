import { CONTENT_STATUS, type ContentStatus } from "@suyuan/contracts/content/content-status";
import { z } from "zod";
import { searchBool, searchId, searchPage, searchPageSize, searchText } from "../../lib/list-search.ts";

// The state of the content list (channel, status tab, filters, paging), kept in the URL like every
// other list. It lives apart from the page so the route can parse it without loading the page.

/** The status tabs of the list (the recycle bin has its own page, so it is no tab here). */
export const TAB_STATUSES: readonly ContentStatus[] = [
  CONTENT_STATUS.draft,
  CONTENT_STATUS.checking,
  CONTENT_STATUS.returned,
  CONTENT_STATUS.passed,
  CONTENT_STATUS.archived,
  CONTENT_STATUS.contributed,
];

/** A status with a tab; anything else (the recycle bin's code, text) means the "all" tab. */
const searchTabStatus = z
  .unknown()
  .transform((value) => {
    const number = typeof value === "string" ? Number(value) : value;
    return TAB_STATUSES.find((status) => status === number);
  })
  .optional();

const ZContentListSearch = z.object({
  channelId: searchId,
  status: searchTabStatus,
  title: searchText,
  keyword: searchText,
  onTop: searchBool,
  recommended: searchBool,
  mine: searchBool,
  page: searchPage,
  pageSize: searchPageSize,
});

export type ContentListSearch = z.output<typeof ZContentListSearch>;

export function parseContentListSearch(raw: Record<string, unknown>): ContentListSearch {
  return ZContentListSearch.parse(raw);
}
