import { z } from "zod";
import { ZSessionUser } from "./login.ts";

const ZSiteSummary = z.object({ id: z.number(), name: z.string() });

/** Who is signed in and what they may do: the tRPC form of the legacy getPerms answer. */
export const ZGetMeOutput = z.object({
  user: ZSessionUser,
  /** "*" for every permission, otherwise the permission keys. */
  perms: z.union([z.literal("*"), z.array(z.string())]),
  sites: z.array(ZSiteSummary),
  siteId: z.number().nullable(),
  isMasterSite: z.boolean(),
  /** The enterprise the user belongs to (their data is confined to it), or null for platform staff. */
  enterpriseId: z.number().nullable(),
  /** The village station the user operates (work-platform records confined to it), or null for county staff. */
  stationId: z.number().nullable(),
});
