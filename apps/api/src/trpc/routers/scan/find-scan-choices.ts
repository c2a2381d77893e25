import { ZFindScanChoicesInput, ZFindScanChoicesOutput } from "@suyuan/contracts/scan/scan-operations";
import { findScanChoices } from "../../../services/scan/scan-records.ts";
import { permissionProcedure } from "../../init.ts";

export const findScanChoicesProcedure = permissionProcedure("/scanCode/list")
  .input(ZFindScanChoicesInput)
  .output(ZFindScanChoicesOutput)
  .query(({ ctx, input }) => findScanChoices(ctx, input));
