import { ZFindEnvReadingsInput, ZFindEnvReadingsOutput } from "@suyuan/contracts/env/env-fields";
import { findEnvReadings } from "../../../services/env/readings.ts";
import { permissionProcedure } from "../../init.ts";

export const findEnvReadingsProcedure = permissionProcedure("/envPlateData/list")
  .meta({ legacy: { paths: ["/envPlateData/list"] } })
  .input(ZFindEnvReadingsInput)
  .output(ZFindEnvReadingsOutput)
  .query(({ ctx, input }) => findEnvReadings(ctx, input));
