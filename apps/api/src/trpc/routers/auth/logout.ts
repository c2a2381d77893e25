import { z } from "zod";
import { endSession } from "../../../services/auth/sessions.ts";
import { authedProcedure } from "../../init.ts";
import { clearSessionCookie } from "../../session-cookie.ts";

export const logoutProcedure = authedProcedure.output(z.object({ ok: z.literal(true) })).mutation(async ({ ctx }) => {
  await endSession(ctx.session.id, "logout");
  clearSessionCookie(ctx);
  return { ok: true as const };
});
