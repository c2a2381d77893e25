import type { LegacyRoute } from "../legacy-route.ts";
import { recordLegacyRoutes } from "./trace/record-legacy.ts";
import { templateLegacyRoutes } from "./trace/template-legacy.ts";

/**
 * Trace templates and production records on the legacy API that differ from their procedures (see
 * the files under ./trace); batches and the rest are derived from the procedures.
 */
export const traceRoutes: LegacyRoute[] = [...templateLegacyRoutes, ...recordLegacyRoutes];
