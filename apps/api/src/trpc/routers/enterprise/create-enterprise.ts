import { ZCreateEnterpriseInput, ZCreateEnterpriseOutput } from "@suyuan/contracts/enterprise/enterprise-operations";
import { createEnterprise } from "../../../services/enterprise/enterprises.ts";
import { permissionProcedure } from "../../init.ts";

export const createEnterpriseProcedure = permissionProcedure("/enterprise/save")
  .meta({ legacy: { paths: ["/enterprise/save"] } })
  .input(ZCreateEnterpriseInput)
  .output(ZCreateEnterpriseOutput)
  .mutation(({ ctx, input }) => createEnterprise(ctx, input));
