import { ADMIN_PASSWORD } from "./bench-server-config.ts";
import { legacyAesPassword, legacyBody } from "./legacy-sign.ts";

/** Logs the admin in through tRPC; returns the session cookie (`name=value`). */
export async function trpcLoginCookie(base: string): Promise<string> {
  const login = await fetch(`${base}/trpc/auth.login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ json: { username: "admin", password: ADMIN_PASSWORD } }),
  });
  return (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
}

/** Logs the admin in through the legacy REST API; returns its session key. */
export async function legacySessionKey(base: string): Promise<string> {
  const response = await fetch(`${base}/api/admin/user/login`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: legacyBody({ username: "admin", aesPassword: legacyAesPassword(ADMIN_PASSWORD) }),
  });
  return String(((await response.json()) as { body: unknown }).body);
}
