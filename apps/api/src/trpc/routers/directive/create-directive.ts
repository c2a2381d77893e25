import { ZCreateDirectiveInput, ZCreateDirectiveOutput } from "@suyuan/contracts/directive/directive-operations";
import { createDirective } from "../../../services/directive/directives.ts";
import { permissionProcedure } from "../../init.ts";

/** `directive/save`: a new saved tag; its text is generated from the picker values. */
export const createDirectiveProcedure = permissionProcedure("/directive/save")
  .meta({ legacy: { paths: ["/directive/save"] } })
  .input(ZCreateDirectiveInput)
  .output(ZCreateDirectiveOutput)
  .mutation(({ ctx, input }) => createDirective(ctx, input));
