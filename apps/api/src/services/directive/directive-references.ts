import type { TDirectiveParams } from "@suyuan/contracts/directive/directive-params";
import type { DbClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { liveChannels } from "../cms/channel/channel-scope.ts";
import type { ServiceContext } from "../service-context.ts";

const missing = (field: string) =>
  new AppError("BAD_REQUEST", {
    messageKey: "error.referenceMissing",
    fieldErrors: { [`params.${field}`]: ["error.referenceMissing"] },
  });

/**
 * The channels, content types and content a tag names exist and (channels, content) belong to the
 * caller's site: a tag naming another site's channel (or ad space) would render nothing, silently.
 */
export async function assertDirectiveReferences(db: DbClient, ctx: ServiceContext, params: TDirectiveParams) {
  const channelIds =
    params.kind === "content_list" && params.mode !== "single"
      ? params.channelIds
      : params.kind === "channel_list" && params.channelId !== null
        ? [params.channelId]
        : [];
  if (channelIds.length > 0) {
    const found = await db.channel.count({ where: { AND: [{ id: { in: channelIds } }, liveChannels(ctx)] } });
    if (found !== channelIds.length) throw missing(params.kind === "content_list" ? "channelIds" : "channelId");
  }
  if (params.kind === "advertising") {
    const siteId = liveChannels(ctx).siteId;
    if ((await db.cmsAdvertisingSpace.count({ where: { id: params.aid, siteId } })) === 0) throw missing("aid");
    if (
      params.sid !== null &&
      (await db.cmsAdvertising.count({ where: { id: params.sid, adspaceId: params.aid } })) === 0
    )
      throw missing("sid");
    return;
  }
  if (params.kind !== "content_list") return;
  if (params.mode !== "single" && params.typeIds.length > 0) {
    const found = await db.contentType.count({ where: { id: { in: params.typeIds } } });
    if (found !== params.typeIds.length) throw missing("typeIds");
  }
  if (params.mode === "single" && params.contentId !== null) {
    const found = await db.content.count({ where: { id: params.contentId, siteId: liveChannels(ctx).siteId } });
    if (found === 0) throw missing("contentId");
  }
}
