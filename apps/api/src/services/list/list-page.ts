import type { TListOutput } from "@suyuan/contracts/common/list";
import { itemsOf, type JsonList } from "../../kit/sql-list-json.ts";
import type { ListPageQuery } from "../../kit/sql-page.ts";
import { iterateById } from "./iterate-by-id.ts";

// A hand-written list's page on the one list statement (kit/sql-list-json.ts: `listStatementOf`):
// the capped count, the clamped page and the items in one statement, read back as objects (its
// timestamps as Dates) for the list's output schema. The count stops at COUNT_CAP and the page is
// clamped to what it covers, so neither ever walks a whole table.

/** One page of `list`: its where (kit/sql-where.ts), its order (a column, then the id) and paging. */
export async function listPage<Item>(list: JsonList, query: ListPageQuery): Promise<TListOutput<Item>> {
  const found = await list.page(query);
  return {
    items: itemsOf(found) as Item[],
    total: found.total,
    page: found.page,
    pageSize: query.pageSize,
    totalCapped: found.totalCapped,
  };
}

/** The one row of `list` with `id` (within `where`, a scope), or null: a get on the list's statement. */
export async function listRow<Item>(list: JsonList, id: number, where: Record<string, unknown> = {}) {
  const found = await list.page({
    where: { AND: [where, { id }] },
    sortBy: "id",
    direction: "asc",
    page: 1,
    pageSize: 1,
    uncounted: true,
  });
  return (itemsOf(found)[0] as Item | undefined) ?? null;
}

/** Every matching row of `list`, in id order, in keyset batches (an export): no count, no offset. */
export function iterateList<Item extends { id: number | string }>(list: JsonList, where: Record<string, unknown>) {
  return iterateById<Item>(
    async (afterId, take) =>
      itemsOf(
        await list.page({
          where: afterId === null ? where : { AND: [where, { id: { gt: afterId } }] },
          sortBy: "id",
          direction: "asc",
          page: 1,
          pageSize: take,
          uncounted: true,
        }),
      ) as Item[],
  );
}
