import { ZFleetOutput } from "@suyuan/contracts/system/fleet";
import { findFleet } from "../../../services/system/fleet.ts";
import { permissionProcedure } from "../../init.ts";

export const findFleetProcedure = permissionProcedure("/system/fleet")
  .output(ZFleetOutput)
  .query(() => findFleet());
