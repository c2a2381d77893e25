import { z } from "zod";
import { ZId, zOptionalText, zString } from "../kit/primitives.ts";

// A site's WeChat official account (微信公众号) and sending content to its followers (the origin's
// site attrs wxAppkey/wxAppSecret and content/send_to_weixin).

/** A mass news message holds at most eight articles (WeChat's limit). */
export const WEIXIN_MAX_ARTICLES = 8;

/**
 * The outcome of a send, as the origin numbers it: 200 sent; 202 a chosen item has no body text
 * (nothing sent); 400 no access token (account not set, wrong AppID or AppSecret, WeChat
 * unreachable); 402 the mass send refused; 403 the news upload refused; 405 no item could be
 * sent (WeChat's news needs each article's cover image). 401 is the origin's menu error, never
 * answered here.
 */
export const WEIXIN_STATUS = {
  sent: 200,
  noText: 202,
  tokenError: 400,
  messageError: 402,
  uploadError: 403,
  tooShort: 405,
} as const;
export type TWeixinStatus = (typeof WEIXIN_STATUS)[keyof typeof WEIXIN_STATUS];

/** content/send_to_weixin: the chosen content items of the current site, as one news message. */
export const ZSendToWeixinInput = z.object({
  ids: z.array(ZId).min(1, "validation.required").max(WEIXIN_MAX_ARTICLES, "weixin.tooManyArticles"),
});

export const ZSendToWeixinOutput = z.object({
  /** Whether WeChat accepted the mass send. */
  result: z.boolean(),
  status: z.literal(Object.values(WEIXIN_STATUS)),
  /** WeChat's own message of a refusal (its errmsg), when it gave one. */
  errmsg: z.string().nullable(),
  /** The articles the news message held (items without a usable cover image are left out). */
  articles: z.number(),
});
export type TSendToWeixinOutput = z.output<typeof ZSendToWeixinOutput>;

/** Whether the current site has a WeChat account to send to (the content list's action). */
export const ZWeixinReadyOutput = z.object({ configured: z.boolean() });

/**
 * The current site's WeChat account as the settings page edits it. A blank AppID removes the
 * account; a blank AppSecret keeps the stored one (a form never holds it to send back).
 */
export const ZSiteWeixinFields = z.object({
  appId: zOptionalText(64),
  appSecret: zString()
    .trim()
    .max(128, "validation.tooLong")
    .nullish()
    .transform((value) => value ?? ""),
});
export type TSiteWeixinFields = z.output<typeof ZSiteWeixinFields>;

/** The account as answered: the AppID, and only whether a secret is stored (never the secret). */
export const ZSiteWeixinItem = z.object({
  siteId: z.number(),
  appId: z.string().nullable(),
  appSecretSet: z.boolean(),
});
export type TSiteWeixinItem = z.output<typeof ZSiteWeixinItem>;
