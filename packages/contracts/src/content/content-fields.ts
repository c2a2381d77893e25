import { z } from "zod";
import {
  ZDateTime,
  ZId,
  zInt,
  ZLinkUrl,
  ZOptionalLinkUrl,
  zOptionalText,
  zString,
  zText,
  ZWebUrl,
} from "../kit/primitives.ts";

// What an editor writes in a content item (tRPC names; the legacy form's names are mapped onto
// these in apps/api/src/legacy/routes/content-routes.ts). The body is sanitised on the server;
// custom fields (`attrs`) are checked there against the item's model.

const CONTENT_TITLE_MAX = 150;
const CONTENT_TAGS_MAX = 20;

/** An image of the picture set, with its caption. */
export const ZContentPicture = z.object({
  url: ZLinkUrl,
  caption: zOptionalText(500),
});

/** An attached file: its shown name and where it was uploaded to. */
export const ZContentAttachment = z.object({
  name: zText(200),
  path: ZLinkUrl,
});

/** Reserved for paid content (the origin's charge: 0 free, 1 paid, 2 reward). */
const ZContentCharge = z.object({
  mode: zInt(0, 2).default(0),
  amount: z.number({ error: "validation.number" }).min(0, "validation.tooSmall").max(1_000_000, "validation.tooBig"),
});

/** One custom field's value as forms send it: text, a number, a list of choices, or nothing. */
export const ZCustomValue = z.union([
  zString().max(200_000, "validation.tooLong"),
  z.number(),
  z.boolean(),
  z.array(zString().max(1000, "validation.tooLong")).max(100, "validation.tooMany"),
  z.null(),
]);

export const ZContentFields = z.object({
  channelId: ZId,
  /** The content model; absent: the channel's first allowed content model (or the site's default). */
  modelId: ZId.nullish(),
  /** The content type; absent: normal. */
  typeId: ZId.nullish(),
  title: zText(CONTENT_TITLE_MAX, "content.titleRequired"),
  shortTitle: zOptionalText(CONTENT_TITLE_MAX),
  author: zOptionalText(100),
  origin: zOptionalText(100),
  originUrl: ZWebUrl,
  description: zOptionalText(500),
  tags: z.array(zText(50)).max(CONTENT_TAGS_MAX, "validation.tooMany").default([]),
  /** The body (rich text). */
  txt: zOptionalText(500_000),
  titleImg: ZOptionalLinkUrl,
  typeImg: ZOptionalLinkUrl,
  contentImg: ZOptionalLinkUrl,
  pictures: z.array(ZContentPicture).max(200, "validation.tooMany").default([]),
  attachments: z.array(ZContentAttachment).max(100, "validation.tooMany").default([]),
  /** Absent: now. */
  releaseDate: ZDateTime.nullish(),
  topLevel: zInt(0, 99).default(0),
  /** The top level ends at this moment; after it the item sorts as if not on top. */
  topLevelExpiry: ZDateTime.nullish(),
  recommendLevel: zInt(0, 99).default(0),
  /** Further channels it shows in (refer; the origin's 关联副栏目 `channelIds`). */
  referChannelIds: z.array(ZId).max(100, "validation.tooMany").default([]),
  /** Member groups that may view it; empty: everyone. */
  viewGroupIds: z.array(ZId).max(100, "validation.tooMany").default([]),
  charge: ZContentCharge.nullish(),
  /** The model's custom fields by field name. */
  attrs: z.record(zString().max(50, "validation.tooLong"), ZCustomValue).default({}),
  /** Keep it as a draft (0) instead of sending it to review. */
  draft: z.boolean().default(false),
});
export type TContentFields = z.output<typeof ZContentFields>;
export type TContentFieldsInput = z.input<typeof ZContentFields>;

export const ZSaveContentInput = ZContentFields;

export const ZUpdateContentInput = z.object({ id: ZId, data: ZContentFields });
export type TUpdateContentInput = z.output<typeof ZUpdateContentInput>;

export const ZSaveContentOutput = z.object({
  id: z.number(),
  /** The status it was saved in (origin code). */
  status: z.number(),
  /** Where the public page will be (used by the origin client's preview only). */
  url: z.string(),
});
export type TSaveContentOutput = z.output<typeof ZSaveContentOutput>;
