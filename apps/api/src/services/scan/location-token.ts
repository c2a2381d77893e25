import { createHmac, hkdfSync, randomBytes, timingSafeEqual } from "node:crypto";
import { prisma } from "@suyuan/db/client";

// The public page may later send the consumer's location for the scan it recorded. The page
// carries a short-lived token naming that scan (and its code), signed with HMAC-SHA256, so a
// caller can only locate a scan it was just shown, and only for a few minutes.
//
// The key is derived (HKDF) from the default legacy API account's secrets: they are generated
// at first start, stored in the database and therefore the same for every process, and no new
// setting is needed. Editing that account changes the key: tokens in flight then fail, which
// costs at most one location.

const TOKEN_LIFETIME_SECONDS = 10 * 60;
/** Processes re-read the key now and then, so an edited account takes effect everywhere. */
const KEY_CACHE_MS = 5 * 60_000;

let cached: { key: Buffer; until: number } | undefined;

async function signingKey(): Promise<Buffer> {
  const now = Date.now();
  if (cached && cached.until > now) return cached.key;
  const account =
    (await prisma.apiAccount.findFirst({
      where: { isDefault: true },
      select: { appKey: true, aesKey: true, ivKey: true },
    })) ??
    (await prisma.apiAccount.findFirst({
      orderBy: { id: "asc" },
      select: { appKey: true, aesKey: true, ivKey: true },
    }));
  // Without any account (never after first start) a per-process key still verifies its own tokens.
  const secret = account ? `${account.appKey}\u0000${account.aesKey}\u0000${account.ivKey}` : randomBytes(32);
  const key = Buffer.from(hkdfSync("sha256", secret, "suyuan-public-trace", "scan-location-token/v1", 32));
  cached = { key, until: now + KEY_CACHE_MS };
  return key;
}

function mac(key: Buffer, payload: string): string {
  return createHmac("sha256", key).update(payload).digest("base64url");
}

/** `<scanId>.<expiry in unix seconds>.<mac>`; the MAC also covers the code. */
export async function signLocationToken(code: string, scanId: string, now = Date.now()): Promise<string> {
  const expires = Math.floor(now / 1000) + TOKEN_LIFETIME_SECONDS;
  const payload = `${scanId}.${expires}`;
  return `${payload}.${mac(await signingKey(), `${code}|${payload}`)}`;
}

/** The scan id a token names, or null when it is malformed, forged, for another code or expired. */
export async function verifyLocationToken(code: string, token: string, now = Date.now()): Promise<string | null> {
  const match = /^(\d{1,19})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return null;
  const [, scanId = "", expires = "", given = ""] = match;
  const expected = mac(await signingKey(), `${code}|${scanId}.${expires}`);
  if (!timingSafeEqual(Buffer.from(given), Buffer.from(expected))) return null;
  if (Number(expires) * 1000 < now) return null;
  return scanId;
}
