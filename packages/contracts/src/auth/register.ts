import { z } from "zod";
import { ZMobile, ZPasswordRepeat, ZStrongPassword } from "../common/account.ts";

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
