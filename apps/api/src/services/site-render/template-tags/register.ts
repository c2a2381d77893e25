import type { Liquid } from "liquidjs";
import { channelListTag, channelTag } from "./channel-tags.ts";
import { advertisingTag } from "./advertising-tag.ts";
import { tagListTag, topicListTag } from "./collection-tags.ts";
import { contentListTag, contentPageTag, contentTag } from "./content-tags.ts";

/** The data tags, by name; a solution that uses any of them renders asynchronously. */
export const DATA_TAGS = {
  cms_content_list: contentListTag,
  cms_content_page: contentPageTag,
  cms_content: contentTag,
  cms_channel_list: channelListTag,
  cms_channel: channelTag,
  cms_topic_list: topicListTag,
  cms_tag_list: tagListTag,
  cms_advertising: advertisingTag,
};

const DATA_TAG_USE = new RegExp(`\\{%-?\\s*(?:${Object.keys(DATA_TAGS).join("|")})\\b`);

/** Whether template source uses a data tag (then its pages must render asynchronously). */
export function usesDataTags(source: string): boolean {
  return DATA_TAG_USE.test(source);
}

/**
 * Registers the site's own template tags (data-loading tags) on an engine. Called for every engine
 * the server creates (template-engine.ts), so a tag added here is known to every solution.
 */
export function registerTemplateTags(engine: Liquid): void {
  for (const [name, tag] of Object.entries(DATA_TAGS)) engine.registerTag(name, tag);
}
