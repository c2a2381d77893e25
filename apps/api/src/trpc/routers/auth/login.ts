import { ZLoginInput, ZLoginOutput } from "@suyuan/contracts/auth/auth-operations";
import { login } from "../../../services/auth/login.ts";
import { publicProcedure } from "../../init.ts";
import { setSessionCookie } from "../../session-cookie.ts";

export const loginProcedure = publicProcedure
  .input(ZLoginInput)
  .output(ZLoginOutput)
  .mutation(async ({ ctx, input }) => {
    const result = await login(input, ctx.meta, ctx.auth);
    setSessionCookie(ctx, result.token, result.expiresAt);
    return { user: result.user };
  });
