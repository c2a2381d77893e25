import type { AppConfig } from "../../env.ts";

export type AuthSettings = {
  idleMinutes: number;
  maxHours: number;
  maxFailures: number;
  windowMinutes: number;
};

export function authSettingsFrom(config: AppConfig): AuthSettings {
  return {
    idleMinutes: config.session.idleMinutes,
    maxHours: config.session.maxHours,
    maxFailures: config.loginThrottle.maxFailures,
    windowMinutes: config.loginThrottle.windowMinutes,
  };
}
