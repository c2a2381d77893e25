import { router } from "../init.ts";
import { createTemplateDirProcedure } from "./template/create-template-dir.ts";
import { createTemplateFileProcedure } from "./template/create-template-file.ts";
import { deleteTemplateFilesProcedure } from "./template/delete-template-files.ts";
import {
  findModelTemplatesProcedure,
  findTemplateChoicesProcedure,
  selectContentModelsProcedure,
} from "./template/find-template-choices.ts";
import { findSolutionsProcedure } from "./template/find-solutions.ts";
import { findTemplateFilesProcedure } from "./template/find-template-files.ts";
import { getTemplateFileProcedure } from "./template/get-template-file.ts";
import { previewTemplateProcedure } from "./template/preview-template.ts";
import { renameTemplateFileProcedure } from "./template/rename-template-file.ts";
import { templateFileTreeProcedure } from "./template/template-file-tree.ts";
import { updateSolutionProcedure } from "./template/update-solution.ts";
import { saveVisualTemplateProcedure } from "./template/save-visual-template.ts";
import { updateTemplateFileProcedure } from "./template/update-template-file.ts";

/** Template solutions (模板管理): the templates of a site's solutions, solutions, preview. */
const templateRouter = router({
  tree: templateFileTreeProcedure("template"),
  find: findTemplateFilesProcedure("template"),
  get: getTemplateFileProcedure("template"),
  create: createTemplateFileProcedure("template"),
  update: updateTemplateFileProcedure,
  delete: deleteTemplateFilesProcedure("template"),
  rename: renameTemplateFileProcedure("template"),
  createDir: createTemplateDirProcedure("template"),
  findSolutions: findSolutionsProcedure,
  updateSolution: updateSolutionProcedure,
  preview: previewTemplateProcedure,
  saveVisual: saveVisualTemplateProcedure,
});

/** Resources (资源管理): CSS, JS, images and fonts of a solution. */
const resourceRouter = router({
  tree: templateFileTreeProcedure("resource"),
  find: findTemplateFilesProcedure("resource"),
  get: getTemplateFileProcedure("resource"),
  create: createTemplateFileProcedure("resource"),
  delete: deleteTemplateFilesProcedure("resource"),
  rename: renameTemplateFileProcedure("resource"),
  createDir: createTemplateDirProcedure("resource"),
});

/** Template choices of the channel and content forms (tpl/*). */
const tplRouter = router({
  find: findTemplateChoicesProcedure,
  findModelTemplates: findModelTemplatesProcedure,
  selectContentModels: selectContentModelsProcedure,
});

export const templateRouters = { template: templateRouter, resource: resourceRouter, tpl: tplRouter };
