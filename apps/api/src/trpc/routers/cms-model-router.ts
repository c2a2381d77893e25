import { router } from "../init.ts";
import { checkModelFieldProcedure } from "./cms-model/check-model-field.ts";
import { checkModelIdProcedure } from "./cms-model/check-model-id.ts";
import { createModelItemProcedure } from "./cms-model/create-model-item.ts";
import { createModelProcedure } from "./cms-model/create-model.ts";
import { deleteModelItemsProcedure } from "./cms-model/delete-model-items.ts";
import { deleteModelsProcedure } from "./cms-model/delete-models.ts";
import { findModelItemsProcedure } from "./cms-model/find-model-items.ts";
import { findModelsProcedure } from "./cms-model/find-models.ts";
import { getModelItemProcedure } from "./cms-model/get-model-item.ts";
import { getModelProcedure } from "./cms-model/get-model.ts";
import { prioritizeModelItemsProcedure } from "./cms-model/prioritize-model-items.ts";
import { prioritizeModelsProcedure } from "./cms-model/prioritize-models.ts";
import { saveModelItemListProcedure } from "./cms-model/save-model-item-list.ts";
import { updateModelItemProcedure } from "./cms-model/update-model-item.ts";
import { updateModelProcedure } from "./cms-model/update-model.ts";

/** Channel and content models (model/*) and their fields (item/*). */
export const cmsModelRouter = router({
  find: findModelsProcedure,
  get: getModelProcedure,
  create: createModelProcedure,
  update: updateModelProcedure,
  delete: deleteModelsProcedure,
  priority: prioritizeModelsProcedure,
  checkId: checkModelIdProcedure,
  items: findModelItemsProcedure,
  getItem: getModelItemProcedure,
  createItem: createModelItemProcedure,
  updateItem: updateModelItemProcedure,
  deleteItems: deleteModelItemsProcedure,
  priorityItems: prioritizeModelItemsProcedure,
  saveItemList: saveModelItemListProcedure,
  checkField: checkModelFieldProcedure,
});
