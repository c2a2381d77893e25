import { findContentProcedure } from "./content/find-content.ts";
import { countContentByStatusProcedure } from "./content/count-content-by-status.ts";
import { contentTreeProcedure } from "./content/content-tree.ts";
import { getContentProcedure } from "./content/get-content.ts";
import { viewContentProcedure } from "./content/view-content.ts";
import { findContentRecordsProcedure } from "./content/find-content-records.ts";
import { findReviewQueueProcedure } from "./content/find-review-queue.ts";
import { findSharesProcedure } from "./content/find-shares.ts";
import { shareTreeProcedure } from "./content/share-tree.ts";
import { findReusableContentProcedure } from "./content/find-reusable-content.ts";
import { createContentProcedure } from "./content/create-content.ts";
import { updateContentProcedure } from "./content/update-content.ts";
import { deleteContentProcedure } from "./content/delete-content.ts";
import { submitContentProcedure } from "./content/submit-content.ts";
import { checkContentProcedure } from "./content/check-content.ts";
import { rejectContentProcedure } from "./content/reject-content.ts";
import { pigeonholeContentProcedure } from "./content/pigeonhole-content.ts";
import { unpigeonholeContentProcedure } from "./content/unpigeonhole-content.ts";
import { recommendContentProcedure } from "./content/recommend-content.ts";
import { prioritizeContentProcedure } from "./content/prioritize-content.ts";
import { moveContentProcedure } from "./content/move-content.ts";
import { copyContentProcedure } from "./content/copy-content.ts";
import { referContentProcedure } from "./content/refer-content.ts";
import { pushContentProcedure } from "./content/push-content.ts";
import { restoreContentProcedure } from "./content/restore-content.ts";
import { purgeContentProcedure } from "./content/purge-content.ts";
import { acceptSharesProcedure } from "./content/accept-shares.ts";
import { deleteSharesProcedure } from "./content/delete-shares.ts";
import { sendToWeixinProcedure } from "./content/send-to-weixin.ts";
import { weixinReadyProcedure } from "./content/weixin-ready.ts";
import { router } from "../init.ts";

/** Content and its workflow: the typed procedures; the legacy content/* paths call the same services. */
export const contentRouter = router({
  find: findContentProcedure,
  countByStatus: countContentByStatusProcedure,
  tree: contentTreeProcedure,
  get: getContentProcedure,
  view: viewContentProcedure,
  findRecords: findContentRecordsProcedure,
  reviewQueue: findReviewQueueProcedure,
  findShares: findSharesProcedure,
  shareTree: shareTreeProcedure,
  findReusable: findReusableContentProcedure,
  create: createContentProcedure,
  update: updateContentProcedure,
  delete: deleteContentProcedure,
  submit: submitContentProcedure,
  check: checkContentProcedure,
  reject: rejectContentProcedure,
  pigeonhole: pigeonholeContentProcedure,
  unpigeonhole: unpigeonholeContentProcedure,
  recommend: recommendContentProcedure,
  prioritize: prioritizeContentProcedure,
  move: moveContentProcedure,
  copy: copyContentProcedure,
  refer: referContentProcedure,
  push: pushContentProcedure,
  restore: restoreContentProcedure,
  purge: purgeContentProcedure,
  acceptShares: acceptSharesProcedure,
  deleteShares: deleteSharesProcedure,
  sendToWeixin: sendToWeixinProcedure,
  weixinReady: weixinReadyProcedure,
});
