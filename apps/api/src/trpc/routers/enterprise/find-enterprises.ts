import { ZFindEnterprisesInput, ZFindEnterprisesOutput } from "@suyuan/contracts/enterprise/find-enterprises";
import { findEnterprises } from "../../../services/enterprise/enterprises.ts";
import { permissionProcedure } from "../../init.ts";

export const findEnterprisesProcedure = permissionProcedure("/enterprise/list")
  .meta({ legacy: { paths: ["/enterprise/list"] } })
  .input(ZFindEnterprisesInput)
  .output(ZFindEnterprisesOutput)
  .query(({ ctx, input }) => findEnterprises(ctx, input));
