import { BlockList, isIP } from "node:net";

/**
 * Addresses a server-side fetch must never reach (SSRF): this host, private and shared networks,
 * link-local (cloud metadata at 169.254.169.254), multicast, documentation and reserved ranges.
 */
const BLOCKED = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  // IPv4-compatible and NAT64 forms can name a private IPv4 address.
  ["::", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  BLOCKED.addSubnet(network, prefix, "ipv6");
}

const MAPPED_V4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i;
const MAPPED_V4_HEX = /^::ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/i;

/** The IPv4 address an IPv4-mapped IPv6 address (::ffff:a.b.c.d) stands for, or null. */
function mappedV4(address: string): string | null {
  const dotted = MAPPED_V4.exec(address);
  if (dotted?.[1]) return dotted[1];
  const hex = MAPPED_V4_HEX.exec(address);
  if (!hex?.[1] || !hex[2]) return null;
  const high = Number.parseInt(hex[1], 16);
  const low = Number.parseInt(hex[2], 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether an IP address (v4 or v6, as text) is a public unicast address a fetch may connect to. */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, "").replace(/%.*$/, "");
  const family = isIP(plain);
  if (family === 4) return !BLOCKED.check(plain, "ipv4");
  if (family !== 6) return false;
  const v4 = mappedV4(plain);
  if (v4) return isPublicAddress(v4);
  return !BLOCKED.check(plain, "ipv6");
}
