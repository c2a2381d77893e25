import { prisma } from "@suyuan/db/client";
import { verifyLocationToken } from "./location-token.ts";
import { nearestProvince } from "./province-locator.ts";

export type LocationOutcome =
  | { kind: "saved"; provinceCode: string | null }
  /** Malformed, forged, expired or for another code. */
  | { kind: "refused" }
  /** The coordinates are not a place on Earth. */
  | { kind: "invalid" }
  /** The scan already has a location (a token locates its scan once). */
  | { kind: "already" };

const isCoordinate = (value: unknown, limit: number): value is number =>
  typeof value === "number" && Number.isFinite(value) && Math.abs(value) <= limit;

/**
 * Stores the location the consumer agreed to share for the scan the page's token names, with the
 * (approximate) province it falls in.
 */
export async function recordScanLocation(
  code: string,
  input: { token: unknown; latitude: unknown; longitude: unknown },
): Promise<LocationOutcome> {
  const scanId = typeof input.token === "string" ? await verifyLocationToken(code, input.token) : null;
  if (!scanId) return { kind: "refused" };
  if (!isCoordinate(input.latitude, 90) || !isCoordinate(input.longitude, 180)) return { kind: "invalid" };
  // Decimal(10, 6): about 0.1 m, more than any browser reports.
  const latitude = Math.round(input.latitude * 1e6) / 1e6;
  const longitude = Math.round(input.longitude * 1e6) / 1e6;
  const provinceCode = nearestProvince(latitude, longitude);
  const { count } = await prisma.scanRecord.updateMany({
    where: { id: BigInt(scanId), code, latitude: null },
    data: { latitude, longitude, provinceCode },
  });
  return count === 1 ? { kind: "saved", provinceCode } : { kind: "already" };
}
