import type { TLoginSettings, TLoginSettingsInput } from "@suyuan/contracts/config/login-settings";
import type { DbClient } from "@suyuan/db/client";
import { z } from "zod";
import type { AuthSettings } from "../auth/auth-settings.ts";
import type { ServiceContext } from "../service-context.ts";
import { defineAppSetting, readAppSetting } from "./app-settings.ts";
import { keptSecret, readSettingGroup, updateSettingGroup, type SettingGroup } from "./setting-groups.ts";

// The sign-in limits (config/login_*: failures before a CAPTCHA, failures that lock, their window)
// and the mail account stored beside them. Until an administrator saves the limits, the
// environment's LOGIN_CAPTCHA_AFTER_FAILURES, LOGIN_MAX_FAILURES and LOGIN_FAILURE_WINDOW_MINUTES apply.

const loginSetting = defineAppSetting({
  key: "login",
  schema: z.object({
    /** null: the environment's value. */
    errorTimes: z.number().int().min(1).max(100).nullable(),
    errorInterval: z.number().int().min(1).max(1440).nullable(),
    /** null: the environment's value; 0: never lock. */
    lockTimes: z.number().int().min(0).max(1000).nullable(),
    host: z.string(),
    port: z.number().int().nullable(),
    username: z.string(),
    password: z.string(),
    encoding: z.string(),
    personal: z.string(),
    forgotPasswordSubject: z.string(),
    forgotPasswordText: z.string(),
    registerSubject: z.string(),
    registerText: z.string(),
  }),
  defaults: {
    errorTimes: null,
    errorInterval: null,
    lockTimes: null,
    host: "",
    port: 465,
    username: "",
    password: "",
    encoding: "UTF-8",
    personal: "",
    forgotPasswordSubject: "",
    forgotPasswordText: "",
    registerSubject: "",
    registerText: "",
  },
});

type Stored = z.infer<typeof loginSetting.schema>;

const loginGroup: SettingGroup<Stored> = { setting: loginSetting, resource: "login-settings", secrets: ["password"] };

export type LoginLimits = {
  /** Failures (of the username, or from the address) after which a CAPTCHA is required. */
  captchaAfter: number;
  /** Failures of the username that lock it; null: never. Always above `captchaAfter`. */
  lockAfter: number | null;
  windowMinutes: number;
};

/** The limits in force: the saved ones, else the environment's. Read in the sign-in's transaction. */
export async function loginLimits(db: DbClient, auth: AuthSettings): Promise<LoginLimits> {
  const stored = await readAppSetting(db, loginSetting);
  const captchaAfter = stored.errorTimes ?? auth.captchaAfter;
  const lockTimes = stored.lockTimes ?? auth.maxFailures;
  return {
    captchaAfter,
    // The CAPTCHA always comes first: a lock at or below its threshold moves just past it.
    lockAfter: lockTimes === 0 ? null : Math.max(lockTimes, captchaAfter + 1),
    windowMinutes: stored.errorInterval ?? auth.windowMinutes,
  };
}

function answer(stored: Stored, auth: AuthSettings): TLoginSettings {
  const { password, errorTimes, errorInterval, lockTimes, ...rest } = stored;
  return {
    ...rest,
    errorTimes: errorTimes ?? auth.captchaAfter,
    errorInterval: errorInterval ?? auth.windowMinutes,
    lockTimes: lockTimes ?? auth.maxFailures,
    password: "",
    passwordSet: password !== "",
  };
}

export async function getLoginSettings(auth: AuthSettings): Promise<TLoginSettings> {
  return answer(await readSettingGroup(loginGroup), auth);
}

/** Saves the limits and the mail account (fields left out keep their values; a blank password too). */
export async function updateLoginSettings(
  ctx: ServiceContext,
  auth: AuthSettings,
  input: TLoginSettingsInput,
): Promise<TLoginSettings> {
  const saved = await updateSettingGroup(ctx, loginGroup, (old) => ({
    errorTimes: input.errorTimes,
    errorInterval: input.errorInterval,
    lockTimes: input.lockTimes ?? old.lockTimes,
    host: input.host ?? old.host,
    port: input.port === undefined ? old.port : input.port,
    username: input.username ?? old.username,
    password: keptSecret(input.password, old.password),
    encoding: input.encoding ?? old.encoding,
    personal: input.personal ?? old.personal,
    forgotPasswordSubject: input.forgotPasswordSubject ?? old.forgotPasswordSubject,
    forgotPasswordText: input.forgotPasswordText ?? old.forgotPasswordText,
    registerSubject: input.registerSubject ?? old.registerSubject,
    registerText: input.registerText ?? old.registerText,
  }));
  return answer(saved, auth);
}
