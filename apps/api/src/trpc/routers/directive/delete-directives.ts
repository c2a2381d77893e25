import { ZDeleteDirectivesInput, ZDeleteDirectivesOutput } from "@suyuan/contracts/directive/directive-operations";
import { deleteDirectives } from "../../../services/directive/directives.ts";
import { permissionProcedure } from "../../init.ts";

/** `directive/delete`: saved tags of the current site, all or none. */
export const deleteDirectivesProcedure = permissionProcedure("/directive/delete")
  .meta({ legacy: { paths: ["/directive/delete"] } })
  .input(ZDeleteDirectivesInput)
  .output(ZDeleteDirectivesOutput)
  .mutation(({ ctx, input }) => deleteDirectives(ctx, input.ids));
