import { ZFindEnvPlatesInput, ZFindEnvPlatesOutput } from "@suyuan/contracts/env/env-fields";
import { findEnvPlates } from "../../../services/env/plates.ts";
import { permissionProcedure } from "../../init.ts";

export const findEnvPlatesProcedure = permissionProcedure("/envPlate/list")
  .meta({ legacy: { paths: ["/envPlate/list"] } })
  .input(ZFindEnvPlatesInput)
  .output(ZFindEnvPlatesOutput)
  .query(({ ctx, input }) => findEnvPlates(ctx, input));
