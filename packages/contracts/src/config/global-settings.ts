import { z } from "zod";
import { zInt, zString } from "../kit/primitives.ts";

// The other settings of the whole installation, by the origin's names: system (config/get,
// system_update), other/cache (attr_get, attr_update), members (member_get, member_update),
// third-party sign-in (api_get, api_update) and single sign-on (sso_get, sso_update). Secrets
// (keys, app secrets, tokens) are answered blank and kept when sent blank.

const text = (max: number) => zString().trim().max(max, "validation.tooLong");
const optionalText = (max: number) => text(max).optional();

export const ZSystemSettingsInput = z.object({
  contextPath: optionalText(20),
  servletPoint: optionalText(20),
  port: zInt(1, 65_535).nullable().optional(),
  dbFileUri: optionalText(50),
  uploadToDb: z.boolean().optional(),
  defImg: optionalText(255),
  loginUrl: optionalText(255),
  processUrl: optionalText(255),
  downloadTime: zInt(0, 24 * 365).optional(),
  /** Verification for registration and forgotten passwords: 0 none, 1 e-mail, 2 SMS. */
  validateType: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: "validation.invalid" }).optional(),
  viewOnlyChecked: z.boolean().optional(),
  insideSite: z.boolean().optional(),
  dayCount: zInt(0, 1000).optional(),
  commentOpen: z.boolean().optional(),
  guestbookOpen: z.boolean().optional(),
  guestbookNeedLogin: z.boolean().optional(),
  commentDayLimit: zInt(0, 10_000).optional(),
  guestbookDayLimit: zInt(0, 10_000).optional(),
});
export type TSystemSettingsInput = z.infer<typeof ZSystemSettingsInput>;

export const ZSystemSettings = z.object({
  id: z.literal(1),
  contextPath: z.string(),
  servletPoint: z.string(),
  port: z.number().nullable(),
  dbFileUri: z.string(),
  uploadToDb: z.boolean(),
  defImg: z.string(),
  loginUrl: z.string(),
  processUrl: z.string(),
  downloadTime: z.number(),
  validateType: z.number(),
  viewOnlyChecked: z.boolean(),
  insideSite: z.boolean(),
  dayCount: z.number(),
  commentOpen: z.boolean(),
  guestbookOpen: z.boolean(),
  guestbookNeedLogin: z.boolean(),
  commentDayLimit: z.number(),
  guestbookDayLimit: z.number(),
});
export type TSystemSettings = z.infer<typeof ZSystemSettings>;

export const ZAttrSettingsInput = z.object({
  /** Minutes a public page may be kept by browsers and proxies; 0 = not kept (checked on every visit). */
  contentFreshMinute: zInt(0, 24 * 60),
  dayNew: zInt(0, 365).optional(),
  pictureNew: optionalText(255),
  preview: z.boolean().optional(),
  codeImgWidth: zInt(16, 2000).optional(),
  codeImgHeight: zInt(16, 2000).optional(),
  bdToken: optionalText(255),
  isBdSubmit: z.boolean().optional(),
  weixinAppId: optionalText(100),
  weixinAppSecret: optionalText(255),
  lockPwdUser: optionalText(2000),
});
export type TAttrSettingsInput = z.infer<typeof ZAttrSettingsInput>;

export const ZAttrSettings = z.object({
  contentFreshMinute: z.number(),
  dayNew: z.number(),
  pictureNew: z.string(),
  preview: z.boolean(),
  codeImgWidth: z.number(),
  codeImgHeight: z.number(),
  bdToken: z.literal(""),
  isBdSubmit: z.boolean(),
  weixinAppId: z.string(),
  weixinAppSecret: z.literal(""),
  lockPwdUser: z.string(),
});
export type TAttrSettings = z.infer<typeof ZAttrSettings>;

export const ZMemberSettingsInput = z.object({
  memberOn: z.boolean().optional(),
  registerOn: z.boolean().optional(),
  checkOn: z.boolean().optional(),
  usernameMinLen: zInt(1, 50).optional(),
  passwordMinLen: zInt(1, 50).optional(),
  userImgWidth: zInt(16, 2000).optional(),
  userImgHeight: zInt(16, 2000).optional(),
  /** Comma list of reserved usernames, `*` a wildcard (`*admin*`). */
  usernameReserved: optionalText(2000),
});
export type TMemberSettingsInput = z.infer<typeof ZMemberSettingsInput>;

export const ZMemberSettings = z.object({
  memberOn: z.boolean(),
  registerOn: z.boolean(),
  checkOn: z.boolean(),
  usernameMinLen: z.number(),
  passwordMinLen: z.number(),
  userImgWidth: z.number(),
  userImgHeight: z.number(),
  usernameReserved: z.string(),
});
export type TMemberSettings = z.infer<typeof ZMemberSettings>;

export const ZApiSettingsInput = z.object({
  qqEnable: z.boolean().optional(),
  qqID: optionalText(100),
  qqKey: optionalText(255),
  sinaEnable: z.boolean().optional(),
  sinaID: optionalText(100),
  sinaKey: optionalText(255),
  qqWeboEnable: z.boolean().optional(),
  qqWeboID: optionalText(100),
  qqWeboKey: optionalText(255),
  weixinEnable: z.boolean().optional(),
  weixinLoginId: optionalText(100),
  weixinLoginSecret: optionalText(255),
});
export type TApiSettingsInput = z.infer<typeof ZApiSettingsInput>;

export const ZApiSettings = z.object({
  qqEnable: z.boolean(),
  qqID: z.string(),
  qqKey: z.literal(""),
  sinaEnable: z.boolean(),
  sinaID: z.string(),
  sinaKey: z.literal(""),
  qqWeboEnable: z.boolean(),
  qqWeboID: z.string(),
  qqWeboKey: z.literal(""),
  weixinEnable: z.boolean(),
  weixinLoginId: z.string(),
  weixinLoginSecret: z.literal(""),
});
export type TApiSettings = z.infer<typeof ZApiSettings>;

const zUrl = text(255)
  .min(1, "validation.required")
  .refine((value) => /^https?:\/\/[^\s]+$/i.test(value), "validation.invalid");

export const ZSsoSettingsInput = z.object({
  ssoEnable: z.boolean({ error: "validation.required" }),
  /** The other systems' authenticate addresses, called on sign-in (the origin's attr_sso_1…n). */
  urls: z.array(zUrl).max(20, "validation.tooMany"),
});
export type TSsoSettingsInput = z.infer<typeof ZSsoSettingsInput>;

export const ZSsoSettings = z.object({ ssoEnable: z.boolean(), urls: z.array(z.string()) });
export type TSsoSettings = z.infer<typeof ZSsoSettings>;
