import { enterpriseResource } from "@suyuan/contracts/enterprise/enterprise-resource";
import { AppError } from "../../../lib/app-error.ts";
import { RESOURCE_SERVICES } from "../../../services/resource-services.ts";
import { permissionProcedure } from "../../init.ts";

/** The member's edit of their own enterprise: the same rules and log as `update`. */
export const updateMyEnterpriseProcedure = permissionProcedure(enterpriseResource.keys.update)
  .input(enterpriseResource.schemas.fields)
  .output(enterpriseResource.schemas.ok)
  .mutation(({ ctx, input }) => {
    if (ctx.scope.kind !== "enterprise") throw new AppError("NOT_FOUND");
    return RESOURCE_SERVICES.enterprise.update(ctx, ctx.scope.enterpriseId, input);
  });
