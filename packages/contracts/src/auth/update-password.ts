import { z } from "zod";
import { ZOrigPassword, ZPasswordRepeat, ZStrongPassword } from "../common/account.ts";

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
