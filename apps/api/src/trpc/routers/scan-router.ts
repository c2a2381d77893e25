import { router } from "../init.ts";
import { findScanChoicesProcedure } from "./scan/find-scan-choices.ts";
import { findScansProcedure } from "./scan/find-scans.ts";
import { scanStatsProcedure } from "./scan/scan-stats.ts";

export const scanRouter = router({
  find: findScansProcedure,
  stats: scanStatsProcedure,
  choices: findScanChoicesProcedure,
});
