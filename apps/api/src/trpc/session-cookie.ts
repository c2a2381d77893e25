import { SESSION_COOKIE } from "../lib/request-session.ts";
import type { TrpcContext } from "./context.ts";

/** The browser holds the session in an HttpOnly cookie: page scripts never see the token. */
export function setSessionCookie(ctx: TrpcContext, token: string, expiresAt: Date): void {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
  ctx.resHeaders.append("Set-Cookie", serialize(ctx, token, maxAge));
}

export function clearSessionCookie(ctx: TrpcContext): void {
  ctx.resHeaders.append("Set-Cookie", serialize(ctx, "", 0));
}

function serialize(ctx: TrpcContext, value: string, maxAge: number): string {
  const secure = ctx.config.session.cookieSecure ? "; Secure" : "";
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}
