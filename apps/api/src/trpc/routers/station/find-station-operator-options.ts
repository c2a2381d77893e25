import { stationResource } from "@suyuan/contracts/village-station/village-station-resource";
import {
  ZFindStationOperatorOptionsInput,
  ZFindStationOperatorOptionsOutput,
} from "@suyuan/contracts/work-platform/station-operations";
import { findStationOperatorOptions } from "../../../services/work-platform/station-operators.ts";
import { permissionProcedure } from "../../init.ts";

const { keys } = stationResource;

/** Users the station form may bind as operators (the `operatorUser` lookup source). */
export const findStationOperatorOptionsProcedure = permissionProcedure(keys.list, keys.create, keys.update)
  .input(ZFindStationOperatorOptionsInput)
  .output(ZFindStationOperatorOptionsOutput)
  .query(({ ctx, input }) => findStationOperatorOptions(ctx, input));
