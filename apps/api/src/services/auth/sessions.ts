import { prisma, queryRows, type DbClient } from "@suyuan/db/client";
import type { SqlFragment } from "../../kit/sql-where.ts";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";
import { LruCache } from "../../lib/lru-cache.ts";
import { hashToken, newToken } from "../../lib/random.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import type { AuthSettings } from "./auth-settings.ts";
import type { SiteSummary, UserAccess } from "./user-access.ts";

/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 30_000;

export type ActiveSession = {
  id: string;
  userId: number;
  siteId: number | null;
  user: {
    id: number;
    username: string;
    realName: string | null;
    enterpriseId: number | null;
    /** The village station the user operates (station_operator), if any. */
    stationId: number | null;
  };
};

export type SessionLookup =
  | {
      status: "active";
      session: ActiveSession;
      access: UserAccess;
      /**
       * Set when the session was taken from this process's recent reads instead of the database
       * (only when the caller asked to confirm it later): a statement that must run it, and see
       * it return a row, before anything it read is answered (see `confirmLater`).
       */
      confirmation: SqlFragment | null;
    }
  /** Unknown, revoked, or the user disabled: legacy code 302. */
  | { status: "missing" }
  /** Idle longer than allowed or past its absolute lifetime: legacy code "3". */
  | { status: "timed-out" };

export async function createSession(
  db: DbClient,
  userId: number,
  siteId: number | null,
  meta: RequestMeta,
  settings: AuthSettings,
): Promise<{ token: string; sessionId: string; expiresAt: Date }> {
  const token = newToken();
  const sessionId = hashToken(token);
  const now = new Date();
  const expiresAt = new Date(now.getTime() + settings.maxHours * 3_600_000);
  await db.session.create({
    data: {
      id: sessionId,
      userId,
      siteId,
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: meta.ip,
      userAgent: meta.userAgent?.slice(0, 512) ?? null,
    },
  });
  return { token, sessionId, expiresAt };
}

/** The session and its user, read on every signed-in request (a logout is in force at once). */
type SessionRow = {
  id: string;
  userId: number;
  siteId: number | null;
  lastSeenAt: Date;
  expiresAt: Date;
  revokedAt: Date | null;
  username: string;
  realName: string | null;
  enabled: boolean;
  enterpriseId: number | null;
};

/** What a user may do and where: the union of their roles' keys, their sites and station. */
type AccessRow = {
  stationId: number | null;
  allPerms: boolean;
  perms: string[];
  sites: SiteSummary[];
};

/**
 * The session and its user by the session's key: one indexed row, every signed-in request. By
 * the driver alone (queryRows): Prisma's per-query work cost more than the query itself here.
 */
async function readSession(sessionId: string): Promise<SessionRow | undefined> {
  const rows = await queryRows<SessionRow>(
    `
    SELECT s.id, s.user_id AS "userId", s.site_id AS "siteId", s.last_seen_at AS "lastSeenAt",
           s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt",
           u.username, u.real_name AS "realName", u.enabled, u.enterprise_id AS "enterpriseId"
      FROM session s
      JOIN app_user u ON u.id = s.user_id
     WHERE s.id = $1`,
    [sessionId],
  );
  return rows[0];
}

/** A user's access, as getUserAccess answers it (the union of the roles' keys; all sites for "*"). */
async function readAccess(userId: number): Promise<AccessRow> {
  const rows = await queryRows<AccessRow>(
    `
    SELECT (SELECT so.station_id FROM station_operator so WHERE so.user_id = $1) AS "stationId",
           r.all_perms AS "allPerms", r.perms,
           (SELECT COALESCE(json_agg(json_build_object('id', st.id, 'name', st.name, 'isMaster', st.is_master)
                                     ORDER BY st.id), '[]'::json)
              FROM site st
             WHERE r.all_perms OR st.id IN (SELECT us.site_id FROM user_site us WHERE us.user_id = $1)) AS sites
      FROM (
        SELECT COALESCE(bool_or(role.all_perms), false) AS all_perms,
               COALESCE(array_agg(DISTINCT perm ORDER BY perm) FILTER (WHERE perm IS NOT NULL), '{}') AS perms
          FROM user_role ur
          JOIN role ON role.id = ur.role_id
          LEFT JOIN LATERAL unnest(role.perms) AS perm ON true
         WHERE ur.user_id = $1
      ) r`,
    [userId],
  );
  return rows[0] ?? { stationId: null, allPerms: false, perms: [], sites: [] };
}

/**
 * Users' access, per process: aggregating the roles' keys is the costly part of knowing a caller,
 * and a role change in force a few milliseconds later on another process is harmless. Any
 * committed change to what it is made of resets the cache of every process (the tables' change
 * triggers); nobody waits for that.
 */
const accessCache = new ChangeAwareCache<AccessRow>({
  tables: ["role", "user_role", "user_site", "station_operator", "site"],
  maxEntries: 10_000,
  maxAgeMs: 60_000,
});

const isLive = (row: SessionRow | undefined): row is SessionRow => row !== undefined && !row.revokedAt && row.enabled;

const isTimedOut = (row: SessionRow, now: number, settings: AuthSettings) =>
  now > row.lastSeenAt.getTime() + settings.idleMinutes * 60_000 || now > row.expiresAt.getTime();

