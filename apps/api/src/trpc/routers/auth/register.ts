import { ZRegisterInput, ZRegisterOutput } from "@suyuan/contracts/auth/auth-operations";
import { register } from "../../../services/auth/register.ts";
import { publicProcedure } from "../../init.ts";

export const registerProcedure = publicProcedure
  .input(ZRegisterInput)
  .output(ZRegisterOutput)
  .mutation(({ ctx, input }) => register(input, ctx.meta));
