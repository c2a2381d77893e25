import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../service-context.ts";

/** The site a site-owned record is read from and written to: the caller's current site. */
export function currentSite(ctx: ServiceContext): number {
  if (ctx.actor.siteId === null) throw new AppError("FORBIDDEN", { messageKey: "error.siteNotAllowed" });
  return ctx.actor.siteId;
}
