const BATCH = 500;

/**
 * Walks a table in id order, one batch at a time (keyset paging: no offset scans), yielding rows.
 * Used by exports so that memory stays flat however many rows match.
 */
export async function* iterateById<Row extends { id: number | bigint | string }>(
  fetchBatch: (afterId: Row["id"] | null, take: number) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let afterId: Row["id"] | null = null;
  for (;;) {
    const rows = await fetchBatch(afterId, BATCH);
    yield* rows;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    afterId = last.id;
  }
}
