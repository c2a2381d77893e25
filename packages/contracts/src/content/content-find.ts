import { z } from "zod";
import { ZPaging } from "../common/list.ts";
import { ZId, ZStoredDateTime, ZTextFilter } from "../kit/primitives.ts";
import { ZContentAttachment, ZContentPicture, ZCustomValue } from "./content-fields.ts";
import { CONTENT_STATUSES } from "./content-status.ts";

/** A status code of the origin (-1..5). */
const ZContentStatusCode = z
  .number({ error: "validation.choose" })
  .refine((value) => (CONTENT_STATUSES as number[]).includes(value), "validation.choose");

/** The content list of a channel (or the whole site): the origin's `content/page`. */
export const ZFindContentInput = ZPaging.extend({
  channelId: ZId.optional(),
  /** With the channel's sub-channels (the origin's list does this). */
  withSubChannels: z.boolean().default(true),
  status: ZContentStatusCode.optional(),
  title: ZTextFilter,
  /** Words anywhere in the title, description or text (the full-text index, as the public search). */
  keyword: ZTextFilter,
  typeId: ZId.optional(),
  /** Only items on top (a top level that has not expired). */
  onTop: z.boolean().optional(),
  /** Only recommended items. */
  recommended: z.boolean().optional(),
  /** Only items written by the caller. */
  mine: z.boolean().optional(),
  /** "top" (default): effective top level, then release date, newest first. */
  sort: z.enum(["top", "releaseDate", "views", "id"]).default("top"),
});
export type TFindContentQuery = z.output<typeof ZFindContentInput>;

const ZContentRow = z.object({
  id: z.number(),
  title: z.string(),
  shortTitle: z.string().nullable(),
  channelId: z.number(),
  channelName: z.string(),
  /** Where the public page will be (pages are the next issue's). */
  url: z.string(),
  typeId: z.number().nullable(),
  typeName: z.string().nullable(),
  /** The origin's status code. */
  status: z.number(),
  /** The current review step (0: none passed yet). */
  checkStep: z.number(),
  topLevel: z.number(),
  topLevelExpiry: ZStoredDateTime.nullable(),
  /** The top level that counts now (0 once it expired). */
  effectiveTopLevel: z.number(),
  recommendLevel: z.number(),
  views: z.number(),
  commentCount: z.number(),
  author: z.string().nullable(),
  releaseDate: ZStoredDateTime,
  createdByName: z.string(),
  createdAt: ZStoredDateTime,
  updatedAt: ZStoredDateTime,
});
export type TContentRow = z.output<typeof ZContentRow>;

export const ZFindContentOutput = z.object({
  items: z.array(ZContentRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totalCapped: z.boolean().optional(),
});
export type TFindContentOutput = z.output<typeof ZFindContentOutput>;

/** Counts per status for the list's tabs. */
export const ZCountContentByStatusInput = z.object({
  channelId: ZId.optional(),
  withSubChannels: z.boolean().default(true),
});
export const ZCountContentByStatusOutput = z.array(z.object({ status: z.number(), count: z.number() }));

export const ZGetContentInput = z.object({ id: ZId });

export const ZContentDetail = ZContentRow.extend({
  siteId: z.number(),
  modelId: z.number().nullable(),
  origin: z.string().nullable(),
  originUrl: z.string().nullable(),
  description: z.string().nullable(),
  tags: z.array(z.string()),
  txt: z.string().nullable(),
  titleImg: z.string().nullable(),
  typeImg: z.string().nullable(),
  contentImg: z.string().nullable(),
  pictures: z.array(ZContentPicture),
  attachments: z.array(ZContentAttachment),
  viewGroupIds: z.array(z.number()),
  charge: z.object({ mode: z.number(), amount: z.number() }).nullable(),
  attrs: z.record(z.string(), ZCustomValue),
  /** Further channels it shows in (refer). */
  referChannelIds: z.array(z.number()),
  /** The channel ids from the root to its channel (the origin's cascader). */
  channelPath: z.array(z.number()),
});
export type TContentDetail = z.output<typeof ZContentDetail>;

/** One entry of a content item's history. */
const ZContentRecord = z.object({
  id: z.number(),
  operation: z.string(),
  fromStatus: z.number().nullable(),
  toStatus: z.number().nullable(),
  opinion: z.string().nullable(),
  userId: z.number().nullable(),
  userName: z.string(),
  createdAt: ZStoredDateTime,
});
export type TContentRecord = z.output<typeof ZContentRecord>;

export const ZFindContentRecordsInput = z.object({ contentId: ZId });
export const ZFindContentRecordsOutput = z.array(ZContentRecord);

/** The content view page: the item with its history. */
export const ZViewContentOutput = ZContentDetail.extend({ records: z.array(ZContentRecord) });

/** The channel tree of the content list (the origin's `content/tree`): one level per call. */
export const ZContentTreeInput = z.object({
  /** The parent whose children are wanted; absent: the top channels. */
  root: ZId.optional(),
  /** Only channels that hold content. */
  hasContent: z.boolean().optional(),
});
export const ZContentTreeOutput = z.array(
  z.object({ id: z.number(), name: z.string(), childCount: z.number(), hasContent: z.boolean() }),
);

/** The review queue: content waiting at a step whose role the caller holds. */
export const ZReviewQueueInput = ZPaging.extend({ channelId: ZId.optional(), title: ZTextFilter });
const ZReviewQueueRow = ZContentRow.extend({
  /** The step it waits at (1-based) and that step's role. */
  waitingStep: z.number(),
  stepRoleName: z.string().nullable(),
});
export const ZReviewQueueOutput = z.object({
  items: z.array(ZReviewQueueRow),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  totalCapped: z.boolean().optional(),
});
export type TReviewQueueRow = z.output<typeof ZReviewQueueRow>;

/** Passed content of the sites the caller may work on, to reuse (copy) into a channel here. */
export const ZReuseContentInput = ZPaging.extend({
  siteId: ZId.optional(),
  channelId: ZId.optional(),
  title: ZTextFilter,
});
export const ZReuseContentOutput = ZFindContentOutput;
