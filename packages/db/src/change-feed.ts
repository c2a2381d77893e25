import type { PGlite } from "@electric-sql/pglite";
import { randomBytes } from "node:crypto";
import pg from "pg";

// Change notices for per-process caches. Table triggers (migration 20261125050000_change_notices)
// send NOTIFY suyuan_changes with the table's name when a change commits; PostgreSQL delivers it to
// every process listening, so a cache in any API process drops what the change made stale within
// milliseconds of the commit, never after a timeout. While a process has no live listening
// connection (starting, lost, reconnecting) `changeFeedLive()` is false and caches must not answer
// from memory: they could have missed a notice. Regaining the connection resets every cache first.

export const CHANGE_CHANNEL = "suyuan_changes";
/** The listening connection's application_name (pg_stat_activity). */
export const FEED_APPLICATION_NAME = "suyuan-change-feed";
/** Until its LISTEN is in force: not yet counted among the listeners a sync waits for. */
const STARTING_APPLICATION_NAME = "suyuan-change-feed-starting";
/** Sync notices (see syncChanges) are not table names. */
const SYNC_PREFIX = "sync:";
/** Each process hears acknowledgements of its syncs on a channel of its own. */
const ACK_CHANNEL_PREFIX = "suyuan_ack_";
/** This process among all listeners (pids repeat across machines); a valid channel name part. */
const FEED_ID = `${process.pid}_${randomBytes(6).toString("hex")}`;
const OWN_ACK_CHANNEL = `${ACK_CHANNEL_PREFIX}${FEED_ID}`;

/**
 * The acknowledgement a listener sends once it has read sync notice `payload` (and so every notice
 * before it): a notice on the syncing process's own channel, naming the sync. Null for a payload
 * that is not a sync notice.
 */
export function acknowledgementOf(payload: string): { channel: string; payload: string } | null {
  const match = /^sync:([0-9a-z_]+):(\d+)$/.exec(payload);
  return match ? { channel: `${ACK_CHANNEL_PREFIX}${match[1]}`, payload: `${match[1]}:${match[2]}` } : null;
}

/** A table changed (its name), or everything may have changed (null: the feed started or was lost). */
export type ChangeListener = (table: string | null) => void;
export type FeedStatus = { live: boolean; reason: string };

