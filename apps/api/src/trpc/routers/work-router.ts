import { router } from "../init.ts";
import { getStationTodayProcedure } from "./work/get-station-today.ts";
import { getWorkSummaryProcedure } from "./work/get-work-summary.ts";

export const workRouter = router({
  getSummary: getWorkSummaryProcedure,
  stationToday: getStationTodayProcedure,
});
