import { z } from "zod";
import { ZLoginUsername, ZMobile, ZStrongPassword } from "../common/account.ts";

// Field shapes of the legacy form-POST auth calls. Same rules and messages as the tRPC contracts.

/** AES ciphertext as hex: at most a few blocks for a 30-character password. */
const ZAesPassword = z
  .string({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .max(512, "validation.tooLong");

export const ZLegacyLoginFields = z.object({ username: ZLoginUsername, aesPassword: ZAesPassword });

/** Register: `aesPassword` (one encrypted password), or `password` + `password2` in clear. */
export const ZLegacyRegisterFields = z.union([
  z.object({ userName: ZMobile, aesPassword: ZAesPassword }),
  z
    .object({
      userName: ZMobile,
      password: ZStrongPassword,
      password2: z.string({ error: "validation.passwordRepeatRequired" }).min(1, "validation.passwordRepeatRequired"),
    })
    .refine((fields) => fields.password === fields.password2, {
      message: "validation.passwordMismatch",
      path: ["password2"],
    }),
]);
