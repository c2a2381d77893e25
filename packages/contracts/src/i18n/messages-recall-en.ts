import type { messagesRecallZh } from "./messages-recall-zh.ts";

export const messagesRecallEn: Record<keyof typeof messagesRecallZh, string> = {
  "validation.recallLevel": "Choose a recall level (1, 2 or 3)",
  "validation.recallTitleRequired": "Fill in the recall title",
  "validation.recallReasonRequired": "Fill in the reason for the recall",
  "validation.recallNoticeRequired": "Fill in the notice shown to consumers",
  "validation.recallBatchesRequired": "Choose at least one batch",
  "error.recallBatchEnterprise": "The batches must belong to the recall's enterprise",
  "error.recallClosed": "The recall is closed; only its close note can change",
  "error.recallNotClosed": "The recall is not closed",
  "validation.checkBatchOrGoods": "Choose a batch or goods",
  "validation.checkItemsRequired": "Fill in at least one tested item",
  "validation.checkItemNameRequired": "Fill in the item's name",
  "validation.checkItemResultRequired": "Fill in the result",
  "validation.checkOrganisationRequired": "Fill in the inspection organisation",
  "validation.checkInspectorRequired": "Fill in the inspector",
  "error.checkGoodsBatchMismatch": "The goods differ from the batch's goods",
  "error.checkEnterpriseMismatch": "The batch and the goods must belong to one enterprise",
  "error.checkReportMissing": "The report file is missing or of the wrong kind; upload it again",
  "error.startRecallNeedsFailedBatch": "Only a failed check of a batch can start a recall",
  "error.checkHasRecall": "This check has already started a recall",
  "error.checkRecallLocked": "A check that started a recall cannot pass or change its batch",
};
