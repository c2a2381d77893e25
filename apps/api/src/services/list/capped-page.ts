import { COUNT_CAP, type TListOutput } from "@suyuan/contracts/common/list";

/**
 * One page of a list that may hold millions of rows. The count stops at COUNT_CAP (it reads at
 * most that many index entries) and the page is clamped to what the count covers, so neither the
 * count nor the offset ever walks a whole table.
 */
export async function cappedPage<Item>(
  paging: { page: number; pageSize: number },
  query: {
    /**
     * Ids of matching rows, at most `take`, in the list's own order, so the walk uses the same
     * index as the page. (Prisma's `count({ take })` sorts by id first, which can sort every match.)
     */
    countIds: (take: number) => Promise<unknown[]>;
    rows: (skip: number, take: number) => Promise<Item[]>;
  },
): Promise<TListOutput<Item>> {
  if (paging.page === 1) {
    // A short first page is the whole result: no count needed.
    const firstRows = await query.rows(0, paging.pageSize);
    if (firstRows.length < paging.pageSize) {
      return { items: firstRows, total: firstRows.length, page: 1, pageSize: paging.pageSize, totalCapped: false };
    }
    const counted = (await query.countIds(COUNT_CAP + 1)).length;
    return {
      items: firstRows,
      total: Math.min(counted, COUNT_CAP),
      page: 1,
      pageSize: paging.pageSize,
      totalCapped: counted > COUNT_CAP,
    };
  }
  const counted = (await query.countIds(COUNT_CAP + 1)).length;
  const totalCapped = counted > COUNT_CAP;
  const total = Math.min(counted, COUNT_CAP);
  const lastPage = Math.max(1, Math.ceil(total / paging.pageSize));
  const page = Math.min(paging.page, lastPage);
  const items = total === 0 ? [] : await query.rows((page - 1) * paging.pageSize, paging.pageSize);
  return { items, total, page, pageSize: paging.pageSize, totalCapped };
}
