import { ZFindDirectivesInput, ZFindDirectivesOutput } from "@suyuan/contracts/directive/directive-operations";
import { findDirectives } from "../../../services/directive/directives.ts";
import { permissionProcedure } from "../../init.ts";
import { DIRECTIVE_READERS } from "./directive-keys.ts";

/** `directive/list`: the current site's saved tags, last changed first. */
export const findDirectivesProcedure = permissionProcedure(...DIRECTIVE_READERS)
  .meta({ legacy: { paths: ["/directive/list"] } })
  .input(ZFindDirectivesInput)
  .output(ZFindDirectivesOutput)
  .query(({ ctx, input }) => findDirectives(ctx, input));
