import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { prisma, queryRows } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { readChannelTree } from "../public-site/public-site-data.ts";
import type { ServiceContext } from "../service-context.ts";
import { contentPagePath } from "./static-paths.ts";
import { commitRendered, renderOne, renderTarget } from "./static-render.ts";

type ContentRow = { id: number; channelId: number; status: number; title: string };

/**
 * content/static: the static pages of the chosen content items of the current site, rendered now
 * in the given order by the public renderer (as the static/content job does for a channel). Every
 * item must be the site's; an item that is not approved, not open to the public or whose template
 * fails stops the call with its reason, the pages before it staying generated (each stored with
 * its operation-log entry in one transaction).
 */
export async function createContentPages(ctx: ServiceContext, ids: readonly number[]) {
  const siteId = currentSite(ctx);
  const unique = [...new Set(ids)];
  const rows = await queryRows<ContentRow>(
    `SELECT id, channel_id AS "channelId", status, title FROM cms_content WHERE site_id = $1::int AND id = ANY($2::int[])`,
    [siteId, unique],
  );
  if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
  const byId = new Map(rows.map((row) => [row.id, row]));
  const target = await renderTarget(siteId);
  const tree = await readChannelTree(siteId);
  let generated = 0;
  for (const id of unique) {
    const row = byId.get(id)!;
    const params = { title: row.title };
    if (row.status !== CONTENT_STATUS.passed)
      throw new AppError("RULE_VIOLATION", { messageKey: "staticPages.contentNotChecked", params });
    const channel = tree.byId.get(row.channelId);
    if (!channel || channel.restricted)
      throw new AppError("RULE_VIOLATION", { messageKey: "staticPages.contentNotPublic", params });
    const path = contentPagePath(channel.path, id);
    const outcome = await renderOne(target, { path, label: `${target.base}${path}`, contentId: id });
    if (outcome.kind === "error")
      throw new AppError("RULE_VIOLATION", {
        messageKey: "staticPages.renderFailed",
        params: { ...params, message: outcome.error.message },
      });
    if (outcome.kind === "gone")
      throw new AppError("RULE_VIOLATION", { messageKey: "staticPages.contentNotPublic", params });
    await prisma.$transaction(async (tx) => {
      await commitRendered(target, { pages: [outcome.page], gone: [] })(tx);
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create-page",
        resource: "content",
        targetId: id,
        detail: { title: row.title, path },
      });
    });
    generated += 1;
  }
  return { result: true, generated };
}
