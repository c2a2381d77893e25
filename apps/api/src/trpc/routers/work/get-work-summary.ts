import { ZGetWorkSummaryOutput } from "@suyuan/contracts/work/get-work-summary";
import { getWorkSummary } from "../../../services/work/work-summary.ts";
import { permissionProcedure } from "../../init.ts";

export const getWorkSummaryProcedure = permissionProcedure("/work")
  .output(ZGetWorkSummaryOutput)
  .query(({ ctx }) => getWorkSummary(ctx));
