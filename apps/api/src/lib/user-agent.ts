import type { ClientDevice, TClientAgent } from "@suyuan/contracts/log/client-agent";
import UAParser from "ua-parser-js";

// A user agent string parsed by ua-parser-js (1.x: MIT; version 2 is AGPL), when a list is read:
// the parser's rules improve with its releases, and every stored string benefits then.

const DEVICES: Record<string, ClientDevice> = { mobile: "mobile", tablet: "tablet" };

const named = (name: string | undefined, version: string | undefined) =>
  name ? (version ? `${name} ${version}` : name) : null;

/** Browser (with its major version), OS (with its version) and kind of device; null without a string. */
export function describeUserAgent(userAgent: string | null | undefined): TClientAgent | null {
  if (!userAgent) return null;
  const result = new UAParser(userAgent).getResult();
  const type = result.device.type;
  return {
    browser: named(result.browser.name, result.browser.major),
    os: named(result.os.name, result.os.version),
    // ua-parser-js names no type for desktop browsers; consoles, TVs and the like are "other".
    device:
      type === undefined ? (result.os.name || result.browser.name ? "desktop" : "other") : (DEVICES[type] ?? "other"),
  };
}
