import type { LegacyRoute } from "../legacy-route.ts";
import { batchLegacyRoutes } from "./trace/batch-legacy.ts";
import { recordLegacyRoutes } from "./trace/record-legacy.ts";
import { templateLegacyRoutes } from "./trace/template-legacy.ts";

/** Trace templates, batches and production records on the legacy API (see the files under ./trace). */
export const traceRoutes: LegacyRoute[] = [...templateLegacyRoutes, ...batchLegacyRoutes, ...recordLegacyRoutes];
