// How a request names its session and the site it works on: the same for every transport (tRPC, the
// plain HTTP handlers), so these live below all of them.

/** The HttpOnly cookie the browser holds the session token in. */
export const SESSION_COOKIE = "suyuan_session";

/** The header a client names the site it works on with. */
export const SITE_HEADER = "x-suyuan-site";

/** A cookie's value from a Cookie header, or null. */
export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) return rest.join("=") || null;
  }
  return null;
}

/** The session cookie's Set-Cookie value (HttpOnly: page scripts never see the token). */
export function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return `${SESSION_COOKIE}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? "; Secure" : ""}`;
}

/** Seconds until `expiresAt` (0 when past): a session cookie's Max-Age. */
export function secondsUntil(expiresAt: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
}
