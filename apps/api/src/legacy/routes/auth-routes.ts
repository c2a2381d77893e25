import { ZCheckPasswordInput, ZUpdatePasswordInput } from "@suyuan/contracts/auth/auth-operations";
import { isStrongPassword } from "@suyuan/contracts/common/account";
import {
  ZLegacyLoginCaptchaFields,
  ZLegacyLoginFields,
  ZLegacyRegisterFields,
} from "@suyuan/contracts/legacy/auth-fields";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { login, loginCaptcha } from "../../services/auth/login.ts";
import { checkPassword, updatePassword } from "../../services/auth/passwords.ts";
import { ssoLinks } from "../../services/auth/single-sign-on.ts";
import { register } from "../../services/auth/register.ts";
import { endSession } from "../../services/auth/sessions.ts";
import { decryptAesPassword } from "../../services/legacy/aes.ts";
import { legacyRoute, type LegacyPublicContext } from "../legacy-route.ts";

function decryptOrThrow(ctx: LegacyPublicContext, aesPassword: string): string {
  const password = decryptAesPassword(aesPassword, ctx.account.aesKey, ctx.account.ivKey);
  if (password === null) throw new AppError("AES");
  return password;
}

export const authRoutes = [
  legacyRoute({
    paths: ["/admin/user/login", "/front/user/login"],
    access: "public",
    input: ZLegacyLoginFields,
    async handle(ctx, input) {
      const password = decryptOrThrow(ctx, input.aesPassword);
      const { username, captchaId, captcha } = input;
      const result = await login({ username, password, captchaId, captcha }, ctx.meta, ctx.auth, {
        endOtherSessions: ctx.account.limitSingleDevice,
      });
      // The legacy client keeps the body as its sessionKey; single sign-on's addresses go beside it.
      const sso = await ssoLinks(result.user.username);
      return { body: result.token, ...(sso.length > 0 ? { extra: { sso } } : {}) };
    },
  }),

  legacyRoute({
    // Asked before a sign-in, or after one refused with code 353: `image` is an SVG to show,
    // `captchaId` goes back with the typed `captcha`.
    paths: ["/admin/user/captcha"],
    access: "public",
    input: ZLegacyLoginCaptchaFields,
    async handle(ctx, input) {
      return { body: await loginCaptcha(input.username, ctx.meta, ctx.auth) };
    },
  }),

  legacyRoute({
    paths: ["/admin/enterprise/register"],
    access: "public",
    input: ZLegacyRegisterFields,
    async handle(ctx, input) {
      const password = input.aesPassword ? decryptOrThrow(ctx, input.aesPassword) : (input.password ?? "");
      if (!isStrongPassword(password)) {
        throw new AppError("BAD_REQUEST", {
          messageKey: "validation.passwordRule",
          fieldErrors: { password: ["validation.passwordRule"] },
        });
      }
      const user = await register({ username: input.userName, password }, ctx.meta);
      return { body: { id: user.id, userName: user.username } };
    },
  }),

  legacyRoute({
    paths: ["/admin/user/getPerms"],
    access: "authenticated",
    handle(ctx) {
      return Promise.resolve({
        body: {
          perms: ctx.access.perms === "*" ? "*" : ctx.access.perms.join(","),
          sites: ctx.access.sites.map(({ id, name }) => ({ id, name })),
          siteId: ctx.site?.id ?? null,
          isMasterSite: ctx.site?.isMaster ?? false,
          url: ctx.baseUrl,
        },
      });
    },
  }),

  legacyRoute({
    paths: ["/admin/user/logout", "/member/user/logout"],
    access: "authenticated",
    async handle(ctx) {
      await endSession(ctx.session.id, "logout");
      return {};
    },
  }),

  legacyRoute({
    paths: ["/personal/get", "/admin/personal/get"],
    access: "authenticated",
    async handle(ctx) {
      const user = await prisma.user.findUniqueOrThrow({
        where: { id: ctx.session.userId },
        select: { id: true, username: true, realName: true, mobile: true, email: true, createdAt: true },
      });
      return { body: { ...user, userName: user.username } };
    },
  }),

  legacyRoute({
    paths: ["/admin/personal/check_pwd"],
    access: "authenticated",
    input: ZCheckPasswordInput,
    async handle(ctx, input) {
      return { body: { pass: (await checkPassword(ctx.session.userId, input.origPwd)) ? 1 : 0 } };
    },
  }),

  legacyRoute({
    paths: ["/admin/personal/update"],
    access: "authenticated",
    input: ZUpdatePasswordInput,
    async handle(ctx, input) {
      await updatePassword(ctx.actor, input, ctx.meta);
      return {};
    },
  }),
];
