import { z } from "zod";
import { ZId } from "../kit/primitives.ts";

// The template choices of the channel and content forms (tpl/*): template files of the site's
// current solution.

const ZTemplateChoice = z.object({ name: z.string(), path: z.string() });
export const ZFindTemplateChoicesOutput = z.array(ZTemplateChoice);

/** tpl/model_list: content templates for a content model (`modelId`, as the content form sends it). */
export const ZFindModelTemplatesInput = z.object({ modelId: ZId.optional() }).default({});
export const ZFindModelTemplatesOutput = z.object({
  contentTpl: z.array(z.string()),
  contentMobileTpl: z.array(z.string()),
});

/** tpl/select_content_model: the content models a channel may take, with its chosen templates. */
export const ZSelectContentModelsInput = z.object({ channelId: ZId.optional() }).default({});
export const ZSelectContentModelsOutput = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    selected: z.boolean(),
    tplContent: z.string().nullable(),
    tplMobileContent: z.string().nullable(),
  }),
);
