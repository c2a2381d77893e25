import { ipRegion } from "../../lib/ip-region.ts";
import { lockForTransaction } from "@suyuan/db/advisory-lock";
import { prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { newCaptcha, solveCaptcha, type NewCaptcha } from "../public-site/public-write-guard.ts";
import { loginLimits, type LoginLimits } from "../settings/login-settings.ts";
import type { AuthSettings } from "./auth-settings.ts";
import { verifyAgainstDummy, verifyPassword } from "./password-hash.ts";
import { createSession, revokeUserSessions } from "./sessions.ts";
import { getUserAccess } from "./user-access.ts";

export type LoginSuccess = {
  user: { id: number; username: string; realName: string | null };
  token: string;
  expiresAt: Date;
};

export type LoginCredentials = {
  username: string;
  password: string;
  /** The CAPTCHA shown (loginCaptcha) and the characters typed: needed after failed attempts. */
  captchaId?: string | undefined;
  captcha?: string | undefined;
};

type Attempt =
  | { kind: "ok"; result: LoginSuccess }
  | { kind: "wrong" }
  | { kind: "disabled" }
  | { kind: "locked"; until: Date }
  | { kind: "captcha"; sent: boolean };

/** Failures that count toward the CAPTCHA and the lock (attempts refused before the password do not). */
const COUNTED_FAILURES = ["unknown_user", "wrong_password"];

/**
 * The recent failures of one username (or of one address, across usernames): those within the
 * window since its last success, newest first, at most `take`.
 */
async function recentFailures(
  tx: TransactionClient,
  who: { username: string } | { ip: string },
  limits: LoginLimits,
  take: number,
) {
  const windowStart = new Date(Date.now() - limits.windowMinutes * 60_000);
  const lastSuccess = await tx.loginLog.findFirst({
    where: { ...who, success: true, createdAt: { gte: windowStart } },
    orderBy: { createdAt: "desc" },
    select: { createdAt: true },
  });
  return tx.loginLog.findMany({
    where: {
      ...who,
      success: false,
      reason: { in: COUNTED_FAILURES },
      createdAt: { gte: lastSuccess?.createdAt ?? windowStart },
    },
    orderBy: { createdAt: "desc" },
    take,
    select: { createdAt: true },
  });
}

/** Whether the next sign-in for this username from this address must carry a solved CAPTCHA. */
async function captchaNeeded(
  tx: TransactionClient,
  username: string,
  ip: string | null,
  limits: LoginLimits,
): Promise<boolean> {
  const byUser = await recentFailures(tx, { username }, limits, limits.captchaAfter);
  if (byUser.length >= limits.captchaAfter) return true;
  if (ip === null) return false;
  return (await recentFailures(tx, { ip }, limits, limits.captchaAfter)).length >= limits.captchaAfter;
}

/**
 * The login page's CAPTCHA question: whether the next sign-in for `username` from this address
 * needs one, and if so a new one to show.
 */
export async function loginCaptcha(
  username: string,
  meta: RequestMeta,
  settings: AuthSettings,
): Promise<{ required: false } | ({ required: true } & NewCaptcha)> {
  const needed = await prisma.$transaction(async (tx) =>
    captchaNeeded(tx, username, meta.ip, await loginLimits(tx, settings)),
  );
  return needed ? { required: true, ...(await newCaptcha()) } : { required: false };
}

function formatUntil(until: Date): string {
  // Users read local (China) time; the server may run in UTC.
  return until.toLocaleString("zh-CN", { timeZone: "Asia/Shanghai", hour12: false });
}

/**
 * Checks a username and password and opens a session. After `captchaAfter` failures for the
 * username, or from the address, within `windowMinutes` (since the last success), a sign-in must
 * carry a solved CAPTCHA; one missing or wrong is refused before the password is looked at, and
 * changes nothing. After `lockAfter` failures for one username, sign-ins for it are refused
 * until the window has passed, even with the right password. All are the login settings
 * (config/login_*), read in the attempt's transaction, else the environment's values. Attempts
 * for one username, and from one address, are serialised by advisory locks so parallel guesses,
 * on any process, cannot slip past the counts (all counted in `login_log`).
 */
export async function login(
  credentials: LoginCredentials,
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
  // Solved (and used up) before the transaction: the challenge lives outside it. Whether one was
  // needed is decided inside, with the counts.
  const captchaSent = Boolean(credentials.captchaId || credentials.captcha);
  const captchaSolved = captchaSent && (await solveCaptcha(credentials.captchaId, credentials.captcha));

  const attempt = await prisma.$transaction(async (tx): Promise<Attempt> => {
    // Always in this order (username, then address), so two attempts never wait on each other.
    await lockForTransaction(tx, `login:${username}`);
    if (meta.ip !== null) await lockForTransaction(tx, `login-ip:${meta.ip}`);
    const log = (success: boolean, reason: string | null, userId: number | null = null) =>
      tx.loginLog.create({ data: { username, userId, ip: meta.ip, ...place, userAgent, success, reason } });

    const limits = await loginLimits(tx, settings);
    if (limits.lockAfter !== null) {
      const failures = await recentFailures(tx, { username }, limits, limits.lockAfter);
      const oldestCounted = failures[limits.lockAfter - 1];
      if (oldestCounted) {
        await log(false, "locked");
        return { kind: "locked", until: new Date(oldestCounted.createdAt.getTime() + limits.windowMinutes * 60_000) };
      }
    }
    if (!captchaSolved && (await captchaNeeded(tx, username, meta.ip, limits)))
      return { kind: "captcha", sent: captchaSent };

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
    case "captcha":
      meta.log.warn({ event: "login-captcha", username, ip: meta.ip }, "login refused: CAPTCHA missing or wrong");
      throw new AppError("CAPTCHA", { messageKey: attempt.sent ? "error.captchaWrong" : "error.captchaRequired" });
    case "locked":
      meta.log.warn({ event: "login-locked", username, ip: meta.ip }, "login refused: account locked");
      throw new AppError("ACCOUNT_UNAVAILABLE", {
        messageKey: "error.userLocked",
        params: { until: formatUntil(attempt.until) },
      });
  }
}
