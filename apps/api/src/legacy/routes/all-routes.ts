import { appRouter } from "../../trpc/router.ts";
import { servedPaths } from "../legacy-app.ts";
import type { LegacyRoute } from "../legacy-route.ts";
import { procedureLegacyRoutes } from "../procedure-routes.ts";
import { applyRoutes } from "./apply-routes.ts";
import { authRoutes } from "./auth-routes.ts";
import { backupRoutes } from "./backup-routes.ts";
import { commerceImportRoutes } from "./commerce-import-routes.ts";
import { contentRoutes } from "./content-routes.ts";
import { editorRoutes } from "./editor-routes.ts";
import { projectRoutes } from "./project-routes.ts";
import { qualityCheckRoutes } from "./quality-check-routes.ts";
import { regionRoutes } from "./region-routes.ts";
import { statisticsRoutes } from "./statistics-routes.ts";
import { systemRoutes } from "./system-routes.ts";
import { taskRoutes } from "./task-routes.ts";
import { apiAccountRoutes } from "./api-account-routes.ts";
import { integrationRoutes } from "./integration-routes.ts";
import { webserviceRoutes } from "./webservice-routes.ts";
import { templateFileRoutes } from "./template-file-routes.ts";
import { traceRoutes } from "./trace-routes.ts";
import { uploadRoutes } from "./upload-routes.ts";

const handWritten: LegacyRoute[] = [
  ...authRoutes,
  ...systemRoutes,
  ...applyRoutes,
  ...projectRoutes,
  ...qualityCheckRoutes,
  ...regionRoutes,
  ...uploadRoutes,
  ...templateFileRoutes,
  ...editorRoutes,
  ...traceRoutes,
  ...commerceImportRoutes,
  // /statistics/view answers a row or the series.
  ...statisticsRoutes,
  // Content paths whose form or answer differs from the procedures (content/page, save, ...).
  ...contentRoutes,
  // task/* in the origin's numbers and names (the scheduledTask resource has no derived paths).
  ...taskRoutes,
  // topic/get: id 0 is the origin's blank topic.
  ...apiAccountRoutes,
  // oss/save and update, stat/*, webservice/auth_save and update: secrets AES-encrypted, sites' ids.
  ...integrationRoutes,
  ...webserviceRoutes,
  // {mysql,oracle,sqlserver,db2}/data/export answers a ZIP.
  ...backupRoutes,
];

/**
 * The routes derived from every procedure that declares legacy paths (all kit resources), less
 * the paths a hand-written route serves instead: each path is served by exactly one route.
 */
function derivedRoutes(): LegacyRoute[] {
  const taken = new Set(handWritten.flatMap((route) => route.paths.flatMap(servedPaths)));
  return procedureLegacyRoutes(appRouter).flatMap((route) => {
    const paths = route.paths.filter((path) => !servedPaths(path).some((served) => taken.has(served)));
    return paths.length ? [{ ...route, paths }] : [];
  });
}

/** Every legacy path the adapter answers, once; each declares its access rule. */
export const legacyRoutes: LegacyRoute[] = [...handWritten, ...derivedRoutes()];
