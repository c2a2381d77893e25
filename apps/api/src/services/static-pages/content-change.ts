import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import type { TransactionClient } from "@suyuan/db/client";
import { enqueueSiteJob } from "../site-job/site-job-runner.ts";
import { deleteStaticPages } from "./static-page-store.ts";
import { channelPagePath, contentPagePath, HOME_PATH } from "./static-paths.ts";
import "./static-refresh-job.ts";

// What a content change does to the static pages, in the change's transaction. A change that
// touches the public (the content was passed before or is now: published, edited while passed,
// withdrawn, binned, moved, put on top ...) affects the content's page, the first list page of its
// channel (before and after) and of every channel above, and the home page:
// - those pages are deleted at once, so no visitor ever gets a page of withdrawn content or an
//   outdated one (the dynamic pages answer meanwhile);
// - on sites with static pages on, a small job regenerates them once the change commits.
// Later list pages and the neighbours' previous/next links are left as they are, as the origin did.

/** A changed item as it was before the change (status null: it is new). */
export type ContentBefore = { id: number; status: number | null; channelId?: number | null };

type NowRow = {
  id: number;
  siteId: number;
  channelId: number;
  status: number;
  staticPages: boolean;
  hasPages: boolean;
};

export async function staticPagesAfterContentChange(
  tx: TransactionClient,
  before: readonly ContentBefore[],
  actor: { userId: number | null } = { userId: null },
): Promise<void> {
  if (before.length === 0) return;
  const now = await tx.$queryRawUnsafe<NowRow[]>(
    `SELECT c.id, c.site_id AS "siteId", c.channel_id AS "channelId", c.status, s.static_pages AS "staticPages",
            EXISTS (SELECT 1 FROM cms_static_page p WHERE p.site_id = c.site_id) AS "hasPages"
       FROM cms_content c JOIN site s ON s.id = c.site_id
      WHERE c.id = ANY($1::int[])`,
    before.map((row) => row.id),
  );
  const earlier = new Map(before.map((row) => [row.id, row]));
  const bySite = new Map<number, { rows: NowRow[]; staticPages: boolean; hasPages: boolean }>();
  for (const row of now) {
    const was = earlier.get(row.id);
    const touchesPublic = was?.status === CONTENT_STATUS.passed || row.status === CONTENT_STATUS.passed;
    if (!touchesPublic || (!row.staticPages && !row.hasPages)) continue;
    const site = bySite.get(row.siteId) ?? { rows: [], staticPages: row.staticPages, hasPages: row.hasPages };
    site.rows.push(row);
    bySite.set(row.siteId, site);
  }
  for (const [siteId, site] of bySite) {
    const channelIds = new Set<number>();
    for (const row of site.rows) {
      channelIds.add(row.channelId);
      const was = earlier.get(row.id)?.channelId;
      if (was) channelIds.add(was);
    }
    if (site.hasPages) await deleteAffected(tx, siteId, site.rows, channelIds, earlier);
    if (site.staticPages) {
      await enqueueSiteJob(tx, {
        siteId,
        kind: "static_refresh",
        params: {
          contentIds: site.rows.filter((row) => row.status === CONTENT_STATUS.passed).map((row) => row.id),
          channelIds: [...channelIds],
          home: true,
        },
        createdById: actor.userId,
      });
    }
  }
}

/** Deletes the affected pages: content pages at their old and new channel, the channels' first pages and above, home. */
async function deleteAffected(
  tx: TransactionClient,
  siteId: number,
  rows: readonly NowRow[],
  channelIds: Set<number>,
  earlier: Map<number, ContentBefore>,
): Promise<void> {
  const channels = await tx.$queryRawUnsafe<{ id: number; path: string }[]>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, path FROM cms_channel WHERE id = ANY($1::int[])
       UNION
       SELECT c.id, c.parent_id, c.path FROM cms_channel c JOIN up ON c.id = up.parent_id)
     SELECT id, path FROM up`,
    [...channelIds],
  );
  const pathOf = new Map(channels.map((channel) => [channel.id, channel.path]));
  const paths = [HOME_PATH, ...channels.map((channel) => channelPagePath(channel.path, 1))];
  for (const row of rows) {
    for (const channelId of [row.channelId, earlier.get(row.id)?.channelId]) {
      const path = channelId ? pathOf.get(channelId) : undefined;
      if (path !== undefined) paths.push(contentPagePath(path, row.id));
    }
  }
  await deleteStaticPages(tx, siteId, paths);
}
