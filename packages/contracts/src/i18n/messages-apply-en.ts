import type { messagesApplyZh } from "./messages-apply-zh.ts";

export const messagesApplyEn: Record<keyof typeof messagesApplyZh, string> = {
  "validation.codeQuantity": "The quantity must be a whole number from 1 to 1000000",
  "validation.applyReasonRequired": "Please give a reason for the application",
  "validation.serialRange": "The first serial cannot be after the last",
  "validation.traceCodesRequired": "Please enter the trace codes to bind",
  "error.enterpriseNotApproved": "The enterprise is not approved yet and cannot apply for trace codes",
  "error.goodsNotApproved": "Trace codes can only be applied for approved goods of the enterprise",
  "error.applicationNotPending": "Only pending applications can be edited or deleted",
  "error.codesNotReady": "The trace codes are not generated yet",
  "error.generationNotFailed": "Only a failed generation can be retried",
  "error.batchMismatch": "Codes can only be bound to a batch of the same enterprise and goods",
  "error.traceCodesInvalid": "These trace codes are not valid (check the input): {codes}",
  "error.traceCodesForeign": "These trace codes do not belong to this application: {codes}",
  "error.traceCodesBound": "These trace codes are already bound to a batch; tick “rebind” to move them: {codes}",
  "error.serialOutOfRange": "Serial out of range (1 to {max})",
  "error.pdfTooManyLabels": "A PDF holds at most {max} labels; download larger runs by serial range",
  "download.failedTitle": "Download failed",
  "download.backToApplication": "Back to the application",
};
