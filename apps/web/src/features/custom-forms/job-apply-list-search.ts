import { z } from "zod";
import { searchPage, searchPageSize, searchText } from "../../lib/list-search.ts";

// The state of the job application list, kept in the URL like every other list.

const ZJobApplyListSearch = z.object({ page: searchPage, pageSize: searchPageSize, text: searchText });

export function parseJobApplyListSearch(raw: Record<string, unknown>) {
  return ZJobApplyListSearch.parse(raw);
}
