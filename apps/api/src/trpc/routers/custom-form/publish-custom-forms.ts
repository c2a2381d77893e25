import { CUSTOM_FORM_KEYS } from "@suyuan/contracts/custom-form/custom-form-keys";
import { ZCustomCountOutput, ZCustomPublishInput } from "@suyuan/contracts/custom-form/custom-form-operations";
import { publishCustomForms } from "../../../services/custom-form/custom-form-admin.ts";
import { permissionProcedure } from "../../init.ts";

/** Publishes forms on the public site or withdraws them; legacy /custom/publish (`ids`, `enable`, default true). */
export const publishCustomFormsProcedure = permissionProcedure(CUSTOM_FORM_KEYS.publish)
  .meta({ legacy: { paths: ["/custom/publish"] } })
  .input(ZCustomPublishInput)
  .output(ZCustomCountOutput)
  .mutation(({ ctx, input }) => publishCustomForms(ctx, input));
