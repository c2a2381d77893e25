import { CUSTOM_FIELD_KEYS } from "@suyuan/contracts/custom-form/custom-form-keys";
import { ZCustomCountOutput, ZCustomPriorityInput } from "@suyuan/contracts/custom-form/custom-form-operations";
import { prioritizeCustomFields } from "../../../services/custom-form/custom-form-admin.ts";
import { permissionProcedure } from "../../init.ts";

/** A new order for many form fields at once; legacy /filed/priority (`ids`, `priorities`). */
export const prioritizeCustomFieldsProcedure = permissionProcedure(CUSTOM_FIELD_KEYS.priority)
  .meta({ legacy: { paths: ["/filed/priority"] } })
  .input(ZCustomPriorityInput)
  .output(ZCustomCountOutput)
  .mutation(({ ctx, input }) => prioritizeCustomFields(ctx, input));
