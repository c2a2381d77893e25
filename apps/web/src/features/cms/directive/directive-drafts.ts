import type {
  CHANNEL_LIST_TYPES,
  TDirectiveKind,
  TDirectiveParams,
  TDirectiveParamsInput,
} from "@suyuan/contracts/directive/directive-params";

// The wizard keeps one draft per kind, so going back to another kind finds its picks as they were.

export type ContentDraft = Extract<TDirectiveParamsInput, { kind: "content_list" }>;
/** The list type's input is loose (the origin's misspelling is mapped); the wizard sends the proper words. */
export type ChannelDraft = Omit<Extract<TDirectiveParamsInput, { kind: "channel_list" }>, "listType"> & {
  listType?: (typeof CHANNEL_LIST_TYPES)[number];
};
/** The ad space is required by the tag but empty until typed. */
export type AdvertisingDraft = { kind: "advertising"; aid?: number | undefined; sid?: number | null };

export type Drafts = { content_list: ContentDraft; channel_list: ChannelDraft; advertising: AdvertisingDraft };

const EMPTY_DRAFTS: Drafts = {
  content_list: { kind: "content_list" },
  channel_list: { kind: "channel_list" },
  advertising: { kind: "advertising" },
};

/** The drafts a saved tag opens with: its own picks in its kind, the defaults in the others. */
export function draftsOf(params: TDirectiveParams | null): Drafts {
  if (params === null) return EMPTY_DRAFTS;
  return { ...EMPTY_DRAFTS, [params.kind]: params };
}

export const DIRECTIVE_KIND_ORDER: readonly TDirectiveKind[] = ["content_list", "channel_list", "advertising"];
