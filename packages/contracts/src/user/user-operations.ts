import { z } from "zod";
import { ZId } from "../kit/primitives.ts";
import { ZPasswordRepeat, ZStrongPassword } from "../common/account.ts";
import { ZIds } from "../common/list.ts";

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

/** Enable or disable users; disabling ends their sessions. */
export const ZUpdateUsersEnabledInput = z.object({ ids: ZIds, enabled: z.boolean() });

export const ZUpdateUsersEnabledOutput = z.object({ updated: z.number() });
