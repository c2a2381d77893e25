import { appRouter } from "../../trpc/router.ts";
import type { LegacyRoute } from "../legacy-route.ts";
import { procedureLegacyRoutes } from "../procedure-routes.ts";
import { applyRoutes } from "./apply-routes.ts";
import { authRoutes } from "./auth-routes.ts";
import { commerceImportRoutes } from "./commerce-import-routes.ts";
import { contentRoutes } from "./content-routes.ts";
import { editorRoutes } from "./editor-routes.ts";
import { projectRoutes } from "./project-routes.ts";
import { qualityCheckRoutes } from "./quality-check-routes.ts";
import { regionRoutes } from "./region-routes.ts";
import { systemRoutes } from "./system-routes.ts";
import { traceRoutes } from "./trace-routes.ts";
import { uploadRoutes } from "./upload-routes.ts";
import { templateUploadRoutes } from "../../http/template-upload-handler.ts";

/** Every legacy path the adapter answers; each declares its access rule. */
export const legacyRoutes: LegacyRoute[] = [
  ...authRoutes,
  ...systemRoutes,
  ...applyRoutes,
  ...projectRoutes,
  ...qualityCheckRoutes,
  ...regionRoutes,
  ...uploadRoutes,
  ...templateUploadRoutes,
  ...editorRoutes,
  ...traceRoutes,
  // Before the derived routes: /statistics/view answers a row or the series.
  ...commerceImportRoutes,
  // Content paths whose form or answer differs from the procedures (content/page, save, ...).
  ...contentRoutes,
  // Every procedure that declares legacy paths (all kit resources).
  ...procedureLegacyRoutes(appRouter),
];
