import { z } from "zod";
import { searchPage, searchPageSize, searchText } from "../../lib/list-search.ts";

// The state of the messages page, kept in the URL like every other list.

const ZMessageListSearch = z.object({
  page: searchPage,
  pageSize: searchPageSize,
  /** 0 inbox (absent), 1 sent, 2 drafts, 3 bin. */
  box: z.coerce.number().int().min(0).max(3).optional().catch(undefined),
  title: searchText,
});

export type MessageListSearch = z.output<typeof ZMessageListSearch>;

export function parseMessageListSearch(raw: Record<string, unknown>): MessageListSearch {
  return ZMessageListSearch.parse(raw);
}
