import { enterpriseResource } from "@suyuan/contracts/enterprise/enterprise-resource";
import { findProcedure, legacyPaths } from "../../resource-router.ts";
import { RESOURCE_SERVICES } from "../../../services/resource-services.ts";

/**
 * Replaces the generated `find`, which any reader may call: the list is for those who hold the
 * list key only. A member edits their own enterprise (the update key) without listing enterprises.
 */
export const findEnterprisesProcedure = findProcedure(
  enterpriseResource,
  RESOURCE_SERVICES.enterprise,
  [enterpriseResource.keys.list],
  legacyPaths(enterpriseResource, "list"),
);
