import { ZCheckPasswordInput, ZCheckPasswordOutput } from "@suyuan/contracts/auth/auth-operations";
import { checkPassword } from "../../../services/auth/passwords.ts";
import { authedProcedure } from "../../init.ts";

export const checkPasswordProcedure = authedProcedure
  .input(ZCheckPasswordInput)
  .output(ZCheckPasswordOutput)
  .mutation(async ({ ctx, input }) => ({ pass: await checkPassword(ctx.session.userId, input.origPwd) }));
