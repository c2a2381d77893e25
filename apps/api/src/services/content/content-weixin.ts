import { WEIXIN_STATUS, type TSendToWeixinOutput } from "@suyuan/contracts/weixin/weixin";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { siteWeixinCredentials } from "../site/site-weixin.ts";
import { findStoredUpload, openStoredUpload, type UploadSettings } from "../upload/uploads.ts";
import { massSendNews, type WeixinApi, type WeixinArticle, type WeixinImage } from "../weixin/weixin-api.ts";

// content/send_to_weixin: the chosen content items of the current site sent as one WeChat news
// message to every follower of the site's official account (services/weixin/weixin-api.ts).

const UPLOAD_URL = /^\/uploads\/([0-9a-f]{32})$/;

/** Whether a body has something to read: text once tags and spaces are gone, or an image. */
function hasText(txt: string | null): boolean {
  if (!txt) return false;
  if (/<img\s/i.test(txt)) return true;
  return (
    txt
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;|&#160;|\s/gi, "")
      .trim() !== ""
  );
}

/** A cover image kept in the upload storage (`/uploads/<id>`), or null (none, gone, elsewhere). */
async function coverImage(uploads: UploadSettings, url: string | null): Promise<WeixinImage | null> {
  const id = url ? UPLOAD_URL.exec(url)?.[1] : undefined;
  const upload = id ? await findStoredUpload(id) : null;
  if (!upload?.mimeType.startsWith("image/")) return null;
  const file = await openStoredUpload(uploads, upload);
  if (!file?.body) return null;
  const bytes = new Uint8Array(await new Response(file.body).arrayBuffer());
  return { bytes, fileName: upload.originalName || `${upload.id}.jpg`, mimeType: upload.mimeType };
}

/** Whether the current site has a WeChat account to send to. */
export async function weixinReady(ctx: ServiceContext) {
  return { configured: (await siteWeixinCredentials(currentSite(ctx))) !== null };
}

/**
 * Sends the items, in the given order, as one news message (the origin's content/send_to_weixin).
 * Every id must be the current site's. An item without body text sends nothing (202). Each
 * article's cover is its type image (else its title image) from the upload storage; WeChat's
 * news needs one, so an item without one is left out. WeChat's verdict is answered as it is (its
 * status and errmsg) and every send is written to the operation log.
 */
export async function sendContentToWeixin(
  ctx: ServiceContext,
  services: { weixin: WeixinApi; uploads: UploadSettings },
  ids: readonly number[],
): Promise<TSendToWeixinOutput> {
  const siteId = currentSite(ctx);
  const unique = [...new Set(ids)];
  const rows = await prisma.content.findMany({
    where: { siteId, id: { in: unique } },
    select: {
      id: true,
      title: true,
      author: true,
      description: true,
      txt: true,
      typeImg: true,
      titleImg: true,
      originUrl: true,
      site: { select: { name: true } },
    },
  });
  // The origin answers an unknown id with 101, as its update paths do.
  if (rows.length !== unique.length) throw new AppError("NOT_FOUND_TO_UPDATE");
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = unique.map((id) => byId.get(id)!);

  const record = (outcome: TSendToWeixinOutput) =>
    recordOperation(prisma, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "send-weixin",
      resource: "content",
      targetId: unique.join(","),
      outcome: outcome.result ? "success" : "failure",
      detail: { titles: ordered.map((row) => row.title), status: outcome.status, errmsg: outcome.errmsg },
    });

  if (!ordered.every((row) => hasText(row.txt))) {
    const outcome = { result: false, status: WEIXIN_STATUS.noText, errmsg: null, articles: 0 } as const;
    await record(outcome);
    return outcome;
  }
  const account = await siteWeixinCredentials(siteId);
  if (!account) {
    const outcome = { result: false, status: WEIXIN_STATUS.tokenError, errmsg: null, articles: 0 } as const;
    await record(outcome);
    return outcome;
  }
  const articles: WeixinArticle[] = [];
  for (const row of ordered)
    articles.push({
      title: row.title,
      author: row.author || row.site.name,
      content: row.txt ?? "",
      digest: row.description ?? "",
      sourceUrl: row.originUrl ?? "",
      thumb: (await coverImage(services.uploads, row.typeImg)) ?? (await coverImage(services.uploads, row.titleImg)),
    });
  const sent = await massSendNews(services.weixin, account, articles);
  const outcome = { result: sent.status === WEIXIN_STATUS.sent, ...sent };
  await record(outcome);
  return outcome;
}
