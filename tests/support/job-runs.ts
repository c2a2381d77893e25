import { randomUUID } from "node:crypto";
import type { JobRun } from "@suyuan/api/services/jobs/job-queue";

/** A run of a job called by the test itself (as a worker of some process would run it). */
export function jobRun(overrides: Partial<JobRun> = {}): JobRun {
  return {
    signal: new AbortController().signal,
    until: Number.POSITIVE_INFINITY,
    token: randomUUID(),
    lastAttempt: false,
    log: null,
    ...overrides,
  };
}
