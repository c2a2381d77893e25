import { enterpriseResource } from "@suyuan/contracts/enterprise/enterprise-resource";
import { legacyPaths } from "../../../kit/resource-router.ts";
import { RESOURCE_SERVICES } from "../../../services/resource-services.ts";
import { permissionProcedure } from "../../init.ts";

/**
 * Replaces the generated `find`, which any reader may call: the list is for those who hold the
 * list key only. A member edits their own enterprise (the update key) without listing enterprises.
 */
export const findEnterprisesProcedure = permissionProcedure(enterpriseResource.keys.list)
  .meta({ legacy: legacyPaths(enterpriseResource, "list") })
  .input(enterpriseResource.schemas.find)
  .output(enterpriseResource.schemas.findOutput)
  .query(({ ctx, input }) => RESOURCE_SERVICES.enterprise.find(ctx, input as never) as never);
