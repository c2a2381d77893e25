import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZPasswordRepeat, ZStrongPassword } from "../common/account.ts";

/** An administrator sets a new password; the user's sessions end. */
export const ZResetUserPasswordInput = z
  .object({
    id: ZId,
    password: ZStrongPassword,
    password2: ZPasswordRepeat,
  })
  .refine((input) => !input.password2 || input.password === input.password2, {
    message: "validation.passwordMismatch",
    path: ["password2"],
  });
