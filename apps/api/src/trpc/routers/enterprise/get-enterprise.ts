import { ZGetEnterpriseInput, ZGetEnterpriseOutput } from "@suyuan/contracts/enterprise/enterprise-operations";
import { getEnterprise } from "../../../services/enterprise/enterprises.ts";
import { permissionProcedure } from "../../init.ts";

export const getEnterpriseProcedure = permissionProcedure(
  "/enterprise/list",
  "/enterprise/view",
  "/enterprise/check",
  "/enterprise/update",
)
  .meta({ legacy: { paths: ["/enterprise/get"] } })
  .input(ZGetEnterpriseInput)
  .output(ZGetEnterpriseOutput)
  .query(({ ctx, input }) => getEnterprise(ctx, input.id));
