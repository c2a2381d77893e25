import { ZEnvSeriesOutput, ZFindEnvSeriesInput } from "@suyuan/contracts/env/env-fields";
import { findEnvSeries } from "../../../services/env/readings.ts";
import { permissionProcedure } from "../../init.ts";

export const findEnvSeriesProcedure = permissionProcedure("/envPlateData/list", "/env/list")
  .input(ZFindEnvSeriesInput)
  .output(ZEnvSeriesOutput)
  .query(({ ctx, input }) => findEnvSeries(ctx, input));
