import { ZUpdateDirectiveInput, ZUpdateDirectiveOutput } from "@suyuan/contracts/directive/directive-operations";
import { updateDirective } from "../../../services/directive/directives.ts";
import { permissionProcedure } from "../../init.ts";

/** `directive/update` (the save key covers it, as in the origin's menu): the text is generated again. */
export const updateDirectiveProcedure = permissionProcedure("/directive/save")
  .meta({ legacy: { paths: ["/directive/update"] } })
  .input(ZUpdateDirectiveInput)
  .output(ZUpdateDirectiveOutput)
  .mutation(({ ctx, input }) => updateDirective(ctx, input.id, input.data));
