import {
  APPLICANT_KINDS,
  APPLICATION_STATUSES,
  GENERATION_STATUSES,
} from "@suyuan/contracts/code-application/code-application-fields";
import {
  CODE_APPLICATION_SORT_KEYS,
  type TFindCodeApplicationsInput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { z } from "zod";
import { listSearchBase, pagingOf, searchDate, searchId, searchSortBy } from "../../lib/list-search.ts";
import type { Trpc } from "../../lib/trpc.ts";

const applicationsSearchSchema = z.object({
  ...listSearchBase,
  sortBy: searchSortBy(CODE_APPLICATION_SORT_KEYS),
  enterpriseId: searchId,
  goodsId: searchId,
  status: z.enum(APPLICATION_STATUSES).optional().catch(undefined),
  generationStatus: z.enum(GENERATION_STATUSES).optional().catch(undefined),
  applicantKind: z.enum(APPLICANT_KINDS).optional().catch(undefined),
  from: searchDate,
  to: searchDate,
});

export type ApplicationsSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: (typeof CODE_APPLICATION_SORT_KEYS)[number];
  sortDir?: "asc" | "desc";
  enterpriseId?: number;
  goodsId?: number;
  status?: (typeof APPLICATION_STATUSES)[number];
  generationStatus?: (typeof GENERATION_STATUSES)[number];
  applicantKind?: (typeof APPLICANT_KINDS)[number];
  from?: string;
  to?: string;
};

export function parseApplicationsSearch(raw: Record<string, unknown>): ApplicationsSearch {
  const search = applicationsSearchSchema.parse(raw);
  // A reversed range from a hand-edited URL is dropped rather than refused by the server.
  return search.from && search.to && search.from > search.to ? { ...search, from: undefined, to: undefined } : search;
}

/** The list call's filters (also the export's `q`), without paging. */
export function applicationFilters(search: ApplicationsSearch) {
  return {
    sortBy: search.sortBy,
    sortDir: search.sortDir ?? "desc",
    enterpriseId: search.enterpriseId,
    goodsId: search.goodsId,
    status: search.status,
    generationStatus: search.generationStatus,
    applicantKind: search.applicantKind,
    from: search.from,
    to: search.to,
  } satisfies Partial<TFindCodeApplicationsInput>;
}

/** The application list, or the seller list (applications of sales and circulation enterprises). */
export function applicationsQueryOptions(trpc: Trpc, search: ApplicationsSearch, seller = false) {
  const { page, pageSize } = pagingOf(search);
  const input = { page, pageSize, ...applicationFilters(search) };
  return seller ? trpc.codeApplication.findSeller.queryOptions(input) : trpc.codeApplication.find.queryOptions(input);
}

export function applicationQueryOptions(trpc: Trpc, id: number) {
  return trpc.codeApplication.get.queryOptions({ id }, { staleTime: 0 });
}

/** While codes are being written, the pages poll the progress. */
export function isGenerating(status: string): boolean {
  return status === "queued" || status === "generating";
}
