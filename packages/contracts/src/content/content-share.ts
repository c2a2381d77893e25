import { z } from "zod";
import { ZPaging } from "../common/list.ts";
import { ZIdList, ZStoredDateTime, ZTextFilter } from "../kit/primitives.ts";

// Pushes between sites (the origin's share_*): a passed item offered to a channel of another site;
// that site lists what was offered to it and accepts (check) or removes it.

export const ZFindSharesInput = ZPaging.extend({
  /** "in": offered to this site's channels (default); "out": this site's items offered elsewhere. */
  direction: z.enum(["in", "out"]).default("in"),
  /** Only accepted (true) or only waiting (false) offers. */
  accepted: z.boolean().optional(),
  title: ZTextFilter,
});
export type TFindSharesInput = z.output<typeof ZFindSharesInput>;

const ZShareRow = z.object({
  id: z.number(),
  contentId: z.number(),
  title: z.string(),
  fromSiteName: z.string(),
  targetSiteName: z.string(),
  targetChannelId: z.number(),
  targetChannelName: z.string(),
  accepted: z.boolean(),
  sharedByName: z.string(),
  createdAt: ZStoredDateTime,
});
export type TShareRow = z.output<typeof ZShareRow>;

export const ZFindSharesOutput = z.object({
  items: z.array(ZShareRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totalCapped: z.boolean().optional(),
});

export const ZShareIdsInput = z.object({ ids: ZIdList });

/** Channels of the other sites the caller may push to, per site. */
export const ZShareTreeOutput = z.array(
  z.object({
    siteId: z.number(),
    siteName: z.string(),
    channels: z.array(z.object({ id: z.number(), name: z.string(), parentId: z.number().nullable() })),
  }),
);
