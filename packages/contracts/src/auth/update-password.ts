import { z } from "zod";
import { ZStrongPassword } from "../common/account.ts";

export const ZUpdatePasswordInput = z
  .object({
    origPwd: z
      .string({ error: "validation.origPasswordRequired" })
      .min(1, "validation.origPasswordRequired")
      .max(128, "validation.tooLong"),
    newPwd: ZStrongPassword,
    newPwd2: z.string({ error: "validation.passwordRepeatRequired" }).min(1, "validation.passwordRepeatRequired"),
  })
  .refine((input) => !input.newPwd2 || input.newPwd === input.newPwd2, {
    message: "validation.passwordMismatch",
    path: ["newPwd2"],
  });
export type TUpdatePasswordInput = z.infer<typeof ZUpdatePasswordInput>;
