import { createHash } from "node:crypto";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { queryRows, type DbClient } from "@suyuan/db/client";

// cms_static_page: generated pages, kept in the database so every process serves the same ones.
// A page is served only while it is fresh (rendered with the site's current template version) and
// asked at the site's canonical base (see canonicalBase).

/** The ETag of a page body: the same for a static page and its dynamic rendering, so 304s carry over. */
export const pageEtag = (body: string | Uint8Array) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** Sites without any static page are not looked up again for this long per process. */
const NONE_TTL_MS = 5_000;
const knownEmpty = new Map<number, number>();

/** This process just stored pages of the site: look them up from now on. */
export function noteStaticPages(siteId: number): void {
  knownEmpty.delete(siteId);
}

type LookupRow = { html: string | null; etag: string | null; fresh: boolean | null; any: boolean };

/**
 * The fresh static page at `path`, or null (then the page is rendered). One statement by the
 * primary keys (the page's and the site's); a site known to have no pages costs nothing.
 */
export async function findStaticPage(
  siteId: number,
  path: string,
  atRoot: boolean,
): Promise<{ html: string; etag: string } | null> {
  const emptyAt = knownEmpty.get(siteId);
  if (emptyAt !== undefined && Date.now() - emptyAt < NONE_TTL_MS) return null;
  const rows = await queryRows<LookupRow>(
    `SELECT p.html, p.etag,
            p.template_version = s.template_version AND (s.domain IS NOT NULL) = $3::boolean AS fresh,
            p.html IS NOT NULL OR EXISTS (SELECT 1 FROM cms_static_page x WHERE x.site_id = $1::int) AS any
       FROM site s LEFT JOIN cms_static_page p ON p.site_id = s.id AND p.path = $2::text
      WHERE s.id = $1::int`,
    [siteId, path, atRoot],
  );
  const row = rows[0];
  if (!row?.any) {
    knownEmpty.set(siteId, Date.now());
    return null;
  }
  knownEmpty.delete(siteId);
  return row.fresh && row.html !== null && row.etag !== null ? { html: row.html, etag: row.etag } : null;
}

export type RenderedPage = { path: string; html: string; contentId: number | null };

/**
 * Stores rendered pages in the caller's transaction. `renderedAt` (the database's clock before the
 * pages were read) keeps the newest rendering when two jobs write one page. A content page is
 * stored only while its content is still passed: the content rows are share-locked, so a
 * withdrawal either commits first (and the page is not stored) or waits for this transaction (and
 * then deletes the page).
 */
export async function storeStaticPages(
  tx: DbClient,
  siteId: number,
  templateVersion: number,
  renderedAt: Date,
  pages: readonly RenderedPage[],
): Promise<void> {
  if (pages.length === 0) return;
  const contentIds = pages.flatMap((page) => (page.contentId === null ? [] : [page.contentId]));
  const passed = new Set<number>();
  if (contentIds.length > 0) {
    const rows = await tx.$queryRawUnsafe<{ id: number }[]>(
      `SELECT id FROM cms_content WHERE id = ANY($1::int[]) AND status = ${CONTENT_STATUS.passed} ORDER BY id FOR SHARE`,
      contentIds,
    );
    for (const row of rows) passed.add(row.id);
  }
  const kept = pages.filter((page) => page.contentId === null || passed.has(page.contentId));
  if (kept.length === 0) return;
  await tx.$executeRawUnsafe(
    `INSERT INTO cms_static_page AS p (site_id, path, html, etag, template_version, generated_at)
     SELECT $1::int, v.path, v.html, v.etag, $2::int, $3::timestamptz
       FROM unnest($4::text[], $5::text[], $6::text[]) AS v(path, html, etag)
     ON CONFLICT (site_id, path) DO UPDATE
        SET html = EXCLUDED.html, etag = EXCLUDED.etag, template_version = EXCLUDED.template_version,
            generated_at = EXCLUDED.generated_at
      WHERE p.generated_at <= EXCLUDED.generated_at`,
    siteId,
    templateVersion,
    renderedAt,
    kept.map((page) => page.path),
    kept.map((page) => page.html),
    kept.map((page) => pageEtag(page.html)),
  );
  noteStaticPages(siteId);
}

/** Deletes pages of a site by path (in the caller's transaction). */
export async function deleteStaticPages(db: DbClient, siteId: number, paths: readonly string[]): Promise<number> {
  if (paths.length === 0) return 0;
  return db.$executeRawUnsafe(
    `DELETE FROM cms_static_page WHERE site_id = $1::int AND path = ANY($2::text[])`,
    siteId,
    [...new Set(paths)],
  );
}
