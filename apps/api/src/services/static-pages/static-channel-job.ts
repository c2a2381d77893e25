import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { queryRows } from "@suyuan/db/client";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { readChannelTree, type ChannelTree } from "../public-site/public-site-data.ts";
import { defineSiteJobKind, type ItemError } from "../site-job/site-job-kind.ts";
import type { RenderedPage } from "./static-page-store.ts";
import { channelPagePath } from "./static-paths.ts";
import { commitRendered, renderOne, renderTarget } from "./static-render.ts";

// static/channel: every list page of one channel (with its sub-channels when asked) or of all the
// site's channels. Channels go in id order and each from page 1 until the page past its last
// answers 404, so the cursor (channel id, page) stays right whatever is edited meanwhile.

const Params = z.object({ channelId: z.number().int().positive().optional(), containChild: z.boolean() });
type Params = z.output<typeof Params>;
type Cursor = { channelId: number; page: number };

/** Items a list page shows, for the estimate of the total only (the renderer decides the pages). */
const PAGE_SIZE_ESTIMATE = 20;

/** The channels a job covers, by id. */
export function channelsOf(tree: ChannelTree, params: { channelId?: number; containChild: boolean }): number[] {
  if (params.channelId === undefined) return [...tree.byId.keys()].sort((a, b) => a - b);
  if (!tree.byId.has(params.channelId))
    throw new AppError("BAD_REQUEST", { messageKey: "staticPages.channelNotFound" });
  const ids: number[] = [];
  const stack = [params.channelId];
  while (stack.length > 0) {
    const id = stack.pop()!;
    ids.push(id);
    if (params.containChild) for (const child of tree.childrenOf(id)) stack.push(child.id);
  }
  return ids.sort((a, b) => a - b);
}

async function countPages(siteId: number, params: Params): Promise<number> {
  const tree = await readChannelTree(siteId);
  const ids = channelsOf(tree, params);
  const counts = await queryRows<{ channelId: number; n: number }>(
    `SELECT c.channel_id AS "channelId", count(*)::int AS n FROM cms_content c
      WHERE c.site_id = $1::int AND c.status = ${CONTENT_STATUS.passed} AND c.release_date <= now()
      GROUP BY c.channel_id`,
    [siteId],
  );
  const byChannel = new Map(counts.map((row) => [row.channelId, row.n]));
  let total = 0;
  for (const id of ids) {
    const items = tree.visibleSubtree(id).reduce((sum, child) => sum + (byChannel.get(child) ?? 0), 0);
    total += Math.max(1, Math.ceil(items / PAGE_SIZE_ESTIMATE));
  }
  return total;
}

export const staticChannelJob = defineSiteJobKind<Params, Cursor>({
  kind: "static_channel",
  params: Params,
  count: countPages,
  async step({ job, params, cursor, maxItems, until }) {
    const target = await renderTarget(job.siteId);
    const tree = await readChannelTree(job.siteId);
    const ids = channelsOf(tree, params);
    const pages: RenderedPage[] = [];
    const gone: string[] = [];
    const errors: ItemError[] = [];
    const items: string[] = [];
    let at: Cursor = cursor ?? { channelId: ids[0] ?? 0, page: 1 };
    const nextChannel = (after: number): Cursor => ({ channelId: ids.find((id) => id > after) ?? 0, page: 1 });
    for (;;) {
      const id = ids.find((candidate) => candidate >= at.channelId);
      if (id === undefined || ids.length === 0 || at.channelId === 0) {
        at = { channelId: 0, page: 1 };
        break;
      }
      if (id !== at.channelId) at = { channelId: id, page: 1 };
      if (items.length >= maxItems || (items.length > 0 && Date.now() >= until)) break;
      const channel = tree.byId.get(id)!;
      const path = channelPagePath(channel.path, at.page);
      const outcome = await renderOne(target, { path, label: `${target.base}${path}`, contentId: null });
      if (outcome.kind === "page") {
        pages.push(outcome.page);
        items.push(`${target.base}${path}`);
        at = { channelId: id, page: at.page + 1 };
      } else if (outcome.kind === "error") {
        errors.push(outcome.error);
        items.push(`${target.base}${path}`);
        at = nextChannel(id);
      } else {
        gone.push(path);
        // The first page is an item (a members-only channel has one, not stored); a later page
        // answering 404 is the end of the channel's pages.
        if (at.page === 1) items.push(`${target.base}${path}`);
        at = nextChannel(id);
      }
    }
    return {
      cursor: at,
      finished: at.channelId === 0,
      items,
      errors,
      commit: commitRendered(target, { pages, gone }),
    };
  },
});
