import { router } from "../init.ts";
import { createDimensionCodeProcedure } from "./directive/create-dimension-code.ts";
import { createDirectiveProcedure } from "./directive/create-directive.ts";
import { deleteDirectivesProcedure } from "./directive/delete-directives.ts";
import { findDirectiveChoicesProcedure } from "./directive/find-directive-choices.ts";
import { findDirectivesProcedure } from "./directive/find-directives.ts";
import { getDirectiveProcedure } from "./directive/get-directive.ts";
import { updateDirectiveProcedure } from "./directive/update-directive.ts";

/**
 * The tag wizard (hand-written rather than on the resource kit: the saved text is generated from
 * a discriminated union of picker values, which no kit field describes), and the QR codes of site
 * addresses (`dimensioncode/create`), which the wizard's page and the content list offer.
 */
export const directiveRouter = router({
  find: findDirectivesProcedure,
  get: getDirectiveProcedure,
  create: createDirectiveProcedure,
  update: updateDirectiveProcedure,
  delete: deleteDirectivesProcedure,
  choices: findDirectiveChoicesProcedure,
  createDimensionCode: createDimensionCodeProcedure,
});
