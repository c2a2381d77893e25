import { ZContentCharge, ZContentChargeInput } from "@suyuan/contracts/config/content-charge";
import { ZFirewall, ZFirewallInput, type TFirewall } from "@suyuan/contracts/config/firewall";
import {
  ZApiSettings,
  ZApiSettingsInput,
  ZAttrSettings,
  ZAttrSettingsInput,
  ZMemberSettings,
  ZMemberSettingsInput,
  ZSsoSettings,
  ZSsoSettingsInput,
  ZSystemSettings,
  ZSystemSettingsInput,
  type TSsoSettings,
} from "@suyuan/contracts/config/global-settings";
import { ZLoginSettings, ZLoginSettingsInput } from "@suyuan/contracts/config/login-settings";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { z } from "zod";
import { getContentCharge, updateContentCharge } from "../../services/settings/content-charge.ts";
import { getFirewall, updateFirewall } from "../../services/settings/firewall.ts";
import {
  clearPageCache,
  getApiSettings,
  getAttrSettings,
  getMemberSettings,
  getSsoSettings,
  getSystemSettings,
  updateApiSettings,
  updateAttrSettings,
  updateMemberSettings,
  updateSsoSettings,
  updateSystemSettings,
} from "../../services/settings/global-settings.ts";
import { getLoginSettings, updateLoginSettings } from "../../services/settings/login-settings.ts";
import { permissionProcedure, router } from "../init.ts";

const NO_INPUT = z.object({}).optional();
/** The origin answers its settings updates with an empty body. */
const EMPTY_BODY = () => ({});

const SECURITY_PAGE = "/config/security";
const SYSTEM_PAGE = "/config/system";

/** firewall_get as the origin answers it: on/off as "1"/"0", address lists comma-joined. */
function originFirewall(output: unknown) {
  const firewall = output as TFirewall;
  return {
    body: {
      password: "",
      open: firewall.open ? "1" : "0",
      domain: "",
      ips: firewall.ips.join(","),
      denyIps: firewall.denyIps.join(","),
      hours: firewall.hours,
      weeks: firewall.weeks,
    },
  };
}

/** sso_get as the origin answers it: the addresses as attr_sso_1…n. */
function originSso(output: unknown) {
  const sso = output as TSsoSettings;
  return {
    body: {
      attr_ssoEnable: sso.ssoEnable,
      attrs: sso.urls.map((value, index) => ({ key: `attr_sso_${index + 1}`, value })),
    },
  };
}

/** sso_update's form: attr_ssoEnable and the addresses attr_sso_1…n, in their order. */
function ssoFromForm(fields: Record<string, string>) {
  const flag = fields.attr_ssoEnable;
  const urls = Object.entries(fields)
    .map(([name, value]) => ({ index: /^attr_sso_(\d{1,3})$/.exec(name)?.[1], value: value.trim() }))
    .filter((entry): entry is { index: string; value: string } => entry.index !== undefined && entry.value !== "")
    .sort((a, b) => Number(a.index) - Number(b.index))
    .map((entry) => entry.value);
  return { ssoEnable: flag === "true" || flag === "1" ? true : flag === "false" || flag === "0" ? false : flag, urls };
}

