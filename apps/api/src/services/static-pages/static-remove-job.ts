import { queryRows } from "@suyuan/db/client";
import { z } from "zod";
import { defineSiteJobKind } from "../site-job/site-job-kind.ts";
import { deleteStaticPages } from "./static-page-store.ts";
import { HOME_PATH } from "./static-paths.ts";

// static/index_remove: deletes the site's generated home page (the origin's action), or with `all`
// every generated page of the site, in path order (the cursor is the last path deleted). The
// dynamic pages answer in their place at once.

const Params = z.object({ all: z.boolean() });
type Params = z.output<typeof Params>;
type Cursor = { after: string };

export const staticRemoveJob = defineSiteJobKind<Params, Cursor>({
  kind: "static_index_remove",
  params: Params,
  async count(siteId, params) {
    if (!params.all) return 1;
    const [row] = await queryRows<{ n: number }>(
      `SELECT count(*)::int AS n FROM cms_static_page WHERE site_id = $1::int`,
      [siteId],
    );
    return row?.n ?? 0;
  },
  async step({ job, params, cursor, maxItems }) {
    if (!params.all)
      return {
        cursor: { after: HOME_PATH },
        finished: true,
        items: ["/"],
        errors: [],
        commit: async (tx) => void (await deleteStaticPages(tx, job.siteId, [HOME_PATH])),
      };
    const limit = Math.min(maxItems, 1_000);
    // Two statements rather than one with "IS NULL OR": each walks the primary key from its start.
    const rows = cursor
      ? await queryRows<{ path: string }>(
          `SELECT path FROM cms_static_page WHERE site_id = $1::int AND path > $2::text ORDER BY path LIMIT $3::int`,
          [job.siteId, cursor.after, limit],
        )
      : await queryRows<{ path: string }>(
          `SELECT path FROM cms_static_page WHERE site_id = $1::int ORDER BY path LIMIT $2::int`,
          [job.siteId, limit],
        );
    const paths = rows.map((row) => row.path);
    return {
      cursor: { after: paths.at(-1) ?? cursor?.after ?? HOME_PATH },
      finished: paths.length < limit,
      items: paths.map((path) => `/${path}`),
      errors: [],
      commit: async (tx) => void (await deleteStaticPages(tx, job.siteId, paths)),
    };
  },
});
