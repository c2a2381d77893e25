import { ZGetDirectiveInput, ZGetDirectiveOutput } from "@suyuan/contracts/directive/directive-operations";
import { getDirective } from "../../../services/directive/directives.ts";
import { permissionProcedure } from "../../init.ts";
import { DIRECTIVE_READERS } from "./directive-keys.ts";

/** `directive/get`: one saved tag of the current site, with its picker values and text. */
export const getDirectiveProcedure = permissionProcedure(...DIRECTIVE_READERS)
  .meta({ legacy: { paths: ["/directive/get"] } })
  .input(ZGetDirectiveInput)
  .output(ZGetDirectiveOutput)
  .query(({ ctx, input }) => getDirective(ctx, input.id));
