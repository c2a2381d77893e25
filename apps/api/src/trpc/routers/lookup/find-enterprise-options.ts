import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { ZFindOptionsInput, ZFindOptionsOutput } from "@suyuan/contracts/lookup/find-options";
import { choiceKeys } from "../../../kit/resource-keys.ts";
import { enterpriseOptions } from "../../../services/lookup/options.ts";
import { permissionProcedure } from "../../init.ts";

/**
 * Every page that chooses or filters by an enterprise may ask, by the same keys as the generated
 * enterprise.options (derived from the definitions); the answer is confined to the caller's scope
 * (a member gets only their own enterprise).
 */
export const findEnterpriseOptionsProcedure = permissionProcedure(
  ...choiceKeys(RESOURCES.enterprise, Object.values(RESOURCES)),
)
  .input(ZFindOptionsInput)
  .output(ZFindOptionsOutput)
  .query(({ ctx, input }) => enterpriseOptions(ctx, input.name));
