import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { recordOperation, type Actor } from "../audit/record-operation.ts";
import { hashPassword, verifyPassword } from "./password-hash.ts";
import { revokeUserSessions } from "./sessions.ts";

export async function checkPassword(userId: number, password: string): Promise<boolean> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  return user ? verifyPassword(user.passwordHash, password) : false;
}

/**
 * Changes the signed-in user's password and ends all their sessions (they log in again; every
 * process reads the session on each request, so they end everywhere at once).
 */
export async function updatePassword(
  actor: Actor & { userId: number },
  input: { origPwd: string; newPwd: string },
  meta: RequestMeta,
): Promise<void> {
  if (!(await checkPassword(actor.userId, input.origPwd))) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "error.wrongOrigPassword",
      fieldErrors: { origPwd: ["error.wrongOrigPassword"] },
    });
  }
  const passwordHash = await hashPassword(input.newPwd);
  await prisma.$transaction(async (tx) => {
    await tx.user.update({ where: { id: actor.userId }, data: { passwordHash, passwordChangedAt: new Date() } });
    const ended = await revokeUserSessions(tx, actor.userId, "password-changed");
    await recordOperation(tx, {
      actor,
      meta,
      operation: "update-password",
      resource: "user",
      targetId: actor.userId,
      detail: { sessionsEnded: ended },
    });
  });
}
