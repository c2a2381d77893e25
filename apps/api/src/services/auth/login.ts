import { ipRegion } from "../../lib/ip-region.ts";
import { lockForTransaction } from "@suyuan/db/advisory-lock";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { loginLimits } from "../settings/login-settings.ts";
import type { AuthSettings } from "./auth-settings.ts";
import { verifyAgainstDummy, verifyPassword } from "./password-hash.ts";
import { createSession, revokeUserSessions } from "./sessions.ts";
import { getUserAccess } from "./user-access.ts";

export type LoginSuccess = {
  user: { id: number; username: string; realName: string | null };
  token: string;
  expiresAt: Date;
};

type Attempt =
  { kind: "ok"; result: LoginSuccess } | { kind: "wrong" } | { kind: "disabled" } | { kind: "locked"; until: Date };

/** Failures that count toward the lockout (attempts refused while locked do not extend it). */
const COUNTED_FAILURES = ["unknown_user", "wrong_password"];

function formatUntil(until: Date): string {
  // Users read local (China) time; the server may run in UTC.
  return until.toLocaleString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false });
}

/**
 * Checks a username and password and opens a session. After `maxFailures` failures for one
 * username within `windowMinutes` (since its last success), logins for it are refused until the
 * window has passed, even with the right password. Both are the login settings (config/login_*),
 * read in the attempt's transaction, else the environment's values. Attempts for one username are serialised by
 * an advisory lock so parallel guesses, on any process, cannot slip past the count.
 */
export async function login(
  credentials: { username: string; password: string },
  meta: RequestMeta,
  settings: AuthSettings,
  /** One session per user (an API account's single-device limit): a sign-in ends the others. */
  options: { endOtherSessions?: boolean } = {},
): Promise<LoginSuccess> {
  const { username, password } = credentials;
  const userAgent = meta.userAgent?.slice(0, 512) ?? null;
  // Where the IP is, resolved offline once, before the transaction (docs/ip-and-user-agents.md).
  const region = await ipRegion(meta.ip);
  const place = { provinceCode: region?.provinceCode ?? null, cityCode: region?.cityCode ?? null };

  const attempt = await prisma.$transaction(async (tx): Promise<Attempt> => {
    await lockForTransaction(tx, `login:${username}`);
    const log = (success: boolean, reason: string | null, userId: number | null = null) =>
      tx.loginLog.create({ data: { username, userId, ip: meta.ip, ...place, userAgent, success, reason } });

    const limits = await loginLimits(tx, settings);
    const windowStart = new Date(Date.now() - limits.windowMinutes * 60_000);
    const lastSuccess = await tx.loginLog.findFirst({
      where: { username, success: true, createdAt: { gte: windowStart } },
      orderBy: { createdAt: "desc" },
      select: { createdAt: true },
    });
    const failures = await tx.loginLog.findMany({
      where: {
        username,
        success: false,
        reason: { in: COUNTED_FAILURES },
        createdAt: { gte: lastSuccess?.createdAt ?? windowStart },
      },
      orderBy: { createdAt: "desc" },
      take: limits.maxFailures,
      select: { createdAt: true },
    });
    const oldestCounted = failures[limits.maxFailures - 1];
    if (oldestCounted) {
      await log(false, "locked");
      return { kind: "locked", until: new Date(oldestCounted.createdAt.getTime() + limits.windowMinutes * 60_000) };
    }

    const user = await tx.user.findUnique({ where: { username } });
    if (!user) {
      await verifyAgainstDummy(password);
      await log(false, "unknown_user");
      return { kind: "wrong" };
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await log(false, "wrong_password", user.id);
      return { kind: "wrong" };
    }
    // Checked after the password so that a stranger learns nothing about the account.
    if (!user.enabled) {
      await log(false, "disabled", user.id);
      return { kind: "disabled" };
    }
    await log(true, null, user.id);
    await tx.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
    const access = await getUserAccess(user.id, tx);
    if (options.endOtherSessions) await revokeUserSessions(tx, user.id, "single-device");
    const session = await createSession(tx, user.id, access.sites[0]?.id ?? null, meta, settings);
    return {
      kind: "ok",
      result: {
        user: { id: user.id, username: user.username, realName: user.realName },
        token: session.token,
        expiresAt: session.expiresAt,
      },
    };
  });

  switch (attempt.kind) {
    case "ok":
      meta.log.info({ event: "login", userId: attempt.result.user.id }, "login succeeded");
      return attempt.result;
    case "wrong":
      meta.log.warn({ event: "login-failed", username, ip: meta.ip }, "login failed");
      throw new AppError("WRONG_CREDENTIALS");
    case "disabled":
      meta.log.warn({ event: "login-disabled", username, ip: meta.ip }, "login to a disabled account");
      throw new AppError("ACCOUNT_UNAVAILABLE", { messageKey: "error.userDisabled" });
    case "locked":
      meta.log.warn({ event: "login-locked", username, ip: meta.ip }, "login refused: account locked");
      throw new AppError("ACCOUNT_UNAVAILABLE", {
        messageKey: "error.userLocked",
        params: { until: formatUntil(attempt.until) },
      });
  }
}
