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
     * How many rows match, counting at most `take`, in the list's own order so the count walks
     * the same index as the page (`model.count({ where, orderBy, take })`).
     */
    count: (take: number) => Promise<number>;
    rows: (skip: number, take: number) => Promise<Item[]>;
  },
): Promise<TListOutput<Item>> {
  if (paging.page === 1) {
    // The first page and the count do not depend on each other: ask for both at once.
    const [items, counted] = await Promise.all([query.rows(0, paging.pageSize), query.count(COUNT_CAP + 1)]);
    return {
      items,
      total: Math.min(counted, COUNT_CAP),
      page: 1,
      pageSize: paging.pageSize,
      totalCapped: counted > COUNT_CAP,
    };
  }
  const counted = await query.count(COUNT_CAP + 1);
  const totalCapped = counted > COUNT_CAP;
  const total = Math.min(counted, COUNT_CAP);
  const lastPage = Math.max(1, Math.ceil(total / paging.pageSize));
  const page = Math.min(paging.page, lastPage);
  const items = total === 0 ? [] : await query.rows((page - 1) * paging.pageSize, paging.pageSize);
  return { items, total, page, pageSize: paging.pageSize, totalCapped };
}
