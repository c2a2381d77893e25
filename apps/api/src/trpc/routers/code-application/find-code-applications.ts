import {
  ZFindCodeApplicationsInput,
  ZFindCodeApplicationsOutput,
} from "@suyuan/contracts/code-application/code-application-operations";
import { findCodeApplications } from "../../../services/code-application/applications.ts";
import { permissionProcedure } from "../../init.ts";

export const findCodeApplicationsProcedure = permissionProcedure("/apply/list", "/apply/examine")
  .meta({ legacy: { paths: ["/apply/list"] } })
  .input(ZFindCodeApplicationsInput)
  .output(ZFindCodeApplicationsOutput)
  .query(({ ctx, input }) => findCodeApplications(ctx, input));