/** Settings of the whole installation (config/*). */
export const configRouter = router({
  /** config/content_charge_get: read by the settings and by the content form (打赏 amounts). */
  contentCharge: permissionProcedure("/site_config/base_update", "/content/save", "/content/update")
    .meta({ legacy: { paths: ["/config/content_charge_get"] } })
    .input(NO_INPUT)
    .output(ZContentCharge)
    .query(() => getContentCharge()),
  /** config/content_charge_update: the ratio and tip settings, logged with old and new values. */
  updateContentCharge: permissionProcedure(OPERATION_KEYS.contentChargeUpdate)
    .meta({ legacy: { paths: ["/config/content_charge_update"], answer: () => ({ body: { id: 1 } }) } })
    .input(ZContentChargeInput)
    .output(ZContentCharge)
    .mutation(({ ctx, input }) => updateContentCharge(ctx, input)),

  /** config/login_get: the sign-in lock in force and the mail account (password never answered). */
  login: permissionProcedure(SECURITY_PAGE)
    .meta({ legacy: { paths: ["/config/login_get"] } })
    .input(NO_INPUT)
    .output(ZLoginSettings)
    .query(({ ctx }) => getLoginSettings(ctx.auth)),
  updateLogin: permissionProcedure(OPERATION_KEYS.loginSettingsUpdate)
    .meta({ legacy: { paths: ["/config/login_update"], answer: EMPTY_BODY } })
    .input(ZLoginSettingsInput)
    .output(ZLoginSettings)
    .mutation(({ ctx, input }) => updateLoginSettings(ctx, ctx.auth, input)),

  /** config/firewall_get: the back-office firewall, with the caller's own address. */
  firewall: permissionProcedure(SECURITY_PAGE)
    .meta({ legacy: { paths: ["/config/firewall_get"], answer: originFirewall } })
    .input(NO_INPUT)
    .output(ZFirewall)
    .query(({ ctx }) => getFirewall(ctx)),
  updateFirewall: permissionProcedure(OPERATION_KEYS.firewallUpdate)
    .meta({ legacy: { paths: ["/config/firewall_update"], answer: EMPTY_BODY } })
    .input(ZFirewallInput)
    .output(ZFirewall)
    .mutation(({ ctx, input }) => updateFirewall(ctx, input)),

  /** config/get: system settings. */
  system: permissionProcedure(SYSTEM_PAGE)
    .meta({ legacy: { paths: ["/config/get"] } })
    .input(NO_INPUT)
    .output(ZSystemSettings)
    .query(() => getSystemSettings()),
  updateSystem: permissionProcedure(OPERATION_KEYS.systemSettingsUpdate)
    .meta({ legacy: { paths: ["/config/system_update"], answer: () => ({ body: { id: 1 } }) } })
    .input(ZSystemSettingsInput)
    .output(ZSystemSettings)
    .mutation(({ ctx, input }) => updateSystemSettings(ctx, input)),

  /** config/attr_get: other settings, with the public pages' cache minutes. */
  attr: permissionProcedure(SYSTEM_PAGE)
    .meta({ legacy: { paths: ["/config/attr_get"] } })
    .input(NO_INPUT)
    .output(ZAttrSettings)
    .query(() => getAttrSettings()),
  updateAttr: permissionProcedure(OPERATION_KEYS.attrSettingsUpdate)
    .meta({ legacy: { paths: ["/config/attr_update"], answer: EMPTY_BODY } })
    .input(ZAttrSettingsInput)
    .output(ZAttrSettings)
    .mutation(({ ctx, input }) => updateAttrSettings(ctx, input)),
  /** config/attr_clear: every generated public page is dropped; the next visit renders afresh. */
  clearPageCache: permissionProcedure(OPERATION_KEYS.pageCacheClear)
    .meta({ legacy: { paths: ["/config/attr_clear"], answer: EMPTY_BODY } })
    .input(NO_INPUT)
    .output(z.object({ sites: z.number() }))
    .mutation(({ ctx }) => clearPageCache(ctx)),

  /** config/member_get: member settings. */
  member: permissionProcedure(SYSTEM_PAGE)
    .meta({ legacy: { paths: ["/config/member_get"] } })
    .input(NO_INPUT)
    .output(ZMemberSettings)
    .query(() => getMemberSettings()),
  updateMember: permissionProcedure(OPERATION_KEYS.memberSettingsUpdate)
    .meta({ legacy: { paths: ["/config/member_update"], answer: EMPTY_BODY } })
    .input(ZMemberSettingsInput)
    .output(ZMemberSettings)
    .mutation(({ ctx, input }) => updateMemberSettings(ctx, input)),

  /** config/api_get: third-party sign-in (keys never answered). */
  api: permissionProcedure(SYSTEM_PAGE)
    .meta({ legacy: { paths: ["/config/api_get"] } })
    .input(NO_INPUT)
    .output(ZApiSettings)
    .query(() => getApiSettings()),
  updateApi: permissionProcedure(OPERATION_KEYS.apiSettingsUpdate)
    .meta({ legacy: { paths: ["/config/api_update"], answer: EMPTY_BODY } })
    .input(ZApiSettingsInput)
    .output(ZApiSettings)
    .mutation(({ ctx, input }) => updateApiSettings(ctx, input)),

  /** config/sso_get: single sign-on. */
  sso: permissionProcedure(SYSTEM_PAGE)
    .meta({ legacy: { paths: ["/config/sso_get"], answer: originSso } })
    .input(NO_INPUT)
    .output(ZSsoSettings)
    .query(() => getSsoSettings()),
  updateSso: permissionProcedure(OPERATION_KEYS.ssoSettingsUpdate)
    .meta({ legacy: { paths: ["/config/sso_update"], answer: EMPTY_BODY, fromForm: ssoFromForm } })
    .input(ZSsoSettingsInput)
    .output(ZSsoSettings)
    .mutation(({ ctx, input }) => updateSsoSettings(ctx, input)),
});
