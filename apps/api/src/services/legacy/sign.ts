import { createHash, timingSafeEqual } from "node:crypto";

/**
 * The legacy API's signature: every field except `sign` and blank ones, sorted by name, joined as
 * name=value with & (raw values, not URL-encoded), then `&key=<appKey>`; MD5 of the UTF-8 bytes,
 * hex, upper case. (The same scheme as WeChat Pay v2.)
 */
export function computeSign(fields: Record<string, string>, appKey: string): string {
  const parts = Object.keys(fields)
    .filter((name) => name !== "sign" && fields[name] !== undefined && fields[name] !== "")
    .sort()
    .map((name) => `${name}=${fields[name]}`);
  parts.push(`key=${appKey}`);
  return createHash("md5").update(parts.join("&"), "utf8").digest("hex").toUpperCase();
}

export function isValidSign(fields: Record<string, string>, appKey: string): boolean {
  const given = fields.sign?.toUpperCase() ?? "";
  const expected = computeSign(fields, appKey);
  return given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
