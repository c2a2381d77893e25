import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { queryRows } from "@suyuan/db/client";
import { z } from "zod";
import { readChannelTree } from "../public-site/public-site-data.ts";
import { defineSiteJobKind } from "../site-job/site-job-kind.ts";
import { channelsOf } from "./static-channel-job.ts";
import { contentPagePath } from "./static-paths.ts";
import { commitRendered, renderPages, renderTarget, type PageItem } from "./static-render.ts";

// static/content: the pages of passed, released content of one channel with its sub-channels (or
// of the whole site), optionally released on or after a day; members-only content and channels
// are left out (their pages answer 403 and are never stored). Content goes in id order; the
// cursor is the last id done.

const Params = z.object({
  channelId: z.number().int().positive().optional(),
  /** yyyy-MM-dd, China time. */
  startDate: z.string().optional(),
});
type Params = z.output<typeof Params>;
type Cursor = { lastId: number };

/** Rows read per step at most (rendering stops earlier when the step's time is up). */
const READ_LIMIT = 200;

/** The condition and values of the job's content (channels visible to the public only). */
async function scope(siteId: number, params: Params) {
  const tree = await readChannelTree(siteId);
  const visible = new Set(channelsOf(tree, { channelId: params.channelId, containChild: true }));
  const channelIds = [...visible].filter((id) => !tree.byId.get(id)?.restricted);
  const values: unknown[] = [siteId, channelIds];
  let where = `c.site_id = $1::int AND c.channel_id = ANY($2::int[])
    AND c.status = ${CONTENT_STATUS.passed} AND c.release_date <= now()
    AND NOT EXISTS (SELECT 1 FROM cms_content_view_group v WHERE v.content_id = c.id)`;
  if (params.startDate) {
    values.push(`${params.startDate}T00:00:00+08:00`);
    where += ` AND c.release_date >= $${values.length}::timestamptz`;
  }
  return { tree, where, values };
}

export const staticContentJob = defineSiteJobKind<Params, Cursor>({
  kind: "static_content",
  params: Params,
  async count(siteId, params) {
    const { where, values } = await scope(siteId, params);
    const [row] = await queryRows<{ n: number }>(`SELECT count(*)::int AS n FROM cms_content c WHERE ${where}`, values);
    return row?.n ?? 0;
  },
  async step({ job, params, cursor, maxItems, until }) {
    const target = await renderTarget(job.siteId);
    const { tree, where, values } = await scope(job.siteId, params);
    const lastId = cursor?.lastId ?? 0;
    const rows = await queryRows<{ id: number; channelId: number }>(
      `SELECT c.id, c.channel_id AS "channelId" FROM cms_content c
        WHERE ${where} AND c.id > $${values.length + 1}::int
        ORDER BY c.id LIMIT $${values.length + 2}::int`,
      [...values, lastId, Math.min(maxItems, READ_LIMIT)],
    );
    const items: (PageItem & { id: number })[] = rows.map((row) => {
      const path = contentPagePath(tree.byId.get(row.channelId)!.path, row.id);
      return { id: row.id, path, label: `${target.base}${path}`, contentId: row.id };
    });
    const rendered = await renderPages(target, items, until);
    const last = items[rendered.labels.length - 1];
    return {
      cursor: { lastId: last?.id ?? lastId },
      finished: rendered.labels.length === items.length && items.length < Math.min(maxItems, READ_LIMIT),
      items: rendered.labels,
      errors: rendered.errors,
      commit: commitRendered(target, rendered),
    };
  },
});
