import { ZFindLoginLogsInput, ZFindLoginLogsOutput } from "@suyuan/contracts/log/log-operations";
import { findLoginLogs } from "../../../services/log/find-logs.ts";
import { permissionProcedure } from "../../init.ts";

export const findLoginLogsProcedure = permissionProcedure("/log/list")
  .input(ZFindLoginLogsInput)
  .output(ZFindLoginLogsOutput)
  .query(({ ctx, input }) => findLoginLogs(ctx, input));
