import { z } from "zod";
import { searchBool, searchPage, searchPageSize, searchText } from "../../lib/list-search.ts";

// The state of the attachment list, kept in the URL like every other list.

const ZFileListSearch = z.object({
  page: searchPage,
  pageSize: searchPageSize,
  /** true lists files some record uses, false the unused ones; absent lists all. */
  valid: searchBool,
  name: searchText,
});

export type FileListSearch = z.output<typeof ZFileListSearch>;

export function parseFileListSearch(raw: Record<string, unknown>): FileListSearch {
  return ZFileListSearch.parse(raw);
}
