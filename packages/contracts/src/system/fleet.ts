import { z } from "zod";
import { ZStoredDateTime } from "../kit/primitives.ts";

// The fleet at a glance (运行状态): the API processes serving this database and the background
// work waiting, running and failed.

const ZFleetProcess = z.object({
  host: z.string(),
  pid: z.number(),
  version: z.string(),
  startedAt: ZStoredDateTime,
  /** The address the database sees it from (null on the embedded database). */
  address: z.string().nullable(),
  /** The process answering this request. */
  self: z.boolean(),
});
export type TFleetProcess = z.infer<typeof ZFleetProcess>;

/** Background work of one kind, by state. */
const ZFleetJobs = z.object({
  kind: z.enum(["codeGeneration", "siteJob"]),
  /** Waiting their first run. */
  waiting: z.number(),
  /** Failed a run and waiting to be tried again. */
  retrying: z.number(),
  running: z.number(),
  /** Failed in the last 24 hours. */
  failed: z.number(),
});
export type TFleetJobs = z.infer<typeof ZFleetJobs>;

export const ZFleetOutput = z.object({
  database: z.enum(["pglite", "postgres"]),
  processes: z.array(ZFleetProcess),
  jobs: z.array(ZFleetJobs),
});
export type TFleetOutput = z.infer<typeof ZFleetOutput>;
