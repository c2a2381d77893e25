import { JOB_APPLY_KEYS } from "@suyuan/contracts/job-apply/job-apply-keys";
import {
  ZJobApplyCountOutput,
  ZJobApplyDeleteInput,
  ZJobApplyListInput,
  ZJobApplyListOutput,
  ZJobApplyView,
  ZJobApplyViewInput,
} from "@suyuan/contracts/job-apply/job-apply-operations";
import { deleteJobApplies, listJobApplies, viewJobApply } from "../../../services/job-apply/job-applies.ts";
import { permissionProcedure } from "../../init.ts";

/** The applications to the site's job postings, newest first; legacy /jobapply/list (`title`). */
export const listJobAppliesProcedure = permissionProcedure(JOB_APPLY_KEYS.list)
  .meta({ legacy: { paths: ["/jobapply/list"] } })
  .input(ZJobApplyListInput)
  .output(ZJobApplyListOutput)
  .query(({ ctx, input }) => listJobApplies(ctx, input));

/** One application in full; legacy /jobapply/view (`userId` and `contentId`, or `id`). */
export const viewJobApplyProcedure = permissionProcedure(JOB_APPLY_KEYS.list)
  .meta({ legacy: { paths: ["/jobapply/view"] } })
  .input(ZJobApplyViewInput)
  .output(ZJobApplyView)
  .query(({ ctx, input }) => viewJobApply(ctx, input));

/** Deletes applications; legacy /jobapply/delete (`ids`). */
export const deleteJobAppliesProcedure = permissionProcedure(JOB_APPLY_KEYS.delete)
  .meta({ legacy: { paths: ["/jobapply/delete"] } })
  .input(ZJobApplyDeleteInput)
  .output(ZJobApplyCountOutput)
  .mutation(({ ctx, input }) => deleteJobApplies(ctx, input.ids));
