import { prisma } from "@suyuan/db/client";
import { nameOf } from "./solution-paths.ts";
import { seedDefaultSolution, siteTemplateState } from "./solution-store.ts";

// The template choices of the channel and content forms (tpl/*): the template files of the site's
// current solution. Names are paths in the solution, as the public pages look them up.

async function currentTemplates(siteId: number): Promise<string[]> {
  const { tplSolution } = await siteTemplateState(prisma, siteId);
  await seedDefaultSolution(prisma, siteId, tplSolution);
  const rows = await prisma.templateFile.findMany({
    where: { siteId, solution: tplSolution, kind: "template", isDir: false },
    select: { path: true },
    orderBy: { path: "asc" },
  });
  return rows.map((row) => row.path);
}

/** tpl/list: every template of the current solution. */
export async function findTemplateChoices(siteId: number) {
  return (await currentTemplates(siteId)).map((path) => ({ name: nameOf(path), path }));
}

/** tpl/model_list: content page templates; mobile ones are those under "mobile/". */
export async function findModelTemplates(siteId: number) {
  const paths = await currentTemplates(siteId);
  return {
    contentTpl: paths.filter((path) => !path.startsWith("mobile/")),
    contentMobileTpl: paths.filter((path) => path.startsWith("mobile/")),
  };
}

/** tpl/select_content_model: the content models, with a channel's choices when one is named. */
export async function selectContentModels(siteId: number, channelId: number | undefined) {
  const [models, chosen] = await Promise.all([
    prisma.cmsModel.findMany({ where: { kind: "content" }, select: { id: true, name: true }, orderBy: { id: "asc" } }),
    channelId
      ? prisma.channelContentModel.findMany({ where: { channelId, channel: { siteId } } })
      : Promise.resolve([]),
  ]);
  const byModel = new Map(chosen.map((row) => [row.modelId, row]));
  return models.map((model) => {
    const row = byModel.get(model.id);
    return {
      id: model.id,
      name: model.name,
      selected: row !== undefined,
      tplContent: row?.tplContent ?? null,
      tplMobileContent: row?.tplMobileContent ?? null,
    };
  });
}
