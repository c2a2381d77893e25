import { z } from "zod";
import { ZId, zInt } from "../kit/primitives.ts";
import { DEFAULT_CONTENT_ORDER, MAX_CONTENT_ORDER } from "./content-order.ts";

// The picker values of the tag wizard, one shape per kind of tag. They are all the server keeps
// of a saved tag besides its name: the tag text (`code`) is generated from them on every save, so
// a client can never store a tag the wizard would not produce.

const DIRECTIVE_KINDS = ["content_list", "channel_list", "advertising"] as const;
export const ZDirectiveKind = z.enum(DIRECTIVE_KINDS, { error: "validation.choose" });
export type TDirectiveKind = z.infer<typeof ZDirectiveKind>;

/** Picked ids (channels, content types): each once, in the order picked. */
const ZIdSet = z
  .array(ZId)
  .max(50, "validation.tooMany")
  .default([])
  .transform((ids) => [...new Set(ids)]);

const ZFlag = z.boolean({ error: "validation.choose" });

/** Where a link opens: the same window or a new one. */
const LINK_TARGETS = ["_self", "_blank"] as const;

/** list: cms_content_list; page: cms_content_page (paged, for channel pages); single: cms_content. */
const CONTENT_MODES = ["list", "page", "single"] as const;

const ZContentListParams = z.object({
  kind: z.literal("content_list"),
  mode: z.enum(CONTENT_MODES, { error: "validation.choose" }).default("list"),
  /** The one content item of mode single. */
  contentId: ZId.nullish().transform((value) => value ?? null),
  /** Content of these channels and their children; none: the whole site. */
  channelIds: ZIdSet,
  typeIds: ZIdSet,
  /** Only recommended (true) or only not recommended (false) content; null: either. */
  recommend: ZFlag.nullish().transform((value) => value ?? null),
  /** Only content with a title image. */
  titleImg: ZFlag.default(false),
  count: zInt(1, 100).default(10),
  orderBy: zInt(0, MAX_CONTENT_ORDER).default(DEFAULT_CONTENT_ORDER),
  /** Characters of the title shown (longer ones end in "..."); 0: the whole title. */
  titleLength: zInt(0, 200).default(30),
  showDate: ZFlag.default(true),
  showDescription: ZFlag.default(false),
  showImage: ZFlag.default(false),
  target: z.enum(LINK_TARGETS, { error: "validation.choose" }).default("_self"),
});

/** list: cms_channel_list (many channels); single: cms_channel (one, or the breadcrumb trail). */
const CHANNEL_MODES = ["list", "single"] as const;
export const CHANNEL_LIST_TYPES = ["childs", "top", "brothers"] as const;
const CHANNEL_SINGLE_TYPES = ["channel", "top", "parent", "navigation"] as const;

const ZChannelListParams = z.object({
  kind: z.literal("channel_list"),
  mode: z.enum(CHANNEL_MODES, { error: "validation.choose" }).default("list"),
  // The origin's wizard spelled it "borthers"; its saved forms still send that.
  listType: z
    .preprocess(
      (value) => (value === "borthers" ? "brothers" : value),
      z.enum(CHANNEL_LIST_TYPES, { error: "validation.choose" }),
    )
    .default("childs"),
  singleType: z.enum(CHANNEL_SINGLE_TYPES, { error: "validation.choose" }).default("channel"),
  /** The channel the list or the single channel is taken from; null: the top level. */
  channelId: ZId.nullish().transform((value) => value ?? null),
  /** Only channels that hold content (no link-only or section channels). */
  hasContent: ZFlag.default(false),
  showDescription: ZFlag.default(false),
  target: z.enum(LINK_TARGETS, { error: "validation.choose" }).default("_self"),
});

const ZAdvertisingParams = z.object({
  kind: z.literal("advertising"),
  /** The ad space shown. */
  aid: ZId,
  /** One ad of the space to show instead of the space's rotation; null: the space decides. */
  sid: ZId.nullish().transform((value) => value ?? null),
});

/** Needs the wizard checks across fields: the ids a mode cannot do without. */
function requiredIds(params: z.output<typeof ZDirectiveUnion>, ctx: z.RefinementCtx) {
  if (params.kind === "content_list" && params.mode === "single" && params.contentId === null)
    ctx.addIssue({ code: "custom", path: ["contentId"], message: "validation.directiveContentRequired" });
  if (params.kind !== "channel_list" || params.channelId !== null) return;
  if (params.mode === "list" && params.listType === "brothers")
    ctx.addIssue({ code: "custom", path: ["channelId"], message: "validation.directiveChannelRequired" });
  if (params.mode === "single")
    ctx.addIssue({ code: "custom", path: ["channelId"], message: "validation.directiveChannelRequired" });
}

const ZDirectiveUnion = z.discriminatedUnion("kind", [ZContentListParams, ZChannelListParams, ZAdvertisingParams], {
  error: "validation.directiveKind",
});

/** The picker values of any kind of tag, checked as a whole. */
export const ZDirectiveParams = ZDirectiveUnion.superRefine(requiredIds);

export type TDirectiveParams = z.output<typeof ZDirectiveParams>;
export type TDirectiveParamsInput = z.input<typeof ZDirectiveParams>;
export type TContentListParams = z.output<typeof ZContentListParams>;
export type TChannelListParams = z.output<typeof ZChannelListParams>;
export type TAdvertisingParams = z.output<typeof ZAdvertisingParams>;
