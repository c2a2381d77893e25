import type { Context } from "hono";
import type { AppConfig } from "../env.ts";
import type { AppEnv } from "../lib/app-env.ts";
import { secondsUntil, sessionCookie } from "../lib/request-session.ts";
import { authSettingsFrom } from "../services/auth/auth-settings.ts";
import { confirmSsoTicket, ssoSignIn } from "../services/auth/single-sign-on.ts";

// The single sign-on endpoints of services/auth/single-sign-on.ts, public like the origin's
// /sso/authenticate.jspx and /sso/login.jspx (served under both spellings): a peer's server asks
// the first, a browser sent by a peer opens the second.

/** `username` and `sessionId` from the query or a form body. */
async function ticketOf(c: Context<AppEnv>): Promise<{ username: string; ticket: string }> {
  const form = c.req.method === "POST" ? await c.req.formData().catch(() => null) : null;
  const field = (name: string) => {
    const value = form?.get(name) ?? c.req.query(name);
    return typeof value === "string" ? value.trim().slice(0, 200) : "";
  };
  return { username: field("username"), ticket: field("sessionId") };
}

/** POST /sso/authenticate: `true` when the ticket is a live one this installation gave the user (spent now). */
export function ssoAuthenticateHandler() {
  return async (c: Context<AppEnv>) => {
    const { username, ticket } = await ticketOf(c);
    const accepted = await confirmSsoTicket(username, ticket);
    c.header("Cache-Control", "no-store");
    return c.json(accepted);
  };
}

/**
 * /sso/login: signs the user in when a listed site vouches for the ticket. A browser's GET is sent
 * on to the sign-in page, which takes the new session up (or says it was not accepted); a
 * script's POST gets the origin's `{ "result": "login" }` (or `{}`).
 */
export function ssoLoginHandler(config: AppConfig) {
  const auth = authSettingsFrom(config);
  return async (c: Context<AppEnv>) => {
    const { username, ticket } = await ticketOf(c);
    const signedIn = await ssoSignIn(username, ticket, c.get("meta"), auth);
    c.header("Cache-Control", "no-store");
    if (signedIn)
      c.header(
        "Set-Cookie",
        sessionCookie(signedIn.token, secondsUntil(signedIn.expiresAt), config.session.cookieSecure),
      );
    if (c.req.method === "POST") return c.json(signedIn ? { result: "login" } : {});
    // The sign-in page takes the session up (or says that the other site's sign-in was not accepted).
    return c.redirect(`/login?sso=${signedIn ? "1" : "0"}`, 303);
  };
}