type FeedState = {
  listeners: Set<ChangeListener>;
  statusListeners: Set<(status: FeedStatus) => void>;
  live: boolean;
  /** Sends a sync notice on the listening connection; resolves when it came back. */
  sync?: (timeoutMs: number) => Promise<void>;
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

function setLive(live: boolean, reason: string) {
  const changed = state.live !== live;
  // Reset before going live (nothing cached before it is trusted) and on loss (nothing cached while
  // blind survives it).
  state.live = false;
  dispatch(null);
  state.live = live;
  if (changed) for (const listener of state.statusListeners) listener({ live, reason });
}

/**
 * Resolves once every change committed before the call has been handled by every listening
 * process: this process sends a sync notice and counts the other listening connections in the
 * same statement; each other process acknowledges the notice, on this process's own channel
 * (acknowledgementOf), once it has read it, and so every notice before it (PostgreSQL delivers notices to each connection in commit
 * order, and caches reset as a notice is read). Waiting for our own notice alone is not enough:
 * another process's connection may deliver it later. A write that changes what caches hold (a
 * logout, a role) answers only after this, so no process still answers from a cache the write
 * made stale. At once when the feed is not live (caches are not used then) and on the embedded
 * database (notices arrive with the statement that commits); gives up after `timeoutMs` (a
 * process that stopped reading its connection).
 */
export function syncChanges(timeoutMs = 1_000): Promise<void> {
  return state.live && state.sync ? state.sync(timeoutMs) : Promise.resolve();
}

export type StopFeed = () => Promise<void>;

type SyncWait = {
  /** Our own notice came back: every notice committed before it has reached this process. */
  ownSeen: boolean;
  /** Other listening processes that have read the notice. */
  acks: number;
  /** Other listening connections when the notice was sent (null until the statement answers). */
  due: number | null;
  /** Resolves the sync. */
  done: () => void;
};

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
 * a ping every 10 seconds finds a connection that died without a word.
 */
export async function startPgFeed(config: pg.ClientConfig): Promise<StopFeed> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let ping: NodeJS.Timeout | undefined;
  /** The connection most recently opened (its notices are read from LISTEN on). */
  let latest: pg.Client | null = null;
  /** Waiting syncs by their notice: acknowledgements heard, and how many are due. */
  const syncs = new Map<string, SyncWait>();
  let syncCount = 0;
  // Concurrent callers share one sync: those asking while one is on its way join the next.
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;

  /** Records what was heard of sync `id` (false when it is not waiting) and ends it when complete. */
  const progress = (id: string | undefined, heard: (wait: SyncWait) => void) => {
    const wait = id === undefined ? undefined : syncs.get(id);
    if (!wait) return false;
    heard(wait);
    if (wait.ownSeen && wait.due !== null && wait.acks >= wait.due) wait.done();
    return true;
  };

  const syncOnce = (timeoutMs: number) =>
    new Promise<void>((resolve) => {
      const id = `${FEED_ID}:${++syncCount}`;
      const done = () => {
        clearTimeout(timer);
        syncs.delete(id);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      syncs.set(id, { ownSeen: false, acks: 0, due: null, done });
      const current = client;
      if (!current) return done();
      current
        .query<{ others: number }>(
          `SELECT pg_notify($1, $2),
                  (SELECT count(*)::int FROM pg_stat_activity
                    WHERE application_name = $3 AND datname = current_database() AND pid <> pg_backend_pid()) AS others`,
          [CHANGE_CHANNEL, `${SYNC_PREFIX}${id}`, FEED_APPLICATION_NAME],
        )
        .then((result) => progress(id, (wait) => (wait.due = result.rows[0]?.others ?? 0)))
        .catch(done);
    });

  const heard = (next: pg.Client, channel: string, payload: string | undefined) => {
    if (channel === OWN_ACK_CHANNEL) return void progress(payload, (wait) => wait.acks++);
    if (channel !== CHANGE_CHANNEL) return;
    if (payload === undefined) return dispatch(null);
    if (!payload.startsWith(SYNC_PREFIX)) return dispatch(payload);
    if (progress(payload.slice(SYNC_PREFIX.length), (wait) => (wait.ownSeen = true))) return;
    // Another process's sync: every notice before it has been read (and caches reset) by now.
    const ack = acknowledgementOf(payload);
    if (ack && !payload.startsWith(`${SYNC_PREFIX}${FEED_ID}:`))
      next.query("SELECT pg_notify($1, $2)", [ack.channel, ack.payload]).catch(() => {});
  };

  state.sync = (timeoutMs) => {
    if (!inFlight) {
      inFlight = syncOnce(timeoutMs).finally(() => (inFlight = null));
      return inFlight;
    }
    queued ??= inFlight.then(() => {
      queued = null;
      return state.sync!(timeoutMs);
    });
    return queued;
  };

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
    const next = new pg.Client({ ...config, keepAlive: true, application_name: STARTING_APPLICATION_NAME });
    latest = next;
    next.on("error", (error) => {
      if (client === next) lost(error.message);
    });
    next.on("end", () => {
      if (client === next) lost("connection ended");
    });
    // From the connection's LISTEN on, before it goes live: a sync is acknowledged as soon as
    // the connection is counted among the listeners (caches are reset when it goes live anyway).
    next.on("notification", (message) => {
      if (latest === next) heard(next, message.channel, message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${CHANGE_CHANNEL}`);
      await next.query(`LISTEN ${OWN_ACK_CHANNEL}`);
      // Counted by syncs (pg_stat_activity) only now that it hears their notices.
      await next.query(`SET application_name TO '${FEED_APPLICATION_NAME}'`);
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
    state.sync = undefined;
    clearTimeout(retry);
    clearInterval(ping);
    const current = client;
    client = null;
    setLive(false, "closed");
    await current?.end().catch(() => {});
  };
}
