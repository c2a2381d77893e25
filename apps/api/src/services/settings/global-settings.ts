import type {
  TApiSettings,
  TApiSettingsInput,
  TAttrSettings,
  TAttrSettingsInput,
  TMemberSettings,
  TMemberSettingsInput,
  TSsoSettings,
  TSsoSettingsInput,
  TSystemSettings,
  TSystemSettingsInput,
} from "@suyuan/contracts/config/global-settings";
import { prisma } from "@suyuan/db/client";
import { z } from "zod";
import { ChangeAwareCache } from "../../lib/change-aware-cache.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { defineAppSetting } from "./app-settings.ts";
import { keptSecret, readSettingGroup, updateSettingGroup, type SettingGroup } from "./setting-groups.ts";

// System, other (cache), member, third-party sign-in and single sign-on settings (config/*), each
// one app_setting row. Fields left out of an update keep their values; blank secrets too.

/** `change` merged over `old`, fields left out (undefined) keeping their values. */
function merged<T extends object>(old: T, change: Partial<T>): T {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  return { ...old, ...defined };
}

const systemSchema = z.object({
  contextPath: z.string(),
  servletPoint: z.string(),
  port: z.number().int().nullable(),
  dbFileUri: z.string(),
  uploadToDb: z.boolean(),
  defImg: z.string(),
  loginUrl: z.string(),
  processUrl: z.string(),
  downloadTime: z.number().int(),
  validateType: z.number().int(),
  viewOnlyChecked: z.boolean(),
  insideSite: z.boolean(),
  dayCount: z.number().int(),
  commentOpen: z.boolean(),
  guestbookOpen: z.boolean(),
  guestbookNeedLogin: z.boolean(),
  commentDayLimit: z.number().int(),
  guestbookDayLimit: z.number().int(),
});
const systemGroup: SettingGroup<z.infer<typeof systemSchema>> = {
  setting: defineAppSetting({
    key: "system",
    schema: systemSchema,
    defaults: {
      contextPath: "",
      servletPoint: "",
      port: null,
      dbFileUri: "/dbfile.svl?n=",
      uploadToDb: false,
      defImg: "/r/cms/www/no_picture.gif",
      loginUrl: "/login.jspx",
      processUrl: "",
      downloadTime: 12,
      validateType: 0,
      viewOnlyChecked: false,
      insideSite: false,
      dayCount: 0,
      commentOpen: true,
      guestbookOpen: true,
      // The origin's sample installation: guests may post (each post is reviewed anyway).
      guestbookNeedLogin: false,
      commentDayLimit: 0,
      guestbookDayLimit: 0,
    },
  }),
  resource: "system-settings",
  secrets: [],
};

export async function getSystemSettings(): Promise<TSystemSettings> {
  return { id: 1, ...(await readSettingGroup(systemGroup)) };
}

export async function updateSystemSettings(ctx: ServiceContext, input: TSystemSettingsInput): Promise<TSystemSettings> {
  return { id: 1, ...(await updateSettingGroup(ctx, systemGroup, (old) => merged(old, input))) };
}

const attrSchema = z.object({
  contentFreshMinute: z.number().int().min(0),
  dayNew: z.number().int(),
  pictureNew: z.string(),
  preview: z.boolean(),
  codeImgWidth: z.number().int(),
  codeImgHeight: z.number().int(),
  bdToken: z.string(),
  isBdSubmit: z.boolean(),
  weixinAppId: z.string(),
  weixinAppSecret: z.string(),
  lockPwdUser: z.string(),
});
type AttrStored = z.infer<typeof attrSchema>;
const attrGroup: SettingGroup<AttrStored> = {
  setting: defineAppSetting({
    key: "attr",
    schema: attrSchema,
    defaults: {
      contentFreshMinute: 0,
      dayNew: 0,
      pictureNew: "/r/cms/www/new.gif",
      preview: true,
      codeImgWidth: 100,
      codeImgHeight: 100,
      bdToken: "",
      isBdSubmit: false,
      weixinAppId: "",
      weixinAppSecret: "",
      lockPwdUser: "",
    },
  }),
  resource: "attr-settings",
  secrets: ["bdToken", "weixinAppSecret"],
};

const attrAnswer = (stored: AttrStored): TAttrSettings => ({ ...stored, bdToken: "", weixinAppSecret: "" });

export async function getAttrSettings(): Promise<TAttrSettings> {
  return attrAnswer(await readSettingGroup(attrGroup));
}

const pageCacheMinutes = new ChangeAwareCache<number>({ tables: ["app_setting"], maxEntries: 1, maxAgeMs: 60_000 });

/**
 * The minutes a public page may be kept by browsers and proxies (0: checked on every visit), read
 * on every public page: kept per process until a setting changes anywhere.
 */
export function publicPageCacheMinutes(): Promise<number> {
  return pageCacheMinutes.get("minutes", async () => (await readSettingGroup(attrGroup)).contentFreshMinute);
}

