import {
  ZLoginCaptchaInput,
  ZLoginCaptchaOutput,
  ZLoginInput,
  ZLoginOutput,
} from "@suyuan/contracts/auth/auth-operations";
import { login, loginCaptcha } from "../../../services/auth/login.ts";
import { ssoLinks } from "../../../services/auth/single-sign-on.ts";
import { publicProcedure } from "../../init.ts";
import { setSessionCookie } from "../../session-cookie.ts";

export const loginProcedure = publicProcedure
  .input(ZLoginInput)
  .output(ZLoginOutput)
  .mutation(async ({ ctx, input }) => {
    const result = await login(input, ctx.meta, ctx.auth);
    setSessionCookie(ctx, result.token, result.expiresAt);
    return { user: result.user, sso: await ssoLinks(result.user.username) };
  });

/** A mutation: each call that needs a CAPTCHA stores a new challenge. */
export const loginCaptchaProcedure = publicProcedure
  .input(ZLoginCaptchaInput)
  .output(ZLoginCaptchaOutput)
  .mutation(({ ctx, input }) => loginCaptcha(input.username, ctx.meta, ctx.auth));
