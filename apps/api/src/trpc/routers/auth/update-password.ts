import { ZUpdatePasswordInput } from "@suyuan/contracts/auth/auth-operations";
import { z } from "zod";
import { updatePassword } from "../../../services/auth/passwords.ts";
import { authedProcedure } from "../../init.ts";
import { clearSessionCookie } from "../../session-cookie.ts";

export const updatePasswordProcedure = authedProcedure
  .input(ZUpdatePasswordInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await updatePassword({ ...ctx.actor, userId: ctx.session.userId }, input, ctx.meta);
    clearSessionCookie(ctx);
    return { ok: true as const };
  });
