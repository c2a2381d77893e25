import {
  ZDeleteCodeApplicationsInput,
  ZDeleteCodeApplicationsOutput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { deleteCodeApplications } from "../../../services/code-application/applications.ts";
import { permissionProcedure } from "../../init.ts";

export const deleteCodeApplicationsProcedure = permissionProcedure(OPERATION_KEYS.applyDelete)
  .meta({ legacy: { paths: ["/apply/delete"] } })
  .input(ZDeleteCodeApplicationsInput)
  .output(ZDeleteCodeApplicationsOutput)
  .mutation(({ ctx, input }) => deleteCodeApplications(ctx, input.ids));
