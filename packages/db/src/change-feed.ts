import type { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { feedApplicationName } from "./process-identity.ts";

// Change notices for per-process caches. Table triggers (migration 20261125050000_change_notices
// and later ones) send NOTIFY suyuan_changes with the table's name when a change commits;
// PostgreSQL delivers it to every process listening, so a cache in any API process drops what the
// change made stale within milliseconds of the commit. Nobody waits for that: a write answers as
// soon as it commits. Caches therefore hold only what may be a few milliseconds stale without
// harm (which roles give which keys, the class tree, API accounts, kept trace pages); the session
// itself is read from the database on every request. While a process has no live listening
// connection (starting, lost, reconnecting) `changeFeedLive()` is false and caches must not answer
// from memory: they could have missed a notice. Regaining the connection resets every cache first.

export const CHANGE_CHANNEL = "suyuan_changes";

/** A table changed (its name), or everything may have changed (null: the feed started or was lost). */
export type ChangeListener = (table: string | null) => void;
export type FeedStatus = { live: boolean; reason: string };

type FeedState = {
  listeners: Set<ChangeListener>;
  statusListeners: Set<(status: FeedStatus) => void>;
  live: boolean;
};

const globalForFeed = globalThis as typeof globalThis & { __suyuanChangeFeed?: FeedState };
const state: FeedState = (globalForFeed.__suyuanChangeFeed ??= {
  listeners: new Set(),
  statusListeners: new Set(),
  live: false,
});

/** Calls `listener` on every committed change notice, and with null when all caches must reset. */
export function onTableChange(listener: ChangeListener): () => void {
  state.listeners.add(listener);
  return () => state.listeners.delete(listener);
}

/** Calls `listener` when the feed goes live or is lost (for the log). */
export function onChangeFeedStatus(listener: (status: FeedStatus) => void): () => void {
  state.statusListeners.add(listener);
  return () => state.statusListeners.delete(listener);
}

/** True while this process is listening: only then may a cache answer from memory. */
export function changeFeedLive(): boolean {
  return state.live;
}

function dispatch(table: string | null) {
  for (const listener of state.listeners) listener(table);
}

/**
 * This process has just committed a write: its own caches forget everything at once, so its next
 * answer shows the write (read-your-writes where a load balancer keeps a client on one process).
 * Other processes hear the write's notices within milliseconds; nobody waits for them.
 */
export function forgetCachedAfterWrite(): void {
  dispatch(null);
}

function setLive(live: boolean, reason: string) {
  const changed = state.live !== live;
  // Reset before going live (nothing cached before it is trusted) and on loss (nothing cached while
  // blind survives it).
  state.live = false;
  dispatch(null);
  state.live = live;
  if (changed) for (const listener of state.statusListeners) listener({ live, reason });
}

export type StopFeed = () => Promise<void>;

/** The embedded database: one process, notices come with the statements that commit. */
export async function startPgliteFeed(client: PGlite): Promise<StopFeed> {
  const unlisten = await client.listen(CHANGE_CHANNEL, (payload) => dispatch(payload));
  setLive(true, "listening");
  return async () => {
    setLive(false, "closed");
    await unlisten().catch(() => {});
  };
}

/**
 * A PostgreSQL server: one connection of its own listens (outside the pool, so no query ever waits
 * behind it). A lost connection turns the feed off until a new one listens (retried every second);
 * a ping every 10 seconds finds a connection that died without a word. The connection carries the
 * process's identity (`version` among it) as its application_name, for the fleet view.
 */
export async function startPgFeed(config: pg.ClientConfig, version: string): Promise<StopFeed> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;

  const scheduleRetry = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => void connect(), 1_000);
    retry.unref();
  };

  const lost = (reason: string) => {
    const current = client;
    client = null;
    clearInterval(ping);
    if (current) current.end().catch(() => {});
    setLive(false, reason);
    scheduleRetry();
  };

  async function connect(): Promise<void> {
    retry = undefined;
    if (stopped) return;
    const next = new pg.Client({ ...config, keepAlive: true, application_name: feedApplicationName(version) });
    next.on("error", (error) => {
      if (client === next) lost(error.message);
    });
    next.on("end", () => {
      if (client === next) lost("connection ended");
    });
    next.on("notification", (message) => {
      if (client === next && message.channel === CHANGE_CHANNEL) dispatch(message.payload ?? null);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (error) {
      next.end().catch(() => {});
      scheduleRetry();
      if (state.live) setLive(false, error instanceof Error ? error.message : String(error));
      return;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    ping = setInterval(() => {
      const pinged = client;
      if (!pinged) return;
      const timeout = setTimeout(() => {
        if (client === pinged) lost("ping timed out");
      }, 5_000);
      pinged
        .query("SELECT 1")
        .catch((error: unknown) => {
          if (client === pinged) lost(error instanceof Error ? error.message : String(error));
        })
        .finally(() => clearTimeout(timeout));
    }, 10_000);
    ping.unref();
    setLive(true, "listening");
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(ping);
    const current = client;
    client = null;
    setLive(false, "closed");
    await current?.end().catch(() => {});
  };
}
