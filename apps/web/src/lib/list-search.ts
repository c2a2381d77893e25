import { DEFAULT_PAGE_SIZE, parsePageSize } from "@suyuan/ui/page-size";
import { z } from "zod";

/**
 * Table state lives in the URL (page, page size, sort, filters) so a list can be bookmarked,
 * shared and restored with Back. Every field is optional and a bad value is dropped rather than
 * failing the page: a hand-edited `?pageSize=abc` simply means the default (spec: resets to 10).
 */
export const searchPage = z
  .unknown()
  .transform((value) => {
    const number = typeof value === "string" ? Number(value) : value;
    return typeof number === "number" && Number.isInteger(number) && number >= 1 ? number : undefined;
  })
  .optional();

export const searchPageSize = z
  .unknown()
  .transform((value) => {
    if (value === undefined) return undefined;
    const size = parsePageSize(value);
    return size === DEFAULT_PAGE_SIZE ? undefined : size;
  })
  .optional();

const searchSortDir = z.enum(["asc", "desc"]).optional().catch(undefined);

export function searchSortBy<const Keys extends readonly [string, ...string[]]>(keys: Keys) {
  return z.enum(keys).optional().catch(undefined);
}

export const searchText = z
  .unknown()
  .transform((value) => (typeof value === "string" || typeof value === "number" ? String(value).trim() : ""))
  .transform((value) => (value === "" ? undefined : value.slice(0, 100)))
  .optional();

export const searchId = z.coerce.number().int().positive().optional().catch(undefined);

export const searchBool = z
  .unknown()
  .transform((value) =>
    value === true || value === "true" ? true : value === false || value === "false" ? false : undefined,
  )
  .optional();

export const searchDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional()
  .catch(undefined);

/** The search of a list page that pages in the server's one order, and holds nothing else. */
export const pagingSearch = z.object({ page: searchPage, pageSize: searchPageSize });

export const listSearchBase = { page: searchPage, pageSize: searchPageSize, sortDir: searchSortDir };

export type ListPaging = { page: number; pageSize: number; sortDir: "asc" | "desc" };

export function pagingOf(search: {
  page?: number | undefined;
  pageSize?: number | undefined;
  sortDir?: "asc" | "desc" | undefined;
}): ListPaging {
  return { page: search.page ?? 1, pageSize: search.pageSize ?? DEFAULT_PAGE_SIZE, sortDir: search.sortDir ?? "desc" };
}

/** Search fields equal to their defaults are left out of the URL. */
export function cleanSearch<S extends Record<string, unknown>>(search: S): S {
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === "") continue;
    if (key === "page" && value === 1) continue;
    if (key === "pageSize" && value === DEFAULT_PAGE_SIZE) continue;
    result[key] = value;
  }
  return result as S;
}

/**
 * A loader that waits for the list on entering the page (so it opens with data) but not when only
 * the search changes: then the previous rows stay on screen under a loading overlay.
 */
export async function ensureList(cause: "enter" | "stay" | "preload", load: () => Promise<unknown>): Promise<void> {
  const promise = load();
  if (cause === "stay") {
    promise.catch(() => undefined);
    return;
  }
  await promise;
}
