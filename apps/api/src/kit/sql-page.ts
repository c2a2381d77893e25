import { COUNT_CAP } from "@suyuan/contracts/common/list";
import { quoteIdentifier as quote, type SqlModel } from "./sql-model.ts";
import { type Params, whereSql } from "./sql-where.ts";

// The paging part of a list statement (kit/sql-list-json.ts): the where, the order, the capped
// count and the page clamped to it. The count stops at COUNT_CAP (it reads at most that many index
// entries) and the page is clamped to what it covers, so neither ever walks a whole table.

/** The page a kit list asks for: its where (kit/sql-where.ts), order and paging. */
export type ListPageQuery = {
  where: Record<string, unknown>;
  sortBy: string;
  direction: "asc" | "desc";
  page: number;
  pageSize: number;
  /** The id's direction after the sort column (default `direction`): the master site first, then the oldest. */
  idDirection?: "asc" | "desc";
};

export type CappedPageSql = {
  /** The where on rows aliased `t`. */
  where: string;
  /** The list's order, then the id in the same direction (the page's index). */
  order: string;
  /** A one-row query of `n`: the matching rows counted, at most COUNT_CAP + 1 (read in the list's order). */
  count: string;
  /** LIMIT and OFFSET of the asked page, clamped to the pages `countExpression` covers. */
  limitOffset: (countExpression: string) => string;
  /** How many rows the list holds up to the end of that page (a LIMIT for a part of the page's rows). */
  pageEnd: (countExpression: string) => string;
};

/** The statement parts of `query` on `model`, or null when its where or sort is not covered. */
export function cappedPageSql(model: SqlModel, query: ListPageQuery, params: Params): CappedPageSql | null {
  const id = model.columns.get("id");
  const sortColumn = model.columns.get(query.sortBy);
  if (!id || !sortColumn || sortColumn.dataType === "ARRAY") return null;
  const where = whereSql(model, query.where, "t", params);
  if (where === null) return null;
  const direction = query.direction === "asc" ? "ASC" : "DESC";
  const idDirection = (query.idDirection ?? query.direction) === "asc" ? "ASC" : "DESC";
  const sorted = `t.${quote(sortColumn.column)} ${direction}`;
  const order = `${sorted}, t.${quote(id.column)} ${idDirection}`;
  // The count's rows need no tie-break: any 1,001 of them count the same, and without the id the
  // sort column's index answers the order as it stands (with it, PostgreSQL sorted each run of
  // equal times again: a fifth of a goods count's database time).
  return cappedPageParts({ table: quote(model.table), where, order, countOrder: sorted }, query, params);
}

/**
 * The parts of a page of `table`'s rows (aliased `t`) matching `where` in `order`, for a list that
 * writes its own where and order (a custom order expression, a where reading a CTE).
 * `countOrder`: the order the capped count reads its rows in (default `order`), for an `order`
 * no index answers where one in the same rows does.
 */
export function cappedPageParts(
  rows: { table: string; where: string; order: string; countOrder?: string },
  paging: Pick<ListPageQuery, "page" | "pageSize">,
  params: Params,
): CappedPageSql {
  // The cap and the page size are written into the text, not bound: with them as parameters
  // PostgreSQL's generic plan of the named statement estimated an unknown LIMIT and lost to
  // planning afresh on every call, which cost as much as running the statement (bench/
  // goods-list.ts). The page size is a validated small integer, so the texts stay few.
  if (!Number.isSafeInteger(paging.pageSize) || paging.pageSize < 1)
    throw new Error("page size must be a positive integer");
  const size = String(paging.pageSize);
  const asked = params.add(paging.page);
  const { table, where, order } = rows;
  const pageNumber = (countExpression: string) =>
    `LEAST(${asked}::int, GREATEST(1, CEIL(LEAST(${countExpression}, ${COUNT_CAP}::int)::numeric / ${size}::int)::int))`;
  return {
    where,
    order,
    count: `SELECT count(*)::int AS n FROM (
            SELECT 1 FROM ${table} t WHERE ${where} ORDER BY ${rows.countOrder ?? order} LIMIT ${COUNT_CAP + 1}::int
          ) capped`,
    limitOffset: (countExpression) => `LIMIT ${size}::int
          OFFSET (${pageNumber(countExpression)} - 1) * ${size}::int`,
    pageEnd: (countExpression) => `(${pageNumber(countExpression)} * ${size}::int)`,
  };
}

/** The total shown, the page answered and whether the count was capped, from the count read. */
export function cappedPaging(counted: number, query: Pick<ListPageQuery, "page" | "pageSize">) {
  const total = Math.min(counted, COUNT_CAP);
  const lastPage = Math.max(1, Math.ceil(total / query.pageSize));
  return { total, page: Math.min(query.page, lastPage), totalCapped: counted > COUNT_CAP };
}
