import { ZGetWorkSummaryOutput } from "@suyuan/contracts/work/work-operations";
import { getWorkSummary } from "../../../services/work/work-summary.ts";
import { permissionProcedure } from "../../init.ts";

export const getWorkSummaryProcedure = permissionProcedure("/work")
  .output(ZGetWorkSummaryOutput)
  .query(({ ctx }) => getWorkSummary(ctx));
