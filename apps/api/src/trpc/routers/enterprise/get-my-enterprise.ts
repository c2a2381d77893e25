import { ZGetMyEnterpriseOutput } from "@suyuan/contracts/enterprise/enterprise-operations";
import { getMyEnterprise } from "../../../services/enterprise/enterprises.ts";
import { permissionProcedure } from "../../init.ts";

export const getMyEnterpriseProcedure = permissionProcedure("/enterprise/update")
  .output(ZGetMyEnterpriseOutput)
  .query(({ ctx }) => getMyEnterprise(ctx));
