import { isStrongPassword, MOBILE_PATTERN } from "@suyuan/contracts/common/account";
import { COMMENT_STATUS_LABELS, type CommentStatus } from "@suyuan/contracts/comment/comment-operations";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { hashPassword, verifyAgainstDummy, verifyPassword } from "../auth/password-hash.ts";
import { formatDateTime } from "../export/export-formats.ts";
import { memberNameTaken } from "./member-hooks.ts";
import { endMemberSessions, startMemberSession } from "./member-sessions.ts";
import { memberSettings } from "./member-settings.ts";
import { registrationAnswers } from "./register-items.ts";

// A visitor's own account on the public sites: registering with a mobile number as the username,
// signing in and out, changing the password. Separate from the back-office accounts and sessions.

const memberActor = (member: { id: number; username: string }) => ({
  userId: null,
  username: `member:${member.username}`,
  siteId: null,
});

function checkNewPassword(password: string, repeat: string) {
  if (password !== repeat) throw new AppError("BAD_REQUEST", { messageKey: "public.passwordMismatch" });
  if (!isStrongPassword(password)) throw new AppError("BAD_REQUEST", { messageKey: "validation.passwordRule" });
}

/** The group new members join: the registration default, else the first group by order. */
async function registrationGroup(): Promise<number> {
  const group =
    (await prisma.memberGroup.findFirst({ where: { regDef: true }, orderBy: [{ priority: "asc" }, { id: "asc" }] })) ??
    (await prisma.memberGroup.findFirst({ orderBy: [{ priority: "asc" }, { id: "asc" }] })) ??
    (await prisma.memberGroup.create({ data: { name: "普通会员", regDef: true } }));
  return group.id;
}

export type Registration = {
  mobile: string;
  password: string;
  repeat: string;
  ip: string;
  /** The registration items' values by field (the form's `attr_<field>`), checked here. */
  answers?: (field: string) => string[];
};

/**
 * Registers a member with a mobile number as the username. Pending review when the settings say
 * so (then signing in waits for an administrator's check), else active and signed in at once.
 */
export async function registerMember(input: Registration) {
  const settings = await memberSettings();
  if (!settings.registerOn) throw new AppError("RULE_VIOLATION", { messageKey: "public.registerClosed" });
  const mobile = input.mobile.trim();
  if (!MOBILE_PATTERN.test(mobile)) throw new AppError("BAD_REQUEST", { messageKey: "public.mobileUsername" });
  checkNewPassword(input.password, input.repeat);
  const attrs = await registrationAnswers(input.answers ?? (() => []));
  const passwordHash = await hashPassword(input.password);
  const groupId = await registrationGroup();
  const status = settings.checkOn ? "pending" : "active";
  try {
    return await prisma.$transaction(async (tx) => {
      if (await tx.member.findUnique({ where: { username: mobile }, select: { id: true } })) throw memberNameTaken();
      const member = await tx.member.create({
        data: { username: mobile, mobile, passwordHash, groupId, status, registerIp: input.ip.slice(0, 64), attrs },
        select: { id: true, username: true, status: true },
      });
      await recordOperation(tx, {
        actor: memberActor(member),
        meta: { ip: input.ip },
        operation: "register",
        resource: "member",
        targetId: member.id,
      });
      const session = status === "active" ? await startMemberSession(tx, member.id, input.ip) : null;
      return { member, session };
    });
  } catch (error) {
    // Two registrations of one number at once: the second meets the unique index.
    if (error instanceof Error && "code" in error && error.code === "P2002") throw memberNameTaken();
    throw error;
  }
}

/** Signs a member in; a wrong number or password answers the same, in the same time. */
export async function signInMember(input: { mobile: string; password: string; ip: string }) {
  if (!(await memberSettings()).memberOn) throw new AppError("RULE_VIOLATION", { messageKey: "public.memberOff" });
  const member = await prisma.member.findUnique({
    where: { username: input.mobile.trim().slice(0, 100) },
    select: { id: true, username: true, passwordHash: true, status: true },
  });
  if (!member) {
    await verifyAgainstDummy(input.password);
    throw new AppError("WRONG_CREDENTIALS", { messageKey: "public.wrongCredentials" });
  }
  if (!(await verifyPassword(member.passwordHash, input.password)))
    throw new AppError("WRONG_CREDENTIALS", { messageKey: "public.wrongCredentials" });
  if (member.status === "pending") throw new AppError("ACCOUNT_UNAVAILABLE", { messageKey: "public.memberPending" });
  if (member.status !== "active") throw new AppError("ACCOUNT_UNAVAILABLE");
  return prisma.$transaction(async (tx) => {
    await tx.member.update({
      where: { id: member.id },
      data: { lastLoginAt: new Date(), lastLoginIp: input.ip.slice(0, 64), loginCount: { increment: 1 } },
    });
    return startMemberSession(tx, member.id, input.ip);
  });
}

/** A member changes their own password; every session of theirs ends, and a new one starts. */
export async function changeMemberPassword(input: {
  memberId: number;
  current: string;
  password: string;
  repeat: string;
  ip: string;
}) {
  const member = await prisma.member.findUnique({
    where: { id: input.memberId },
    select: { id: true, username: true, passwordHash: true },
  });
  if (!member) throw new AppError("UNAUTHENTICATED", { messageKey: "public.signInRequired" });
  if (!(await verifyPassword(member.passwordHash, input.current)))
    throw new AppError("WRONG_CREDENTIALS", { messageKey: "public.wrongPassword" });
  checkNewPassword(input.password, input.repeat);
  const passwordHash = await hashPassword(input.password);
  return prisma.$transaction(async (tx) => {
    await tx.member.update({ where: { id: member.id }, data: { passwordHash } });
    await endMemberSessions(tx, member.id);
    await recordOperation(tx, {
      actor: memberActor(member),
      meta: { ip: input.ip },
      operation: "update-password",
      resource: "member",
      targetId: member.id,
    });
    return startMemberSession(tx, member.id, input.ip);
  });
}

/** The member centre's list: the member's newest comments with their status. */
export async function myComments(memberId: number, take = 50) {
  const rows = await prisma.cmsComment.findMany({
    where: { memberId },
    orderBy: { id: "desc" },
    take,
    select: { id: true, text: true, checked: true, createdAt: true, content: { select: { title: true } } },
  });
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    status: COMMENT_STATUS_LABELS[row.checked as CommentStatus]?.zh ?? "",
    time: formatDateTime(row.createdAt),
    title: row.content.title,
  }));
}
