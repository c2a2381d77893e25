import { CUSTOM_FIELD_KEYS } from "@suyuan/contracts/custom-form/custom-form-keys";
import { ZCheckFieldInput } from "@suyuan/contracts/custom-form/custom-form-field-resource";
import { ZCheckFieldOutput } from "@suyuan/contracts/custom-form/custom-form-operations";
import { checkCustomField } from "../../../services/custom-form/custom-form-admin.ts";
import { permissionProcedure } from "../../init.ts";

/** `{ result: true }` when the form already has a field of that name; legacy /filed/check_field (`formId`, `field`). */
export const checkCustomFieldProcedure = permissionProcedure(CUSTOM_FIELD_KEYS.list)
  .meta({ legacy: { paths: ["/filed/check_field"] } })
  .input(ZCheckFieldInput)
  .output(ZCheckFieldOutput)
  .query(({ ctx, input }) => checkCustomField(ctx, input.formId, input.field));
