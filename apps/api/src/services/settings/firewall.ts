import { BlockList, isIP } from "node:net";
import type { TFirewall, TFirewallInput } from "@suyuan/contracts/config/firewall";
import { prisma } from "@suyuan/db/client";
import { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";
import type { ServiceContext } from "../service-context.ts";
import { defineAppSetting, readAppSetting } from "./app-settings.ts";
import { updateSettingGroup, type SettingGroup } from "./setting-groups.ts";

// The back-office firewall (config/firewall_*): which addresses, days and hours may reach the
// admin APIs and pages. Every process keeps the compiled rule and forgets it when any setting
// changes anywhere (the app_setting change notices), so a saved rule is in force on all of them
// within milliseconds. Node's own net.BlockList matches addresses, CIDR blocks and ranges.

const firewallSetting = defineAppSetting({
  key: "firewall",
  schema: z.object({
    open: z.boolean(),
    ips: z.array(z.string()),
    denyIps: z.array(z.string()),
    hours: z.array(z.number().int().min(0).max(23)),
    weeks: z.array(z.number().int().min(1).max(7)),
  }),
  defaults: { open: false, ips: [], denyIps: [], hours: [], weeks: [] },
});

type Stored = z.infer<typeof firewallSetting.schema>;

const firewallGroup: SettingGroup<Stored> = { setting: firewallSetting, resource: "firewall", secrets: [] };

type Rule = {
  open: boolean;
  allow: BlockList | null;
  deny: BlockList | null;
  hours: ReadonlySet<number>;
  weeks: ReadonlySet<number>;
};

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) is 10.0.0.1. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  return mapped ? mapped[1]! : ip;
}

function family(address: string): "ipv4" | "ipv6" | null {
  const kind = isIP(address);
  return kind === 4 ? "ipv4" : kind === 6 ? "ipv6" : null;
}

/** Adds one entry (address, CIDR block or range) to `list`; false when it is none of them. */
function addEntry(list: BlockList, entry: string): boolean {
  const cidr = /^([^/]+)\/(\d{1,3})$/.exec(entry);
  if (cidr) {
    const type = family(cidr[1]!);
    const prefix = Number(cidr[2]);
    if (!type || prefix > (type === "ipv4" ? 32 : 128)) return false;
    list.addSubnet(cidr[1]!, prefix, type);
    return true;
  }
  const range = /^([^-\s]+)\s*-\s*([^-\s]+)$/.exec(entry);
  if (range) {
    const type = family(range[1]!);
    if (!type || family(range[2]!) !== type) return false;
    try {
      list.addRange(range[1]!, range[2]!, type);
    } catch {
      return false; // the end comes before the start
    }
    return true;
  }
  const type = family(entry);
  if (!type) return false;
  list.addAddress(entry, type);
  return true;
}

/** The entries as one list, or null when there are none; refuses an entry it cannot read. */
function blockList(entries: readonly string[], field: string): BlockList | null {
  if (entries.length === 0) return null;
  const list = new BlockList();
  for (const entry of entries) {
    if (!addEntry(list, entry))
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.firewallBadRule",
        params: { rule: entry },
        fieldErrors: { [field]: ["error.firewallBadRule"] },
      });
  }
  return list;
}

function compile(stored: Stored): Rule {
  return {
    open: stored.open,
    allow: blockList(stored.ips, "ips"),
    deny: blockList(stored.denyIps, "denyIps"),
    hours: new Set(stored.hours),
    weeks: new Set(stored.weeks),
  };
}

function contains(list: BlockList, ip: string): boolean {
  const address = plainAddress(ip);
  const type = family(address);
  return type !== null && list.check(address, type);
}

/** China has no daylight saving: its clock is UTC+8 all year. */
const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Whether the rule lets `ip` in at `now`. */
function allows(rule: Rule, ip: string | null, now: Date): boolean {
  if (!rule.open) return true;
  if (rule.deny && ip && contains(rule.deny, ip)) return false;
  if (rule.allow && !(ip && contains(rule.allow, ip))) return false;
  const china = new Date(now.getTime() + CHINA_OFFSET_MS);
  // The origin's days: 1 = Sunday … 7 = Saturday.
  if (rule.weeks.size > 0 && !rule.weeks.has(china.getUTCDay() + 1)) return false;
  if (rule.hours.size > 0 && !rule.hours.has(china.getUTCHours())) return false;
  return true;
}

const ruleCache = new ChangeAwareCache<Rule>({ tables: ["app_setting"], maxEntries: 1, maxAgeMs: 60_000 });

/** A stored rule that no longer compiles lets everyone in rather than locking the office. */
async function currentRule(): Promise<Rule> {
  return ruleCache.get("rule", async () => {
    const stored = await readAppSetting(prisma, firewallSetting);
    try {
      return compile(stored);
    } catch {
      return compile(firewallSetting.defaults);
    }
  });
}

/** The firewall's refusal of a request from `ip` now, or null when it may go on. */
export async function firewallRefusal(ip: string | null, now = new Date()): Promise<AppError | null> {
  return allows(await currentRule(), ip, now) ? null : new AppError("FIREWALL");
}

function answer(stored: Stored, yourIp: string | null): TFirewall {
  return { ...stored, yourIp: yourIp === null ? null : plainAddress(yourIp) };
}

export async function getFirewall(ctx: Pick<ServiceContext, "meta">): Promise<TFirewall> {
  return answer(await readAppSetting(prisma, firewallSetting), ctx.meta.ip);
}

/**
 * Saves the rule. One that would refuse the saving administrator's own address at this moment is
 * refused with nothing saved: the office must not lock out the one person who could reopen it.
 */
export async function updateFirewall(ctx: ServiceContext, input: TFirewallInput): Promise<TFirewall> {
  const unique = <T>(values: readonly T[]) => [...new Set(values)];
  const saved = await updateSettingGroup(
    ctx,
    firewallGroup,
    (old) => ({
      open: input.open,
      ips: unique(input.ips),
      denyIps: unique(input.denyIps ?? old.denyIps),
      hours: unique(input.hours).sort((a, b) => a - b),
      weeks: unique(input.weeks).sort((a, b) => a - b),
    }),
    (next) => {
      if (!allows(compile(next), ctx.meta.ip, new Date()))
        throw new AppError("RULE_VIOLATION", {
          messageKey: "error.firewallLocksYouOut",
          params: { ip: ctx.meta.ip === null ? "?" : plainAddress(ctx.meta.ip) },
        });
    },
  );
  return answer(saved, ctx.meta.ip);
}