export async function updateAttrSettings(ctx: ServiceContext, input: TAttrSettingsInput): Promise<TAttrSettings> {
  const saved = await updateSettingGroup(ctx, attrGroup, (old) => ({
    ...merged(old, input),
    bdToken: keptSecret(input.bdToken, old.bdToken),
    weixinAppSecret: keptSecret(input.weixinAppSecret, old.weixinAppSecret),
  }));
  return attrAnswer(saved);
}

/**
 * config/attr_clear: every site's generated pages become stale at once (their template version
 * is raised, as a change to the site's channels does), so the next visit renders afresh and the
 * per-process page data is dropped by the site's change notices on every process.
 */
export async function clearPageCache(ctx: ServiceContext): Promise<{ sites: number }> {
  return prisma.$transaction(async (tx) => {
    const sites = await tx.$executeRaw`UPDATE site SET template_version = template_version + 1`;
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "clear",
      resource: "page-cache",
      detail: { sites },
    });
    return { sites };
  });
}

const memberSchema = z.object({
  memberOn: z.boolean(),
  registerOn: z.boolean(),
  checkOn: z.boolean(),
  usernameMinLen: z.number().int(),
  passwordMinLen: z.number().int(),
  userImgWidth: z.number().int(),
  userImgHeight: z.number().int(),
  usernameReserved: z.string(),
});
const memberGroup: SettingGroup<z.infer<typeof memberSchema>> = {
  setting: defineAppSetting({
    key: "member",
    schema: memberSchema,
    defaults: {
      memberOn: true,
      registerOn: true,
      // The origin's sample installation: a registered visitor may sign in at once.
      checkOn: false,
      usernameMinLen: 3,
      passwordMinLen: 3,
      userImgWidth: 143,
      userImgHeight: 98,
      usernameReserved: "",
    },
  }),
  resource: "member-settings",
  secrets: [],
};

export function getMemberSettings(): Promise<TMemberSettings> {
  return readSettingGroup(memberGroup);
}

export function updateMemberSettings(ctx: ServiceContext, input: TMemberSettingsInput): Promise<TMemberSettings> {
  return updateSettingGroup(ctx, memberGroup, (old) => merged(old, input));
}

const apiSchema = z.object({
  qqEnable: z.boolean(),
  qqID: z.string(),
  qqKey: z.string(),
  sinaEnable: z.boolean(),
  sinaID: z.string(),
  sinaKey: z.string(),
  qqWeboEnable: z.boolean(),
  qqWeboID: z.string(),
  qqWeboKey: z.string(),
  weixinEnable: z.boolean(),
  weixinLoginId: z.string(),
  weixinLoginSecret: z.string(),
});
type ApiStored = z.infer<typeof apiSchema>;
const API_SECRETS = ["qqKey", "sinaKey", "qqWeboKey", "weixinLoginSecret"] as const;
const apiGroup: SettingGroup<ApiStored> = {
  setting: defineAppSetting({
    key: "api",
    schema: apiSchema,
    defaults: {
      qqEnable: false,
      qqID: "",
      qqKey: "",
      sinaEnable: false,
      sinaID: "",
      sinaKey: "",
      qqWeboEnable: false,
      qqWeboID: "",
      qqWeboKey: "",
      weixinEnable: false,
      weixinLoginId: "",
      weixinLoginSecret: "",
    },
  }),
  resource: "api-settings",
  secrets: API_SECRETS,
};

const apiAnswer = (stored: ApiStored): TApiSettings => ({
  ...stored,
  qqKey: "",
  sinaKey: "",
  qqWeboKey: "",
  weixinLoginSecret: "",
});

export async function getApiSettings(): Promise<TApiSettings> {
  return apiAnswer(await readSettingGroup(apiGroup));
}

export async function updateApiSettings(ctx: ServiceContext, input: TApiSettingsInput): Promise<TApiSettings> {
  const saved = await updateSettingGroup(ctx, apiGroup, (old) => {
    const next = merged(old, input);
    for (const key of API_SECRETS) next[key] = keptSecret(input[key], old[key]);
    return next;
  });
  return apiAnswer(saved);
}

const ssoSchema = z.object({ ssoEnable: z.boolean(), urls: z.array(z.string()) });
const ssoGroup: SettingGroup<z.infer<typeof ssoSchema>> = {
  setting: defineAppSetting({ key: "sso", schema: ssoSchema, defaults: { ssoEnable: false, urls: [] } }),
  resource: "sso-settings",
  secrets: [],
};

export function getSsoSettings(): Promise<TSsoSettings> {
  return readSettingGroup(ssoGroup);
}

/** The whole list is replaced, as the origin does. */
export function updateSsoSettings(ctx: ServiceContext, input: TSsoSettingsInput): Promise<TSsoSettings> {
  return updateSettingGroup(ctx, ssoGroup, () => ({ ssoEnable: input.ssoEnable, urls: input.urls }));
}
