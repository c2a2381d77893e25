import { createHash, randomBytes, randomInt } from "node:crypto";

/** A session token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Sessions are stored under the token's hash so a database leak does not hand out live tokens. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

const LOWER = "abcdefghijkmnopqrstuvwxyz";
const UPPER = "ABCDEFGHJKLMNPQRSTUVWXYZ";
const DIGITS = "23456789";
const SPECIAL = "!@#$%^&*-_=+";

function pick(alphabet: string, count: number): string[] {
  return Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)] ?? "");
}

/** A password that satisfies the product's rule (letters, digits, special characters), 16 long. */
export function generatePassword(): string {
  const chars = [...pick(LOWER, 6), ...pick(UPPER, 4), ...pick(DIGITS, 4), ...pick(SPECIAL, 2)];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? "", chars[i] ?? ""];
  }
  return chars.join("");
}

/** Random letters and digits, for app ids, app keys and AES keys. */
export function randomAlphanumeric(length: number): string {
  return pick(LOWER + UPPER + DIGITS, length).join("");
}
