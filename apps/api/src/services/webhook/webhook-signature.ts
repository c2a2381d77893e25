import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The signature of a delivery: HMAC-SHA256 with the endpoint's secret over `<timestamp>.<body>`
 * (the Unix time in seconds, a dot, the exact body), as lower-case hex prefixed "v1=". A receiver
 * computes the same and compares, and refuses timestamps far from its clock (replays).
 */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** A receiver's check (docs/webhooks.md shows the same in a few lines): signature and age. */
export function verifyWebhookSignature(
  secret: string,
  header: { signature: string; timestamp: string },
  body: string,
  toleranceSeconds = 300,
  now = Date.now(),
): boolean {
  const timestamp = Number(header.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(now / 1000 - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(webhookSignature(secret, timestamp, body));
  const given = Buffer.from(header.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
