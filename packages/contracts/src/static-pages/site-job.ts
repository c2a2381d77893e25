import { z } from "zod";
import { zInt, ZStoredDateTime } from "../kit/primitives.ts";

// A background job of a site (static pages, the search index) as the admin sees it: what it does,
// how far it got (done of total, the item in hand) and which items failed.

const SITE_JOB_KINDS = [
  "static_index",
  "static_channel",
  "static_content",
  "static_index_remove",
  "static_refresh",
  "search_index",
] as const;

const SITE_JOB_STATUSES = ["queued", "running", "done", "failed"] as const;

/** At most this many failed items are kept with a job (errorCount counts them all). */
export const SITE_JOB_ERRORS_KEPT = 100;

const ZSiteJobError = z.object({ item: z.string(), message: z.string() });

const ZSiteJob = z.object({
  id: z.number(),
  kind: z.enum(SITE_JOB_KINDS),
  status: z.enum(SITE_JOB_STATUSES),
  /** What was asked (channel, with children, since a date ...). */
  params: z.record(z.string(), z.unknown()),
  total: z.number(),
  done: z.number(),
  /** The page path or content title in hand (the last one when finished). */
  current: z.string().nullable(),
  errors: z.array(ZSiteJobError),
  errorCount: z.number(),
  createdAt: ZStoredDateTime,
  startedAt: ZStoredDateTime.nullable(),
  finishedAt: ZStoredDateTime.nullable(),
});
export type TSiteJob = z.output<typeof ZSiteJob>;

/** The current site's latest jobs (newest first). */
export const ZFindSiteJobsInput = z.object({ limit: zInt(1, 50).default(10) });
export type TFindSiteJobsInput = z.output<typeof ZFindSiteJobsInput>;

export const ZFindSiteJobsOutput = z.object({ jobs: z.array(ZSiteJob) });
export type TFindSiteJobsOutput = z.output<typeof ZFindSiteJobsOutput>;

/** A job was queued; its progress is read by id from the progress list. */
export const ZSiteJobCreatedOutput = z.object({ jobId: z.number() });
