import { queryRows } from "@suyuan/db/client";
import { z } from "zod";
import { readChannelTree } from "../public-site/public-site-data.ts";
import { defineSiteJobKind } from "../site-job/site-job-kind.ts";
import { channelPagePath, contentPagePath, HOME_PATH } from "./static-paths.ts";
import { commitRendered, renderPages, renderTarget, type PageItem } from "./static-render.ts";

// The automatic regeneration after a content change (see content-change.ts): the pages of the
// changed content, the first list page of their channels and of every channel above, and the home
// page. The list is rebuilt from the parameters at every step in the same order; the cursor is
// the position in it.

const Params = z.object({
  contentIds: z.array(z.number().int().positive()),
  channelIds: z.array(z.number().int().positive()),
  home: z.boolean(),
});
type Params = z.output<typeof Params>;
type Cursor = { next: number };

async function pagesOf(siteId: number, params: Params): Promise<PageItem[]> {
  const tree = await readChannelTree(siteId);
  const contents = await queryRows<{ id: number; channelId: number }>(
    `SELECT id, channel_id AS "channelId" FROM cms_content WHERE id = ANY($1::int[]) AND site_id = $2::int ORDER BY id`,
    [params.contentIds, siteId],
  );
  const items: PageItem[] = [];
  for (const row of contents) {
    const channel = tree.byId.get(row.channelId);
    if (channel) items.push({ path: contentPagePath(channel.path, row.id), label: "", contentId: row.id });
  }
  const channels = new Set<number>();
  for (const id of params.channelIds) for (const channel of tree.ancestry(id)) channels.add(channel.id);
  for (const id of [...channels].sort((a, b) => a - b))
    items.push({ path: channelPagePath(tree.byId.get(id)!.path, 1), label: "", contentId: null });
  if (params.home) items.push({ path: HOME_PATH, label: "", contentId: null });
  return items;
}

export const staticRefreshJob = defineSiteJobKind<Params, Cursor>({
  kind: "static_refresh",
  params: Params,
  count: async (siteId, params) => (await pagesOf(siteId, params)).length,
  async step({ job, params, cursor, maxItems, until }) {
    const target = await renderTarget(job.siteId);
    const from = cursor?.next ?? 0;
    const all = await pagesOf(job.siteId, params);
    const items = all.slice(from, from + maxItems).map((item) => ({ ...item, label: `${target.base}${item.path}` }));
    const rendered = await renderPages(target, items, until);
    const next = from + rendered.labels.length;
    return {
      cursor: { next },
      finished: next >= all.length,
      items: rendered.labels,
      errors: rendered.errors,
      commit: commitRendered(target, rendered),
    };
  },
});
