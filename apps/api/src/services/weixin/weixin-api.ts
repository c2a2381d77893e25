import { WEIXIN_STATUS, type TWeixinStatus } from "@suyuan/contracts/weixin/weixin";

// WeChat's official-account API, the calls a mass news message needs: an access token
// (cgi-bin/token), each cover image (cgi-bin/media/upload), the news (cgi-bin/media/uploadnews),
// then the mass send to every follower (cgi-bin/message/mass/sendall). WeChat answers HTTP 200
// with `errcode`/`errmsg` in the JSON when it refuses.
//
// Called directly, each with a timeout, not through the job queue: the origin answers the
// administrator with WeChat's own verdict (its status and errmsg), which a queued delivery could
// not give, and a mass send is a rare, deliberate action that must not be repeated by retries
// (WeChat would send the news twice).
//
// The access token is fetched per send and not cached: sends are rare and WeChat allows far more
// token requests a day than an editor makes. The AppSecret travels in the token request's query,
// as WeChat requires; no URL of these calls is ever logged or put into an error.

/** How long one call to WeChat may take (a cover image upload included). */
export const WEIXIN_TIMEOUT_MS = 15_000;

/** Where WeChat's API is (env WEIXIN_API_BASE_URL) and how long each call may take. */
export type WeixinApi = { baseUrl: string; timeoutMs: number };

export type WeixinAccount = { appId: string; appSecret: string };

export type WeixinImage = { bytes: Uint8Array; fileName: string; mimeType: string };

export type WeixinArticle = {
  title: string;
  author: string;
  /** The body, as HTML. */
  content: string;
  digest: string;
  /** 阅读原文: where the article came from. */
  sourceUrl: string;
  /** The cover image; WeChat's news needs one per article. */
  thumb: WeixinImage | null;
};

export type WeixinOutcome = {
  status: TWeixinStatus;
  /** WeChat's errmsg of a refusal, when it gave one. */
  errmsg: string | null;
  /** The articles the news held. */
  articles: number;
};

/** A step's result: its value, or WeChat's errmsg of the refusal (null: none given, or unreachable). */
type Step = { ok: true; value: string } | { ok: false; errmsg: string | null };

type WeixinAnswer = { errcode?: number; errmsg?: string } & Record<string, unknown>;

/** A call's answer, or null when WeChat could not be reached, timed out or answered no JSON. */
async function call(api: WeixinApi, path: string, query: Record<string, string>, init: RequestInit = {}) {
  const url = `${api.baseUrl}${path}?${new URLSearchParams(query).toString()}`;
  try {
    const response = await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(api.timeoutMs) });
    const answer: unknown = await response.json();
    return answer !== null && typeof answer === "object" ? (answer as WeixinAnswer) : null;
  } catch {
    // The error may carry the URL (and with it the secret): it is dropped, the caller answers a status.
    return null;
  }
}

const refused = (answer: WeixinAnswer | null) =>
  !answer || (typeof answer.errcode === "number" && answer.errcode !== 0);
const errmsgOf = (answer: WeixinAnswer | null) =>
  answer && typeof answer.errmsg === "string" && answer.errmsg !== "" ? answer.errmsg : null;
const textOf = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

const postJson = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json; charset=utf-8" },
  body: JSON.stringify(body),
});

/** An access token for the account, or WeChat's refusal. */
async function accessToken(api: WeixinApi, account: WeixinAccount): Promise<Step> {
  const answer = await call(api, "/cgi-bin/token", {
    grant_type: "client_credential",
    appid: account.appId,
    secret: account.appSecret,
  });
  const token = refused(answer) ? null : textOf(answer?.access_token);
  return token ? { ok: true, value: token } : { ok: false, errmsg: errmsgOf(answer) };
}

/** A cover image as a temporary image medium: its media_id, or WeChat's refusal. */
async function uploadImage(api: WeixinApi, token: string, image: WeixinImage): Promise<Step> {
  const form = new FormData();
  form.append("media", new Blob([image.bytes.slice()], { type: image.mimeType }), image.fileName);
  const answer = await call(
    api,
    "/cgi-bin/media/upload",
    { access_token: token, type: "image" },
    {
      method: "POST",
      body: form,
    },
  );
  const mediaId = refused(answer) ? null : textOf(answer?.media_id);
  return mediaId ? { ok: true, value: mediaId } : { ok: false, errmsg: errmsgOf(answer) };
}

/**
 * Sends the articles to every follower of the account as one news message: token, cover images,
 * news, mass send. Articles without a cover image, or whose image WeChat refused, are left out
 * (WeChat's news requires one); none left is 405. A step WeChat refuses answers its status.
 */
export async function massSendNews(
  api: WeixinApi,
  account: WeixinAccount,
  articles: readonly WeixinArticle[],
): Promise<WeixinOutcome> {
  const fail = (status: TWeixinStatus, errmsg: string | null): WeixinOutcome => ({ status, errmsg, articles: 0 });
  const token = await accessToken(api, account);
  if (!token.ok) return fail(WEIXIN_STATUS.tokenError, token.errmsg);

  const news: Record<string, string | number>[] = [];
  let imageErrmsg: string | null = null;
  for (const article of articles) {
    if (!article.thumb) continue;
    const image = await uploadImage(api, token.value, article.thumb);
    if (!image.ok) {
      imageErrmsg = image.errmsg ?? imageErrmsg;
      continue;
    }
    news.push({
      thumb_media_id: image.value,
      author: article.author,
      title: article.title,
      content_source_url: article.sourceUrl,
      content: article.content,
      digest: article.digest,
      show_cover_pic: 0,
    });
  }
  if (news.length === 0) return fail(WEIXIN_STATUS.tooShort, imageErrmsg);

  const uploaded = await call(
    api,
    "/cgi-bin/media/uploadnews",
    { access_token: token.value },
    postJson({ articles: news }),
  );
  const mediaId = refused(uploaded) ? null : textOf(uploaded?.media_id);
  if (!mediaId) return fail(WEIXIN_STATUS.uploadError, errmsgOf(uploaded));

  const sent = await call(
    api,
    "/cgi-bin/message/mass/sendall",
    { access_token: token.value },
    postJson({ filter: { is_to_all: true }, mpnews: { media_id: mediaId }, msgtype: "mpnews", send_ignore_reprint: 0 }),
  );
  if (refused(sent)) return fail(WEIXIN_STATUS.messageError, errmsgOf(sent));
  return { status: WEIXIN_STATUS.sent, errmsg: null, articles: news.length };
}
