import { prisma, type DbClient } from "@suyuan/db/client";
import type { Logger } from "../../lib/logger.ts";
import { plainText, wordsOf } from "./search-words.ts";

// The search words of contents (cms_content.search_words, GIN-indexed): written with every save in
// the save's transaction, and for rows that have none yet (older rows, imports) by a background
// backfill that any process may run (rows are claimed with SKIP LOCKED).

/** A tsvector holds at most 1 MB; words past this many are not indexed. */
const MAX_WORDS = 50_000;

type SourceRow = {
  id: number;
  title: string;
  shortTitle: string | null;
  description: string | null;
  txt: string | null;
};

const wordsText = (text: string) => wordsOf(text).slice(0, MAX_WORDS).join(" ");

/** Writes the search words of some contents (title words weigh more than the text's). */
export async function writeSearchWords(db: DbClient, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows: SourceRow[] = await db.content.findMany({
    where: { id: { in: ids } },
    select: { id: true, title: true, shortTitle: true, description: true, txt: true },
  });
  if (rows.length === 0) return;
  await db.$executeRawUnsafe(
    `UPDATE cms_content c
        SET search_words = setweight(to_tsvector('simple', v.title), 'A') || to_tsvector('simple', v.body)
       FROM unnest($1::int[], $2::text[], $3::text[]) AS v(id, title, body)
      WHERE c.id = v.id`,
    rows.map((row) => row.id),
    rows.map((row) => wordsText(`${row.title} ${row.shortTitle ?? ""}`)),
    rows.map((row) => wordsText(`${row.description ?? ""} ${plainText(row.txt ?? "")}`)),
  );
}

/** Writes the words of up to `batch` contents that have none; the number written. */
export async function backfillSearchWords(batch = 500): Promise<number> {
  return prisma.$transaction(async (tx) => {
    const claimed = await tx.$queryRawUnsafe<{ id: number }[]>(
      `SELECT id FROM cms_content WHERE search_words IS NULL ORDER BY id LIMIT $1::int FOR UPDATE SKIP LOCKED`,
      batch,
    );
    await writeSearchWords(
      tx,
      claimed.map((row) => row.id),
    );
    return claimed.length;
  });
}

/** Fills in missing search words in the background after start, batch by batch. */
export function startSearchBackfill(log: Logger): void {
  void (async () => {
    let total = 0;
    try {
      for (let written = await backfillSearchWords(); written > 0; written = await backfillSearchWords())
        total += written;
      if (total > 0) log.info({ contents: total }, "search words written");
    } catch (error) {
      log.warn({ err: error }, "search words backfill stopped (the next start resumes it)");
    }
  })();
}
