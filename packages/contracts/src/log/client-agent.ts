import { z } from "zod";
import type { Locale } from "../i18n/locale.ts";

// A browser's user agent as people read it: browser, operating system and kind of device, parsed
// on the server (apps/api/src/lib/user-agent.ts) from the full string, which stays beside it.

const CLIENT_DEVICES = ["desktop", "mobile", "tablet", "other"] as const;
export type ClientDevice = (typeof CLIENT_DEVICES)[number];

export const ZClientAgent = z.object({
  /** "Chrome 120", "微信 8.0"; null when the string names none. */
  browser: z.string().nullable(),
  /** "Windows 10", "iOS 17.1". */
  os: z.string().nullable(),
  device: z.enum(CLIENT_DEVICES),
});
export type TClientAgent = z.infer<typeof ZClientAgent>;

const DEVICE_LABELS: Record<ClientDevice, { zh: string; en: string }> = {
  desktop: { zh: "桌面", en: "Desktop" },
  mobile: { zh: "手机", en: "Mobile" },
  tablet: { zh: "平板", en: "Tablet" },
  other: { zh: "其他设备", en: "Other device" },
};

/** "Chrome 120 · Windows 10 · 桌面": the parts known, in this order. */
export function clientAgentLabel(agent: TClientAgent, locale: Locale): string {
  return [agent.browser, agent.os, DEVICE_LABELS[agent.device][locale]].filter(Boolean).join(" · ");
}
