import { prisma } from "@suyuan/db/client";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { hashToken, newToken } from "../../lib/random.ts";
import { getSsoSettings } from "../settings/global-settings.ts";
import type { AuthSettings } from "./auth-settings.ts";
import type { LoginSuccess } from "./login.ts";
import { createSession } from "./sessions.ts";
import { getUserAccess } from "./user-access.ts";

// Single sign-on between the sites listed in the SSO settings (config/sso_*), the origin's protocol
// with a one-time ticket in place of its session id. Each site lists the others' authenticate
// addresses (`…/sso/authenticate`). A site asked to sign someone in (`/sso/login` with `username`
// and `sessionId`) asks each listed address whether that ticket is a sign-in of that user; the
// first that answers `true` vouches, and the user, if they have an enabled account here too, is
// signed in. The tickets this installation gives out at an administrator's sign-in (one per listed
// site, beside their `/sso/login` address) are accepted once, within TICKET_SECONDS, and only
// their hash is kept: a ticket is never a session, and is never logged.

const TICKET_SECONDS = 120;
const PEER_TIMEOUT_MS = 5_000;

/** A listed authenticate address's sign-in address: `…/sso/authenticate[.jspx]` → `…/sso/login[.jspx]`. */
export function peerLoginUrl(authenticateUrl: string): string | null {
  try {
    const url = new URL(authenticateUrl);
    const login = url.pathname.replace(/authenticate(\.jspx)?$/, "login$1");
    if (login === url.pathname) return null;
    url.pathname = login;
    url.search = "";
    return url.toString();
  } catch {
    return null;
  }
}

const peerOriginsCache = new ChangeAwareCache<string[]>({ tables: ["app_setting"], maxEntries: 1, maxAgeMs: 60_000 });

/**
 * The origins of the listed sites while SSO is on (none while it is off): the web sign-in page
 * opens their sign-in addresses in hidden frames, so the web app's CSP allows these as frames.
 */
export function ssoPeerOrigins(): Promise<string[]> {
  return peerOriginsCache.get("origins", async () => {
    const settings = await getSsoSettings();
    if (!settings.ssoEnable) return [];
    const logins = settings.urls.map(peerLoginUrl).filter((url): url is string => url !== null);
    return [...new Set(logins.map((url) => new URL(url).origin))];
  });
}

/**
 * At an administrator's sign-in, with SSO on: for each listed site, its sign-in address carrying
 * the username and a new one-time ticket (the browser follows them to be signed in there too).
 */
export async function ssoLinks(username: string): Promise<string[]> {
  const settings = await getSsoSettings();
  if (!settings.ssoEnable) return [];
  const peers = settings.urls.map(peerLoginUrl).filter((url): url is string => url !== null);
  if (peers.length === 0) return [];
  const expiresAt = new Date(Date.now() + TICKET_SECONDS * 1000);
  const tickets = peers.map(() => newToken());
  await prisma.$transaction([
    // Spent and expired tickets go as new ones come: the table stays small.
    prisma.ssoTicket.deleteMany({ where: { expiresAt: { lt: new Date() } } }),
    prisma.ssoTicket.createMany({ data: tickets.map((ticket) => ({ id: hashToken(ticket), username, expiresAt })) }),
  ]);
  return peers.map((peer, index) => {
    const url = new URL(peer);
    url.searchParams.set("username", username);
    url.searchParams.set("sessionId", tickets[index]!);
    return url.toString();
  });
}

/**
 * /sso/authenticate: whether `ticket` is a live ticket this installation gave out for `username`;
 * it is spent by the answer (one statement, so two processes never both accept it).
 */
export async function confirmSsoTicket(username: string, ticket: string): Promise<boolean> {
  if (!username || !ticket || !(await getSsoSettings()).ssoEnable) return false;
  const { count } = await prisma.ssoTicket.deleteMany({
    where: { id: hashToken(ticket), username, expiresAt: { gt: new Date() } },
  });
  return count === 1;
}

/** Asks one listed site whether the ticket is a sign-in of the user there (its answer is `true`). */
async function vouches(authenticateUrl: string, username: string, ticket: string, meta: RequestMeta) {
  try {
    const response = await fetch(authenticateUrl, {
      method: "POST",
      body: new URLSearchParams({ username, sessionId: ticket }),
      redirect: "manual",
      signal: AbortSignal.timeout(PEER_TIMEOUT_MS),
    });
    return response.ok && (await response.text()).trim().replace(/^"|"$/g, "") === "true";
  } catch (error) {
    meta.log.warn(
      { event: "sso-peer-failed", peer: new URL(authenticateUrl).host, err: String(error) },
      "SSO peer unreachable",
    );
    return false;
  }
}

/**
 * /sso/login: signs `username` in here when SSO is on, they have an enabled account, and one of
 * the listed sites vouches for the ticket; null otherwise (nothing written).
 */
export async function ssoSignIn(
  username: string,
  ticket: string,
  meta: RequestMeta,
  settings: AuthSettings,
): Promise<LoginSuccess | null> {
  const sso = await getSsoSettings();
  if (!sso.ssoEnable || !username || !ticket) return null;
  const user = await prisma.user.findUnique({
    where: { username },
    select: { id: true, username: true, realName: true, enabled: true },
  });
  if (!user?.enabled) return null;
  let vouched = false;
  for (const url of sso.urls) {
    if (await vouches(url, username, ticket, meta)) {
      vouched = true;
      break;
    }
  }
  if (!vouched) {
    meta.log.warn({ event: "sso-refused", username, ip: meta.ip }, "SSO sign-in not vouched for");
    return null;
  }
  const session = await prisma.$transaction(async (tx) => {
    await tx.loginLog.create({
      data: { username, userId: user.id, ip: meta.ip, userAgent: meta.userAgent?.slice(0, 512) ?? null, success: true },
    });
    await tx.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
    const access = await getUserAccess(user.id, tx);
    return createSession(tx, user.id, access.sites[0]?.id ?? null, meta, settings);
  });
  meta.log.info({ event: "login", userId: user.id, via: "sso" }, "login succeeded");
  return {
    user: { id: user.id, username: user.username, realName: user.realName },
    token: session.token,
    expiresAt: session.expiresAt,
  };
}
