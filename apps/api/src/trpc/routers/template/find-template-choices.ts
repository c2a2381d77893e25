import {
  ZFindModelTemplatesInput,
  ZFindModelTemplatesOutput,
  ZFindTemplateChoicesOutput,
  ZSelectContentModelsInput,
  ZSelectContentModelsOutput,
} from "@suyuan/contracts/template/template-choices";
import { currentSite } from "../../../services/access/site-scope.ts";
import {
  findModelTemplates,
  findTemplateChoices,
  selectContentModels,
} from "../../../services/template/template-choices.ts";
import { permissionProcedure } from "../../init.ts";

// tpl/*: the template choices of the channel and content forms, for whoever edits those.
const TEMPLATE_CHOOSERS = ["/template/list", "/channel/list", "/content/list"] as const;

/** tpl/list: the templates of the site's current solution. */
export const findTemplateChoicesProcedure = permissionProcedure(...TEMPLATE_CHOOSERS)
  .meta({ legacy: { paths: ["/tpl/list"] } })
  .output(ZFindTemplateChoicesOutput)
  .query(({ ctx }) => findTemplateChoices(currentSite(ctx)));

/** tpl/model_list: `{ contentTpl, contentMobileTpl }` for the content form. */
export const findModelTemplatesProcedure = permissionProcedure(...TEMPLATE_CHOOSERS)
  .meta({ legacy: { paths: ["/tpl/model_list"] } })
  .input(ZFindModelTemplatesInput)
  .output(ZFindModelTemplatesOutput)
  .query(({ ctx }) => findModelTemplates(currentSite(ctx)));

/** tpl/select_content_model: content models with a channel's chosen templates. */
export const selectContentModelsProcedure = permissionProcedure(...TEMPLATE_CHOOSERS)
  .meta({ legacy: { paths: ["/tpl/select_content_model"] } })
  .input(ZSelectContentModelsInput)
  .output(ZSelectContentModelsOutput)
  .query(({ ctx, input }) => selectContentModels(currentSite(ctx), input.channelId));
