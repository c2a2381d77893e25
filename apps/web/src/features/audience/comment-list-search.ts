import { z } from "zod";
import { searchId, searchPage, searchPageSize, searchText } from "../../lib/list-search.ts";

// The state of the comment list, kept in the URL like every other list.

const ZCommentListSearch = z.object({
  page: searchPage,
  pageSize: searchPageSize,
  /** 0 待审核, 1 已通过, 2 已拒绝; absent lists all. */
  checked: z.coerce.number().int().min(0).max(2).optional().catch(undefined),
  contentId: searchId,
  text: searchText,
});

export type CommentListSearch = z.output<typeof ZCommentListSearch>;

export function parseCommentListSearch(raw: Record<string, unknown>): CommentListSearch {
  return ZCommentListSearch.parse(raw);
}
