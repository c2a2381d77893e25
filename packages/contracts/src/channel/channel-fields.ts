import { z } from "zod";
import { ZUploadUrl } from "../common/fields.ts";
import { ZId, ZWebUrl, zInt, zOptionalText, zText } from "../kit/primitives.ts";
import { ZChannelPath } from "./channel-path.ts";

// A channel's fields as the origin's client sends them to /channel/save and /channel/update
// (JeeCMS v9 names: `modelId`, `modelIds`, `tplChannel`, `finalStep`, `viewGroupIds`, …); the
// tRPC procedures take the same names, so one schema serves both.

/** A parent: absent, blank or 0 is a top channel (the origin sends 0). */
export const ZParentId = zInt(0)
  .nullish()
  .transform((value) => (value ? value : null));

/** An optional reference: absent, blank or 0 is none. */
const ZOptionalRef = zInt(0)
  .nullish()
  .transform((value) => (value ? value : null));

/** An uploaded image's url, or none. */
const ZOptionalImage = z
  .union([z.literal(""), ZUploadUrl])
  .nullish()
  .transform((value) => (value ? value : null));

const ZIdSet = z
  .array(ZId)
  .max(200, "validation.tooMany")
  .default([])
  .transform((ids) => [...new Set(ids)]);

export const ZChannelFields = z.object({
  name: zText(100, "validation.channelNameRequired"),
  path: ZChannelPath,
  parentId: ZParentId,
  /** The channel model; absent: the default channel model (on update: the channel keeps its own). */
  modelId: ZOptionalRef,
  /** Content models allowed in the channel; none: every enabled content model. */
  modelIds: ZIdSet,
  title: zOptionalText(150),
  keywords: zOptionalText(255),
  description: zOptionalText(500),
  /** Templates of the channel page and of its content pages (paths within the site's solution). */
  tplChannel: zOptionalText(255),
  tplContent: zOptionalText(255),
  tplMobileChannel: zOptionalText(255),
  priority: zInt(0, 1_000_000).default(10),
  hasContent: z.boolean({ error: "validation.choose" }).default(true),
  /** Shown in the site's navigation. */
  display: z.boolean({ error: "validation.choose" }).default(true),
  /** An external channel: its entry leads to this address. */
  link: ZWebUrl,
  titleImg: ZOptionalImage,
  contentImg: ZOptionalImage,
  workflowId: ZOptionalRef,
  /** The review level whose check publishes (the final check level); none: the workflow's last step. */
  finalStep: zInt(0, 100)
    .nullish()
    .transform((value) => (value ? value : null)),
  /** Static pages for the channel and its content. */
  staticChannel: z.boolean({ error: "validation.choose" }).default(false),
  staticContent: z.boolean({ error: "validation.choose" }).default(false),
  /**
   * The score group its articles are rated with (the origin's scoregroup); 0 or blank: the site's
   * default group; absent on an update: the channel keeps its own.
   */
  scoreGroupId: zInt(0)
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  /** Member groups that may view the channel, and that may contribute to it; none: everyone. */
  viewGroupIds: ZIdSet,
  contriGroupIds: ZIdSet,
});
export type TChannelFields = z.output<typeof ZChannelFields>;

export const ZSaveChannelInput = ZChannelFields;
export const ZUpdateChannelInput = z.object({ id: ZId, data: ZChannelFields });
/** The origin answers a save with the id (`{"id":"12"}`); a number here. */
export const ZSaveChannelOutput = z.object({ id: z.number() });
