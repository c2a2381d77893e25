import type { AppConfig } from "../../env.ts";

export type AuthSettings = {
  idleMinutes: number;
  maxHours: number;
  captchaAfter: number;
  maxFailures: number;
  windowMinutes: number;
};

export function authSettingsFrom(config: AppConfig): AuthSettings {
  return {
    idleMinutes: config.session.idleMinutes,
    maxHours: config.session.maxHours,
    captchaAfter: config.loginThrottle.captchaAfter,
    maxFailures: config.loginThrottle.maxFailures,
    windowMinutes: config.loginThrottle.windowMinutes,
  };
}
