import { z } from "zod";
import { searchBool, searchPage, searchPageSize, searchText } from "../../../lib/list-search.ts";

// The state of the pushed-content list, kept in the URL like every other list.

const ZShareListSearch = z.object({
  page: searchPage,
  pageSize: searchPageSize,
  /** "out" lists this site's items offered elsewhere; absent means offers made to this site. */
  direction: z.enum(["in", "out"]).optional().catch(undefined),
  accepted: searchBool,
  title: searchText,
});

export type ShareListSearch = z.output<typeof ZShareListSearch>;

export function parseShareListSearch(raw: Record<string, unknown>): ShareListSearch {
  return ZShareListSearch.parse(raw);
}
