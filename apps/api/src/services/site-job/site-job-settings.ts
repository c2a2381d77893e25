import { getDatabase } from "@suyuan/db/client";
import type { Logger } from "../../lib/logger.ts";

// How site-job workers run. Tests shrink chunks and switch the kick off to drive workers by hand.

export type SiteJobSettings = {
  /** Items per step; undefined sizes steps by time (chunkMs). */
  chunkSize: number | undefined;
  /** How long a step takes items for (default: 100 ms on PGlite, 1 s on PostgreSQL). */
  chunkMs: number | undefined;
  /** How long a claim holds without renewal before another process may take the job over. */
  leaseMs: number;
  /** How often the boot worker looks for queued jobs (other processes' requests, lapsed leases). */
  pollMs: number;
  /** Pause between steps, so requests queued behind the single PGlite connection get their turn. */
  pauseMs: number | undefined;
  /** Attempts of one step before the job is marked failed. */
  attempts: number;
  /** Start work right after an enqueue in this process instead of at the next poll. */
  kick: boolean;
  log: Logger | null;
};

const DEFAULTS: SiteJobSettings = {
  chunkSize: undefined,
  chunkMs: undefined,
  leaseMs: 30_000,
  pollMs: 1_000,
  pauseMs: undefined,
  attempts: 3,
  kick: true,
  log: null,
};

let settings: SiteJobSettings = { ...DEFAULTS };

export function siteJobSettings(): SiteJobSettings {
  return settings;
}

export function configureSiteJobs(patch: Partial<SiteJobSettings>): void {
  settings = { ...settings, ...patch };
}

export function resetSiteJobSettings(): void {
  settings = { ...DEFAULTS };
}

const onPglite = () => getDatabase().kind === "pglite";

/** On PGlite a step holds the one connection and this thread: short steps, a pause after each. */
export function stepMs(): number {
  return settings.chunkMs ?? (onPglite() ? 100 : 1_000);
}

export function pauseMs(): number {
  return settings.pauseMs ?? (onPglite() ? 25 : 0);
}
