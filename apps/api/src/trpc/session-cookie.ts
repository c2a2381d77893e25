import { secondsUntil, sessionCookie } from "../lib/request-session.ts";
import type { TrpcContext } from "./context.ts";

/** The browser holds the session in an HttpOnly cookie: page scripts never see the token. */
export function setSessionCookie(ctx: TrpcContext, token: string, expiresAt: Date): void {
  ctx.resHeaders.append("Set-Cookie", sessionCookie(token, secondsUntil(expiresAt), ctx.config.session.cookieSecure));
}

export function clearSessionCookie(ctx: TrpcContext): void {
  ctx.resHeaders.append("Set-Cookie", sessionCookie("", 0, ctx.config.session.cookieSecure));
}
