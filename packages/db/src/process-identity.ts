import { hostname } from "node:os";

// Which API processes serve a database, seen from the database alone: each process's change-feed
// connection (one per process, see change-feed.ts) carries the process's identity in its
// application_name, so pg_stat_activity lists the fleet without a registry table or heartbeats.

/** When this process started. */
export const PROCESS_STARTED_AT = new Date();

/** What every API process's feed connection's application_name starts with. */
export const FEED_APPLICATION_PREFIX = "suyuan-api";

export type ProcessIdentity = { version: string; startedAt: Date; pid: number; host: string };

/**
 * `suyuan-api <version> <start, epoch seconds> <pid>@<host>`, cut to the 63 bytes PostgreSQL
 * keeps (the host name is what is cut).
 */
export function feedApplicationName(version: string): string {
  const name = `${FEED_APPLICATION_PREFIX} ${version.replace(/\s/g, "")} ${Math.floor(PROCESS_STARTED_AT.getTime() / 1000)} ${process.pid}@${hostname()}`;
  return Buffer.from(name)
    .subarray(0, 63)
    .toString("utf8")
    .replace(/\uFFFD$/, "");
}

/** The identity a feed connection's application_name carries, or null for any other name. */
export function parseFeedApplicationName(name: string): ProcessIdentity | null {
  const match = /^suyuan-api (\S+) (\d+) (\d+)@(.*)$/.exec(name);
  if (!match) return null;
  return {
    version: match[1]!,
    startedAt: new Date(Number(match[2]) * 1000),
    pid: Number(match[3]),
    host: match[4]!,
  };
}
