import { prisma, queryRows, type DbClient } from "@suyuan/db/client";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";
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
  | { status: "active"; session: ActiveSession; access: UserAccess }
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
  stationId: number | null;
  allPerms: boolean;
  perms: string[];
  sites: SiteSummary[];
};

/**
 * The session, its user and what the user may do, in ONE round trip: every signed-in request
 * starts here, so this query is the floor of every call's latency. The access it answers is the
 * same as getUserAccess's (the union of the roles' keys; all sites for "*").
 */
async function readSessionWithAccess(sessionId: string): Promise<SessionRow | undefined> {
  // By the driver alone (queryRows): Prisma's per-query work cost more than the query itself here.
  const rows = await queryRows<SessionRow>(
    `
    SELECT s.id, s.user_id AS "userId", s.site_id AS "siteId", s.last_seen_at AS "lastSeenAt",
           s.expires_at AS "expiresAt", s.revoked_at AS "revokedAt",
           u.username, u.real_name AS "realName", u.enabled, u.enterprise_id AS "enterpriseId",
           (SELECT so.station_id FROM station_operator so WHERE so.user_id = u.id) AS "stationId",
           r.all_perms AS "allPerms", r.perms,
           (SELECT COALESCE(json_agg(json_build_object('id', st.id, 'name', st.name, 'isMaster', st.is_master)
                                     ORDER BY st.id), '[]'::json)
              FROM site st
             WHERE r.all_perms OR st.id IN (SELECT us.site_id FROM user_site us WHERE us.user_id = u.id)) AS sites
      FROM session s
      JOIN app_user u ON u.id = s.user_id
      CROSS JOIN LATERAL (
        SELECT COALESCE(bool_or(role.all_perms), false) AS all_perms,
               COALESCE(array_agg(DISTINCT perm ORDER BY perm) FILTER (WHERE perm IS NOT NULL), '{}') AS perms
          FROM user_role ur
          JOIN role ON role.id = ur.role_id
          LEFT JOIN LATERAL unnest(role.perms) AS perm ON true
         WHERE ur.user_id = u.id
      ) r
     WHERE s.id = $1`,
    [sessionId],
  );
  return rows[0];
}

/**
 * Live sessions with their users' access, per process: every signed-in request needs one, and a
 * statement per request was a third of a list call's database work. Any committed change to what
 * the row is made of (a logout or revocation, the user, roles, sites, station) resets the cache of
 * every process (the tables' change triggers), so a logout takes effect everywhere at once.
 */
const sessionCache = new ChangeAwareCache<SessionRow | undefined>({
  tables: ["session", "app_user", "role", "user_role", "user_site", "station_operator", "site"],
  maxEntries: 10_000,
  maxAgeMs: 60_000,
});

const isLive = (row: SessionRow | undefined): row is SessionRow => row !== undefined && !row.revokedAt && row.enabled;

const isTimedOut = (row: SessionRow, now: number, settings: AuthSettings) =>
  now > row.lastSeenAt.getTime() + settings.idleMinutes * 60_000 || now > row.expiresAt.getTime();

export async function lookupSession(token: string | null | undefined, settings: AuthSettings): Promise<SessionLookup> {
  if (!token || token.length > 128) return { status: "missing" };
  const sessionId = hashToken(token);
  let row = await sessionCache.get(sessionId, () => readSessionWithAccess(sessionId), isLive);
  const now = Date.now();
  if (isLive(row) && isTimedOut(row, now, settings)) {
    // Another process may have seen the session since this one cached it: decide on the stored row.
    sessionCache.delete(sessionId);
    row = await readSessionWithAccess(sessionId);
  }
  if (!isLive(row)) return { status: "missing" };
  if (isTimedOut(row, now, settings)) {
    const idle = now > row.lastSeenAt.getTime() + settings.idleMinutes * 60_000;
    await revokeSessionById(prisma, row.id, idle ? "idle" : "expired");
    return { status: "timed-out" };
  }
  if (now - row.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await prisma.session.update({ where: { id: row.id }, data: { lastSeenAt: new Date(now) } });
    // The cached row too (last_seen_at sends no change notice: it changes all the time).
    row.lastSeenAt = new Date(now);
  }
  const user = {
    id: row.userId,
    username: row.username,
    realName: row.realName,
    enterpriseId: row.enterpriseId,
    stationId: row.stationId,
  };
  const access: UserAccess = { perms: row.allPerms ? "*" : row.perms, sites: row.sites };
  return { status: "active", session: { id: row.id, userId: row.userId, siteId: row.siteId, user }, access };
}

export async function revokeSessionById(db: DbClient, sessionId: string, reason: string): Promise<void> {
  await db.session.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date(), revokeReason: reason },
  });
}

/**
 * Signs a session out. Its entry points (the tRPC mutation, the legacy path) answer once every
 * process has read the change notice (syncChanges), so no process still answers the session from
 * its cache.
 */
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
