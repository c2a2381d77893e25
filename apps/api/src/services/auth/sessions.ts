import { prisma, type DbClient } from "@suyuan/db/client";
import { hashToken, newToken } from "../../lib/random.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import type { AuthSettings } from "./auth-settings.ts";

/** lastSeenAt is written at most this often, so reads do not each cost a write. */
const TOUCH_INTERVAL_MS = 30_000;

export type ActiveSession = {
  id: string;
  userId: number;
  siteId: number | null;
  user: { id: number; username: string; realName: string | null; enterpriseId: number | null };
};

export type SessionLookup =
  | { status: "active"; session: ActiveSession }
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

export async function lookupSession(token: string | null | undefined, settings: AuthSettings): Promise<SessionLookup> {
  if (!token || token.length > 128) return { status: "missing" };
  const session = await prisma.session.findUnique({
    where: { id: hashToken(token) },
    include: { user: { select: { id: true, username: true, realName: true, enabled: true, enterpriseId: true } } },
  });
  if (!session || session.revokedAt || !session.user.enabled) return { status: "missing" };
  const now = Date.now();
  const idleLimit = session.lastSeenAt.getTime() + settings.idleMinutes * 60_000;
  if (now > idleLimit || now > session.expiresAt.getTime()) {
    await revokeSessionById(prisma, session.id, now > idleLimit ? "idle" : "expired");
    return { status: "timed-out" };
  }
  if (now - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await prisma.session.update({ where: { id: session.id }, data: { lastSeenAt: new Date(now) } });
  }
  const { enabled: _enabled, ...user } = session.user;
  return { status: "active", session: { id: session.id, userId: session.userId, siteId: session.siteId, user } };
}

export async function revokeSessionById(db: DbClient, sessionId: string, reason: string): Promise<void> {
  await db.session.updateMany({
    where: { id: sessionId, revokedAt: null },
    data: { revokedAt: new Date(), revokeReason: reason },
  });
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
