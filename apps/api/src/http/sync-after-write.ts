import { syncChanges } from "@suyuan/db/change-feed";
import type { Context, Next } from "hono";
import type { AppEnv } from "./app-env.ts";

/**
 * The hand-written writers (imports, uploads) answer, as tRPC and legacy mutations do, only once
 * every process has read the change notices of what they committed (syncChanges), so no process
 * answers from a cache the write made stale: a trace page, a session, the class tree.
 */
export async function syncAfterWrite(c: Context<AppEnv>, next: Next): Promise<void> {
  await next();
  if (c.req.method === "POST" && c.res.status < 400) await syncChanges();
}
