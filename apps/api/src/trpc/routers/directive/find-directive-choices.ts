import { ZFindDirectiveChoicesOutput } from "@suyuan/contracts/directive/directive-operations";
import { findDirectiveChoices } from "../../../services/directive/directive-choices.ts";
import { permissionProcedure } from "../../init.ts";
import { DIRECTIVE_READERS } from "./directive-keys.ts";

/** The channels and content types the wizard's pickers offer (no legacy path: the origin had none). */
export const findDirectiveChoicesProcedure = permissionProcedure(...DIRECTIVE_READERS)
  .output(ZFindDirectiveChoicesOutput)
  .query(({ ctx }) => findDirectiveChoices(ctx));
