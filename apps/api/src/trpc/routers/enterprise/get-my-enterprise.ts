import { enterpriseResource, type TEnterpriseItem } from "@suyuan/contracts/enterprise/enterprise-resource";
import { RESOURCE_SERVICES } from "../../../services/resource-services.ts";
import { permissionProcedure } from "../../init.ts";

/** The signed-in member's own enterprise (/enterprise/update without an id); null for staff. */
export const getMyEnterpriseProcedure = permissionProcedure(enterpriseResource.keys.update)
  .output(enterpriseResource.schemas.item.nullable())
  .query(async ({ ctx }) =>
    ctx.scope.kind === "enterprise"
      ? ((await RESOURCE_SERVICES.enterprise.get(ctx, ctx.scope.enterpriseId)) as TEnterpriseItem)
      : null,
  );
