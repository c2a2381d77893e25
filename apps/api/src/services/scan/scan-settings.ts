import type { AppConfig } from "../../env.ts";

export type ScanSettings = {
  /** Requests a minute one IP may send to /t/* (counted across all processes). */
  rateLimitPerMinute: number;
  /** More scans than this of one code shows the copy warning. */
  copyWarningScans: number;
  /** Scans from at least this many IPs (among the code's latest scans) shows the copy warning too. */
  copyWarningIps: number;
};

export function scanSettingsFrom(config: AppConfig): ScanSettings {
  return { ...config.scan };
}
