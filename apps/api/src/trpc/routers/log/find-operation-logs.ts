import { ZFindOperationLogsInput, ZFindOperationLogsOutput } from "@suyuan/contracts/log/log-operations";
import { findOperationLogs } from "../../../services/log/find-logs.ts";
import { permissionProcedure } from "../../init.ts";

export const findOperationLogsProcedure = permissionProcedure("/log/list")
  .input(ZFindOperationLogsInput)
  .output(ZFindOperationLogsOutput)
  .query(({ ctx, input }) => findOperationLogs(ctx, input));
