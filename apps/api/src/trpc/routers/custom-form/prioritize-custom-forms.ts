import { CUSTOM_FORM_KEYS } from "@suyuan/contracts/custom-form/custom-form-keys";
import { ZCustomCountOutput, ZCustomPriorityInput } from "@suyuan/contracts/custom-form/custom-form-operations";
import { prioritizeCustomForms } from "../../../services/custom-form/custom-form-admin.ts";
import { permissionProcedure } from "../../init.ts";

/** A new order for many forms at once; legacy /custom/priority (`ids`, `priorities`). */
export const prioritizeCustomFormsProcedure = permissionProcedure(CUSTOM_FORM_KEYS.priority)
  .meta({ legacy: { paths: ["/custom/priority"] } })
  .input(ZCustomPriorityInput)
  .output(ZCustomCountOutput)
  .mutation(({ ctx, input }) => prioritizeCustomForms(ctx, input));
