import { getDatabase } from "@suyuan/db/client";

// How big a site job's steps are. Tests shrink them to see a job cut into several steps.

export type SiteJobSettings = {
  /** Items per step; undefined sizes steps by time (chunkMs). */
  chunkSize: number | undefined;
  /** How long a step takes items for (default: 100 ms on PGlite, 1 s on PostgreSQL). */
  chunkMs: number | undefined;
};

const DEFAULTS: SiteJobSettings = { chunkSize: undefined, chunkMs: undefined };

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

/** Pause between steps, so requests queued behind the single PGlite connection get their turn. */
export function pauseMs(): number {
  return onPglite() ? 25 : 0;
}
