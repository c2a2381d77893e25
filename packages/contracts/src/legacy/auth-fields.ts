import { z } from "zod";
import { ZLoginCaptchaFields } from "../auth/auth-operations.ts";
import { isStrongPassword, ZLoginUsername, ZMobile } from "../common/account.ts";
import { zSecret, zString } from "../kit/primitives.ts";

// Field shapes of the legacy form-POST auth calls. Same rules and messages as the tRPC contracts.

/** AES ciphertext as hex: at most a few blocks for a 30-character password. */
const ZAesPassword = zSecret(512, "validation.passwordRequired");

/** `captcha` is the origin's name for the typed characters; `captchaId` names the challenge shown. */
export const ZLegacyLoginFields = z
  .object({ username: ZLoginUsername, aesPassword: ZAesPassword })
  .extend(ZLoginCaptchaFields.shape);

/** /admin/user/captcha: whether this username's next sign-in needs a CAPTCHA (and a new one if so). */
export const ZLegacyLoginCaptchaFields = z.object({ username: ZLoginUsername });

/**
 * Register: `aesPassword` (one encrypted password, checked after decryption), or `password` +
 * `password2` in clear. One object, so every missing or bad field gets its own message.
 */
export const ZLegacyRegisterFields = z
  .object({
    userName: ZMobile,
    aesPassword: ZAesPassword.optional(),
    // Blank is checked below with the register messages.
    password: zString().max(128, "validation.tooLong").optional(),
    password2: zString().max(128, "validation.tooLong").optional(),
  })
  .superRefine((fields, ctx) => {
    if (fields.aesPassword) return;
    if (!fields.password)
      ctx.addIssue({ code: "custom", path: ["password"], message: "validation.newPasswordRequired" });
    else if (!isStrongPassword(fields.password))
      ctx.addIssue({ code: "custom", path: ["password"], message: "validation.passwordRule" });
    else if (!fields.password2)
      ctx.addIssue({ code: "custom", path: ["password2"], message: "validation.passwordRepeatRequired" });
    else if (fields.password !== fields.password2)
      ctx.addIssue({ code: "custom", path: ["password2"], message: "validation.passwordMismatch" });
  });
