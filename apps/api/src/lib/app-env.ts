import type { RequestMeta } from "./request-meta.ts";

/** Hono variables set by the request middleware. */
export type AppEnv = { Variables: { meta: RequestMeta } };
