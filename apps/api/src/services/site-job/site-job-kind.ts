import type { TransactionClient } from "@suyuan/db/client";
import type { z } from "zod";

// What a kind of site job is: the parameters it takes, how many items it has, and one step of its
// work. The runner (site-job-runner.ts, a kind of the job queue) does the rest: progress, fencing,
// resumption.

/** One item that failed (the job goes on); at most SITE_JOB_ERRORS_KEPT are kept with the job. */
export type ItemError = { item: string; message: string };

/** A job as a run holds it; `token` is the run's fencing token (job_token). */
export type ClaimedSiteJob = {
  id: number;
  siteId: number;
  kind: string;
  params: unknown;
  total: number;
  done: number;
  cursor: unknown;
  token: string;
  createdById: number | null;
};

export type StepInput<P, C> = {
  job: ClaimedSiteJob;
  params: P;
  /** Where the last committed step stopped; null at the start. */
  cursor: C | null;
  /** Items a step should take at most (the runner's chunk size). */
  maxItems: number;
  /** A step should stop taking items once Date.now() passes this (it takes at least one). */
  until: number;
};

export type StepOutput<C> = {
  /** Where the next step starts: saved with the step's writes, so a takeover neither redoes nor skips. */
  cursor: C;
  finished: boolean;
  /** Labels of the items the step handled (done grows by their number; the last is "current"). */
  items: string[];
  errors: ItemError[];
  /**
   * The step's writes. They run in the transaction that advances the job after checking its token,
   * so a run that another run took over writes nothing. Reads and rendering happen before it,
   * outside any transaction (on PGlite a transaction holds the one connection).
   */
  commit?: (tx: TransactionClient) => Promise<void>;
};

export type SiteJobKind<P, C> = {
  kind: string;
  params: z.ZodType<P>;
  /** How many items the job has (read when it starts; the final total is what it did). */
  count(siteId: number, params: P): Promise<number>;
  step(input: StepInput<P, C>): Promise<StepOutput<C>>;
};

const kinds = new Map<string, SiteJobKind<unknown, unknown>>();

/**
 * Registers a kind (at module load). Every module that defines one is imported by jobs/job-kinds.ts,
 * so a process that works site jobs knows them all.
 */
export function defineSiteJobKind<P, C>(kind: SiteJobKind<P, C>): SiteJobKind<P, C> {
  kinds.set(kind.kind, kind);
  return kind;
}

export function siteJobKind(kind: string): SiteJobKind<unknown, unknown> | undefined {
  return kinds.get(kind);
}

/** A failure's message for the job's error list (kept short). */
export function errorText(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 500);
}