/**
 * Sessions this process read in the last moments, by id. A list call (the call made most) may take
 * its session from here and confirm it inside its own statement, one round trip instead of two;
 * anything it finds changed sends the call back to a fresh read. Kept only while `lastSeenAt` needs
 * no touch, so the idle clock is kept as on every other call.
 */
const recentSessions = new LruCache<SessionRow>(10_000);

/**
 * The statement that returns one row while the session is exactly as `row` says: not revoked,
 * its user enabled and unchanged, inside both time limits. A revoke, a disabled user, another site
 * or enterprise, or an idle or absolute timeout anywhere makes it return none.
 */
function stillAsRead(row: SessionRow, settings: AuthSettings): SqlFragment {
  return (bind) => `SELECT 1 FROM session s JOIN app_user u ON u.id = s.user_id
     WHERE s.id = ${bind(row.id)} AND s.revoked_at IS NULL AND u.enabled
       AND s.expires_at > now() AND s.last_seen_at > now() - make_interval(secs => ${bind(settings.idleMinutes * 60)}::float8)
       AND s.site_id IS NOT DISTINCT FROM ${bind(row.siteId)}::int AND u.enterprise_id IS NOT DISTINCT FROM ${bind(row.enterpriseId)}::int
       AND u.username = ${bind(row.username)} AND u.real_name IS NOT DISTINCT FROM ${bind(row.realName)}::text`;
}

/** Touches in flight, by session id: the calls that find a session due at once share one write. */
const touching = new Map<string, Promise<unknown>>();

/**
 * Moves a session's idle clock. A burst of calls past the touch interval (a page's batch, a busy
 * client) would otherwise each write the same row and queue on its lock; the write is idempotent,
 * so one in flight per process stands for all (each call has read the session itself).
 */
function touchOnce(sessionId: string, at: Date): Promise<unknown> {
  let pending = touching.get(sessionId);
  if (!pending) {
    pending = queryRows(`UPDATE session SET last_seen_at = GREATEST(last_seen_at, $2) WHERE id = $1`, [
      sessionId,
      at,
    ]).finally(() => touching.delete(sessionId));
    touching.set(sessionId, pending);
  }
  return pending;
}

export async function lookupSession(
  token: string | null | undefined,
  settings: AuthSettings,
  /** The caller runs `confirmation` in its own statement, so a recent read may stand in for a fresh one. */
  options: { confirmLater?: boolean } = {},
): Promise<SessionLookup> {
  if (!token || token.length > 128) return { status: "missing" };
  const sessionId = hashToken(token);
  const now = Date.now();
  const recent = options.confirmLater ? recentSessions.get(sessionId) : undefined;
  if (recent && now - recent.lastSeenAt.getTime() < TOUCH_INTERVAL_MS && !isTimedOut(recent, now, settings)) {
    const granted = await accessCache.get(String(recent.userId), () => readAccess(recent.userId));
    return { ...activeLookup(recent, granted), confirmation: stillAsRead(recent, settings) };
  }
  const row = await readSession(sessionId);
  if (!isLive(row)) {
    recentSessions.delete(sessionId);
    return { status: "missing" };
  }
  if (isTimedOut(row, now, settings)) {
    recentSessions.delete(sessionId);
    const idle = now > row.lastSeenAt.getTime() + settings.idleMinutes * 60_000;
    await revokeSessionById(prisma, row.id, idle ? "idle" : "expired");
    return { status: "timed-out" };
  }
  const touch = now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS;
  const [granted] = await Promise.all([
    accessCache.get(String(row.userId), () => readAccess(row.userId)),
    touch ? touchOnce(row.id, new Date(now)) : null,
  ]);
  recentSessions.set(sessionId, touch ? { ...row, lastSeenAt: new Date(now) } : row);
  return { ...activeLookup(row, granted), confirmation: null };
}

function activeLookup(row: SessionRow, granted: AccessRow) {
  const user = {
    id: row.userId,
    username: row.username,
    realName: row.realName,
    enterpriseId: row.enterpriseId,
    stationId: granted.stationId,
  };
  const access: UserAccess = { perms: granted.allPerms ? "*" : granted.perms, sites: granted.sites };
  return {
    status: "active" as const,
    session: { id: row.id, userId: row.userId, siteId: row.siteId, user },
    access,
  };
}

export async function revokeSessionById(db: DbClient, sessionId: string, reason: string): Promise<void> {
  await db.session.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date(), revokeReason: reason },
  });
}

/** Signs a session out (in force at once on every process: each reads the session per request). */
export async function endSession(sessionId: string, reason: string): Promise<void> {
  await revokeSessionById(prisma, sessionId, reason);
}

/** Ends every live session of a user (password change, disabling). */
export async function revokeUserSessions(db: DbClient, userId: number, reason: string): Promise<number> {
  const result = await db.session.updateMany({
    where: { userId, revokedAt: null },
    data: { revokedAt: new Date(), revokeReason: reason },
  });
  return result.count;
}

export async function setSessionSite(db: DbClient, sessionId: string, siteId: number): Promise<void> {
  await db.session.update({ where: { id: sessionId }, data: { siteId } });
}
