import { router } from "../../init.ts";
import { deleteJobAppliesProcedure, listJobAppliesProcedure, viewJobApplyProcedure } from "./job-apply-procedures.ts";

/** Applications to the job postings (职位申请), written by visitors only. */
export const jobApplyRouter = router({
  list: listJobAppliesProcedure,
  view: viewJobApplyProcedure,
  delete: deleteJobAppliesProcedure,
});
