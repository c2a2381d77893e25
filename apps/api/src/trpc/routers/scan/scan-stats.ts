import { ZScanStatsInput, ZScanStatsOutput } from "@suyuan/contracts/scan/scan-stats";
import { scanStats } from "../../../services/scan/scan-records.ts";
import { permissionProcedure } from "../../init.ts";

export const scanStatsProcedure = permissionProcedure("/scanCode/list")
  .input(ZScanStatsInput)
  .output(ZScanStatsOutput)
  .query(({ ctx, input }) => scanStats(ctx, input));
