import { ZDeleteEnterprisesInput, ZDeleteEnterprisesOutput } from "@suyuan/contracts/enterprise/enterprise-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteEnterprises } from "../../../services/enterprise/enterprises.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteEnterprisesProcedure = permissionProcedure(OPERATION_KEYS.enterpriseDelete)
  .meta({ legacy: { paths: ["/enterprise/delete"] } })
  .input(ZDeleteEnterprisesInput)
  .output(ZDeleteEnterprisesOutput)
  .mutation(({ ctx, input }) => deleteEnterprises(ctx, input.ids));
