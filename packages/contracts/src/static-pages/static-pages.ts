import { z } from "zod";
import { ZDay, ZId } from "../kit/primitives.ts";

// Static pages of the current site (静态页面, the origin's static/*): what each generation job takes.

/** static/index: the home page. Nothing to choose. */
export const ZCreateStaticIndexInput = z.object({});

/** static/channel: one channel (or all), every list page; with its sub-channels when asked. */
export const ZCreateStaticChannelInput = z.object({
  channelId: ZId.optional(),
  containChild: z.boolean({ error: "validation.invalid" }).default(false),
});
export type TCreateStaticChannelInput = z.output<typeof ZCreateStaticChannelInput>;

/**
 * static/content: the pages of passed content of one channel (and its sub-channels) or of the whole
 * site, optionally only content released on or after a day (China time).
 */
export const ZCreateStaticContentInput = z.object({
  channelId: ZId.optional(),
  startDate: ZDay.optional(),
});
export type TCreateStaticContentInput = z.output<typeof ZCreateStaticContentInput>;

/** content/static: the static pages of the chosen content items, now, in their order. */
export const ZCreateContentPagesInput = z.object({
  ids: z.array(ZId).min(1, "validation.required").max(100, "validation.tooMany"),
});
export const ZCreateContentPagesOutput = z.object({ result: z.boolean(), generated: z.number() });

/** static/index_remove: the generated home page, or every generated page of the site with `all`. */
export const ZDeleteStaticIndexInput = z.object({
  all: z.boolean({ error: "validation.invalid" }).default(false),
});
export type TDeleteStaticIndexInput = z.output<typeof ZDeleteStaticIndexInput>;

/** Whether content changes regenerate their static pages, and how many pages the site has. */
export const ZStaticSettingsOutput = z.object({
  staticPages: z.boolean(),
  pageCount: z.number(),
  /** Where the pages are generated for: "/" on the site's domain, else /site/<accessPath>/. */
  base: z.string().nullable(),
});
export type TStaticSettingsOutput = z.output<typeof ZStaticSettingsOutput>;

export const ZUpdateStaticSettingsInput = z.object({
  staticPages: z.boolean({ error: "validation.required" }),
});
export type TUpdateStaticSettingsInput = z.output<typeof ZUpdateStaticSettingsInput>;
