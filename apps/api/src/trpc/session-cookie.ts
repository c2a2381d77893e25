import { SESSION_COOKIE, type TrpcContext } from "./context.ts";

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

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || null;
  }
  return null;
}
