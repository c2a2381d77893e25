import type { TCreateSearchIndexInput } from "@suyuan/contracts/search-index/search-index";
import type { TFindSiteJobsInput, TFindSiteJobsOutput } from "@suyuan/contracts/static-pages/site-job";
import { prisma, queryRows } from "@suyuan/db/client";
import { z } from "zod";
import { currentSite } from "../access/site-scope.ts";
import type { ServiceContext } from "../service-context.ts";
import { defineSiteJobKind } from "../site-job/site-job-kind.ts";
import { siteJobSettings } from "../site-job/site-job-settings.ts";
import { findSiteJobs } from "../site-job/site-job-store.ts";
import { startSiteJob } from "../static-pages/static-jobs.ts";
import { writeSearchWords } from "./content-search.ts";
import { channelWithDescendants } from "./content-scope.ts";

// lucene/create (全文检索): rewrites the search words of every content of the site, or of one
// channel with its sub-channels, as a background job (site-job runner): in id order, a chunk of
// rows per step, each chunk's words written in the step's transaction with the job's progress.
// Every status is indexed, as a save does (the admin's own search reads them too).

const Params = z.object({ channelId: z.number().int().positive().optional() });
type Params = z.output<typeof Params>;
type Cursor = { lastId: number };

/** Rows per step when no chunk size is set. */
const ROWS_PER_STEP = 200;

async function scope(siteId: number, params: Params): Promise<{ where: string; values: unknown[] }> {
  if (params.channelId === undefined) return { where: "c.site_id = $1::int", values: [siteId] };
  const channels = await channelWithDescendants(prisma, siteId, params.channelId);
  return { where: "c.site_id = $1::int AND c.channel_id = ANY($2::int[])", values: [siteId, channels] };
}

export const searchIndexJob = defineSiteJobKind<Params, Cursor>({
  kind: "search_index",
  params: Params,
  async count(siteId, params) {
    const { where, values } = await scope(siteId, params);
    const [row] = await queryRows<{ n: number }>(`SELECT count(*)::int AS n FROM cms_content c WHERE ${where}`, values);
    return row?.n ?? 0;
  },
  async step({ job, params, cursor }) {
    const { where, values } = await scope(job.siteId, params);
    const limit = siteJobSettings().chunkSize ?? ROWS_PER_STEP;
    const rows = await queryRows<{ id: number; title: string }>(
      `SELECT c.id, c.title FROM cms_content c WHERE ${where} AND c.id > $${values.length + 1}::int
        ORDER BY c.id LIMIT $${values.length + 2}::int`,
      [...values, cursor?.lastId ?? 0, limit],
    );
    const ids = rows.map((row) => row.id);
    return {
      cursor: { lastId: ids.at(-1) ?? cursor?.lastId ?? 0 },
      finished: rows.length < limit,
      items: rows.map((row) => row.title),
      errors: [],
      commit: (tx) => writeSearchWords(tx, ids),
    };
  },
});

/** Queues a rebuild of the current site's (or a channel's) search words. */
export function createSearchIndex(ctx: ServiceContext, input: TCreateSearchIndexInput) {
  return startSiteJob(ctx, "search_index", input.channelId ? { channelId: input.channelId } : {}, input.channelId);
}

export async function findSearchIndexJobs(
  ctx: ServiceContext,
  input: TFindSiteJobsInput,
): Promise<TFindSiteJobsOutput> {
  return { jobs: await findSiteJobs(currentSite(ctx), [searchIndexJob.kind], input.limit) };
}
