import { router } from "../init.ts";
import { getWorkSummaryProcedure } from "./work/get-work-summary.ts";

export const workRouter = router({
  getSummary: getWorkSummaryProcedure,
});
