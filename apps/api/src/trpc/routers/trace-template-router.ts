import { router } from "../init.ts";
import { checkTemplateOrderProcedure } from "./trace-template/check-order.ts";
import { copyTemplateProcedure } from "./trace-template/copy-template.ts";
import { createTemplateProcedure } from "./trace-template/create-template.ts";
import { deleteTemplatesProcedure } from "./trace-template/delete-templates.ts";
import { findTemplatesProcedure } from "./trace-template/find-templates.ts";
import { getTemplateProcedure } from "./trace-template/get-template.ts";
import { addTemplateStageProcedure } from "./trace-template/add-template-stage.ts";
import { deleteTemplateStageProcedure } from "./trace-template/delete-template-stage.ts";
import { updateTemplateStageProcedure } from "./trace-template/update-template-stage.ts";
import { updateTemplateProcedure } from "./trace-template/update-template.ts";

export const traceTemplateRouter = router({
  find: findTemplatesProcedure,
  get: getTemplateProcedure,
  create: createTemplateProcedure,
  update: updateTemplateProcedure,
  delete: deleteTemplatesProcedure,
  copy: copyTemplateProcedure,
  checkOrder: checkTemplateOrderProcedure,
  addStage: addTemplateStageProcedure,
  updateStage: updateTemplateStageProcedure,
  deleteStage: deleteTemplateStageProcedure,
});
