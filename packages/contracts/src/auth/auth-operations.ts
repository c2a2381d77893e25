import { z } from "zod";
import {
  ZOrigPassword,
  ZLoginPassword,
  ZLoginUsername,
  ZMobile,
  ZPasswordRepeat,
  ZStrongPassword,
} from "../common/account.ts";
import { ZId, zString } from "../kit/primitives.ts";

export const ZCheckPasswordInput = z.object({ origPwd: ZOrigPassword });

export const ZCheckPasswordOutput = z.object({ pass: z.boolean() });

const ZSessionUser = z.object({ id: z.number(), username: z.string(), realName: z.string().nullable() });

const ZSiteSummary = z.object({ id: z.number(), name: z.string() });

/** Who is signed in and what they may do: the tRPC form of the legacy getPerms answer. */
export const ZGetMeOutput = z.object({
  user: ZSessionUser,
  /** "*" for every permission, otherwise the permission keys. */
  perms: z.union([z.literal("*"), z.array(z.string())]),
  sites: z.array(ZSiteSummary),
  siteId: z.number().nullable(),
  isMasterSite: z.boolean(),
  /** The enterprise the user belongs to (their data is confined to it), or null for platform staff. */
  enterpriseId: z.number().nullable(),
  /** The village station the user operates (work-platform records confined to it), or null for county staff. */
  stationId: z.number().nullable(),
});

/** The CAPTCHA a sign-in carries after failed attempts: the id it was shown with, and what was typed. */
export const ZLoginCaptchaFields = z.object({
  captchaId: zString().max(100, "validation.tooLong").optional(),
  captcha: zString().trim().max(20, "validation.tooLong").optional(),
});

export const ZLoginInput = z
  .object({ username: ZLoginUsername, password: ZLoginPassword })
  .extend(ZLoginCaptchaFields.shape);
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** Whether the next sign-in for this username (from the caller's address) needs a CAPTCHA. */
export const ZLoginCaptchaInput = z.object({ username: ZLoginUsername });
export const ZLoginCaptchaOutput = z.discriminatedUnion("required", [
  z.object({ required: z.literal(false) }),
  /** `image` is an SVG document; send `captchaId` back with the answer. */
  z.object({ required: z.literal(true), captchaId: z.string(), image: z.string() }),
]);

/**
 * The signed-in user; with single sign-on on, `sso` holds each listed site's sign-in address with
 * a one-time ticket (the browser opens them to be signed in there too).
 */
export const ZLoginOutput = z.object({ user: ZSessionUser, sso: z.array(z.string()) });

export const ZRegisterInput = z
  .object({
    username: ZMobile,
    password: ZStrongPassword,
    password2: ZPasswordRepeat,
  })
  .refine((input) => !input.password2 || input.password === input.password2, {
    message: "validation.passwordMismatch",
    path: ["password2"],
  });
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

export const ZRegisterOutput = z.object({ id: z.number(), username: z.string() });

export const ZSwitchSiteInput = z.object({ siteId: ZId });

export const ZSwitchSiteOutput = z.object({ siteId: z.number() });

export const ZUpdatePasswordInput = z
  .object({
    origPwd: ZOrigPassword,
    newPwd: ZStrongPassword,
    newPwd2: ZPasswordRepeat,
  })
  .refine((input) => !input.newPwd2 || input.newPwd === input.newPwd2, {
    message: "validation.passwordMismatch",
    path: ["newPwd2"],
  });
export type TUpdatePasswordInput = z.infer<typeof ZUpdatePasswordInput>;
