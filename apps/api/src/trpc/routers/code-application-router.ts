import { router } from "../init.ts";
import { bindTraceCodesProcedure } from "./code-application/bind-trace-codes.ts";
import { createCodeApplicationProcedure } from "./code-application/create-code-application.ts";
import { deleteCodeApplicationsProcedure } from "./code-application/delete-code-applications.ts";
import { examineCodeApplicationProcedure } from "./code-application/examine-code-application.ts";
import { findApplyChoicesProcedure } from "./code-application/find-apply-choices.ts";
import { findCodeApplicationsProcedure } from "./code-application/find-code-applications.ts";
import { findSellerApplicationsProcedure } from "./code-application/find-seller-applications.ts";
import { findTraceCodesProcedure } from "./code-application/find-trace-codes.ts";
import { getCodeApplicationProcedure } from "./code-application/get-code-application.ts";
import { retryCodeGenerationProcedure } from "./code-application/retry-code-generation.ts";
import { updateCodeApplicationProcedure } from "./code-application/update-code-application.ts";

/** Trace-code applications (/apply/*): apply, examine, generation progress, binding and codes. */
export const codeApplicationRouter = router({
  find: findCodeApplicationsProcedure,
  findSeller: findSellerApplicationsProcedure,
  get: getCodeApplicationProcedure,
  create: createCodeApplicationProcedure,
  update: updateCodeApplicationProcedure,
  delete: deleteCodeApplicationsProcedure,
  examine: examineCodeApplicationProcedure,
  retryGeneration: retryCodeGenerationProcedure,
  bindCodes: bindTraceCodesProcedure,
  findCodes: findTraceCodesProcedure,
  findChoices: findApplyChoicesProcedure,
});
