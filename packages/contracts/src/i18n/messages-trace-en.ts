import type { messagesTraceZh } from "./messages-trace-zh.ts";

/** Messages of trace templates, batches and production records (English). */
export const messagesTraceEn: Record<keyof typeof messagesTraceZh, string> = {
  "validation.batchNo": "A batch number is 1-50 letters, digits or . _ - /, starting with a letter or digit",
  "validation.sort": "The order must be a whole number from 0 to 9999",
  "validation.orderTaken": "This order is already used",
  "validation.itemKind": "Please choose a data type",
  "validation.optionsRequired": "A choice item needs at least one option",
  "validation.optionsDistinct": "Options must differ",
  "validation.stagesRequired": "Please add at least one stage",
  "validation.numberValue": "Please enter a number",
  "validation.optionValue": "Please choose one of the options",
  "validation.imageValue": "Please upload an image",
  "validation.unknownItem": "This item does not belong to the chosen stage",
  "error.batchNoTaken": "The enterprise already has a batch with this number",
  "error.goodsNotOfEnterprise": "The chosen goods do not belong to this enterprise",
  "error.baseNotOfEnterprise": "The chosen base does not belong to this enterprise",
  "error.houseNotOfBase": "The chosen greenhouse is not on the chosen base",
  "error.templateUnavailable": "The chosen template is disabled or not available to this enterprise",
  "error.batchTemplateLocked": "The batch already has production records; its template cannot change",
  "error.batchEnterpriseLocked":
    "The batch already has production records or trace codes; its enterprise cannot change",
  "error.batchInUse":
    "The batch has bound trace codes, production records, recalls or spot checks and cannot be deleted",
  "error.platformTemplateReadOnly": "Platform-wide templates can only be changed by platform administrators",
  "error.templateStageInUse": 'Stage "{name}" has production records and cannot be deleted',
  "error.templateItemInUse": 'Item "{name}" is used by production records and cannot be deleted',
  "error.templateItemKindLocked": 'Item "{name}" already has recorded values; its type cannot change',
  "error.templateInUse": "The template is used by batches and cannot be deleted",
  "error.templateEnterpriseLocked": "The template is used by batches; its enterprise cannot change",
  "error.templateOrderTaken": "Duplicate order numbers; please fix them and save again",
  "error.batchWithoutTemplate": "The batch has no trace template; production records cannot be entered",
  "error.stageNotOfTemplate": "The chosen stage does not belong to the batch's template",
  "error.batchClosed": "The batch is closed; production records cannot be entered or changed",
  "error.recordValuesInvalid": "Please check the items' values",
};
