import { MOBILE_PATTERN } from "@suyuan/contracts/common/account";
import { maskValue } from "@suyuan/contracts/kit/personal-data";
import { prisma, type DbClient } from "@suyuan/db/client";
import { hashToken, newToken } from "../../lib/random.ts";

/** A member stays signed in this long after signing in (sessions are separate from admin sessions). */
const MEMBER_SESSION_DAYS = 14;

/**
 * A signed-in member, with the rules of their group for public posts. `shownName` is what the
 * public pages show of them: a mobile number masked like other personal data (137****2222).
 */
export type SignedInMember = {
  id: number;
  username: string;
  shownName: string;
  groupId: number;
  needCaptcha: boolean;
  needCheck: boolean;
};

const shownNameOf = (username: string) =>
  MOBILE_PATTERN.test(username) ? String(maskValue("mobile", username)) : username;

/** Starts a member's session; the token goes into the member cookie, its hash into the database. */
export async function startMemberSession(db: DbClient, memberId: number, ip: string) {
  const token = newToken();
  const expiresAt = new Date(Date.now() + MEMBER_SESSION_DAYS * 86_400_000);
  await db.memberSession.create({ data: { id: hashToken(token), memberId, expiresAt, ip: ip.slice(0, 64) } });
  return { token, expiresAt };
}

/** The active member of a session cookie's token, or null (unknown, expired, or the member not active). */
export async function memberOfToken(token: string | undefined): Promise<SignedInMember | null> {
  if (!token || token.length > 100) return null;
  const session = await prisma.memberSession.findUnique({
    where: { id: hashToken(token) },
    select: {
      expiresAt: true,
      member: {
        select: {
          id: true,
          username: true,
          groupId: true,
          status: true,
          group: { select: { needCaptcha: true, needCheck: true } },
        },
      },
    },
  });
  if (!session || session.expiresAt <= new Date() || session.member.status !== "active") return null;
  const { member } = session;
  return {
    id: member.id,
    username: member.username,
    shownName: shownNameOf(member.username),
    groupId: member.groupId,
    needCaptcha: member.group.needCaptcha,
    needCheck: member.group.needCheck,
  };
}

/** Ends the session of a token (signing out). */
export async function endMemberSession(token: string | undefined): Promise<void> {
  if (!token || token.length > 100) return;
  await prisma.memberSession.deleteMany({ where: { id: hashToken(token) } });
}

/** Ends every session of a member (disabled, deleted, password changed). */
export async function endMemberSessions(db: DbClient, memberId: number): Promise<number> {
  const { count } = await db.memberSession.deleteMany({ where: { memberId } });
  return count;
}
