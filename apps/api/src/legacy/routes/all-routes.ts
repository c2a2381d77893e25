import type { LegacyRoute } from "../legacy-route.ts";
import { authRoutes } from "./auth-routes.ts";
import { systemRoutes } from "./system-routes.ts";

/** Every legacy path the adapter answers; each declares its access rule. */
export const legacyRoutes: LegacyRoute[] = [...authRoutes, ...systemRoutes];
