import { ZFindScansInput, ZFindScansOutput } from "@suyuan/contracts/scan/scan-operations";
import { findScans } from "../../../services/scan/scan-records.ts";
import { permissionProcedure } from "../../init.ts";

export const findScansProcedure = permissionProcedure("/scanCode/list")
  .meta({ legacy: { paths: ["/scanCode/list"] } })
  .input(ZFindScansInput)
  .output(ZFindScansOutput)
  .query(({ ctx, input }) => findScans(ctx, input));
