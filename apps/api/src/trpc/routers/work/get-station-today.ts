import { ZGetStationTodayOutput } from "@suyuan/contracts/work/work-operations";
import { getStationToday } from "../../../services/work/station-today.ts";
import { permissionProcedure } from "../../init.ts";

/** The work bench's work-platform card (for whoever may open one of its lists). */
export const getStationTodayProcedure = permissionProcedure(
  "/work_platform/buyList",
  "/work_platform/sellList",
  "/work_platform/dailyList",
)
  .output(ZGetStationTodayOutput)
  .query(({ ctx }) => getStationToday(ctx));
