import { z } from "zod";
import { zInt, zString } from "../kit/primitives.ts";

// config/firewall_get and _update: who may reach the back office (its APIs and pages). When on,
// an address in `denyIps` is refused, and when `ips` is not empty only addresses in it are let in;
// `weeks` (1 = Sunday … 7 = Saturday, as the origin) and `hours` (0-23), when not empty, are the
// opening days and hours, in China time. An entry of `ips`/`denyIps` is one address, a CIDR block
// (10.0.0.0/8) or a range (10.0.0.1-10.0.0.99), IPv4 or IPv6.

const zRule = zString().trim().min(1, "validation.required").max(100, "validation.tooLong");

export const ZFirewallInput = z.object({
  open: z.boolean({ error: "validation.required" }),
  ips: z.array(zRule).max(200, "validation.tooMany"),
  denyIps: z.array(zRule).max(200, "validation.tooMany").optional(),
  hours: z.array(zInt(0, 23)).max(24, "validation.tooMany"),
  weeks: z.array(zInt(1, 7)).max(7, "validation.tooMany"),
});
export type TFirewallInput = z.infer<typeof ZFirewallInput>;

export const ZFirewall = z.object({
  open: z.boolean(),
  ips: z.array(z.string()),
  denyIps: z.array(z.string()),
  hours: z.array(z.number()),
  weeks: z.array(z.number()),
  /** The address this request came from, for the page to show (and keep in the rules). */
  yourIp: z.string().nullable(),
});
export type TFirewall = z.infer<typeof ZFirewall>;
