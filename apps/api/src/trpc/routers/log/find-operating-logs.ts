import { ZOperatingListInput, ZOperatingListOutput } from "@suyuan/contracts/log/log-operations";
import { findOperatingLogs } from "../../../services/log/origin-logs.ts";
import { permissionProcedure } from "../../init.ts";

/** The origin's log/operating_list: operations of the current site, or sign-ins, in its shape. */
export const findOperatingLogsProcedure = permissionProcedure("/log/list")
  .meta({ legacy: { paths: ["/log/operating_list"] } })
  .input(ZOperatingListInput)
  .output(ZOperatingListOutput)
  .query(({ ctx, input }) => findOperatingLogs(ctx, input));
