import type { TPreviewTemplateInput } from "@suyuan/contracts/template/template-files";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { previewSitePage } from "../site-render/site-pages.ts";
import { findOpenSite } from "../public-site/public-site-data.ts";
import { filePath } from "./solution-paths.ts";
import { seedDefaultSolution, solutionExists, solutionOf, solutionTemplates } from "./solution-store.ts";

// The template editor's live preview: the site's home, a channel's or a content's page rendered
// with the solution's files and the edited one's unsaved source in place of its stored text.

/** The page path (below the site's base) of the channel or content to preview; home without one. */
async function previewPath(siteId: number, channelId?: number, contentId?: number): Promise<string> {
  if (contentId) {
    const content = await prisma.content.findFirst({
      where: { id: contentId, siteId },
      select: { id: true, channel: { select: { path: true } } },
    });
    if (!content) throw new AppError("NOT_FOUND");
    return `${content.channel.path}/${content.id}.html`;
  }
  if (channelId) {
    const channel = await prisma.channel.findFirst({
      where: { id: channelId, siteId, deletedAt: null },
      select: { path: true },
    });
    if (!channel) throw new AppError("NOT_FOUND");
    return `${channel.path}/`;
  }
  return "";
}

export async function previewTemplate(siteId: number, input: TPreviewTemplateInput) {
  const path = filePath("template", input.path);
  const solution = await solutionOf(siteId, input.solution);
  if (!(await solutionExists(prisma, siteId, solution)))
    throw new AppError("NOT_FOUND", { messageKey: "template.solutionMissing", params: { solution } });
  await seedDefaultSolution(prisma, siteId, solution);
  const site = await findOpenSite(siteId);
  // A closed site has no public pages; its preview still shows what they would be.
  const shown =
    site ??
    (await prisma.site.findUnique({ where: { id: siteId } }).then((row) =>
      row
        ? {
            id: row.id,
            name: row.name,
            shortName: row.shortName,
            accessPath: row.accessPath,
            tplSolution: row.tplSolution,
            templateVersion: row.templateVersion,
            company: null,
            description: null,
          }
        : null,
    ));
  if (!shown) throw new AppError("NOT_FOUND");
  const base = shown.accessPath ? `/site/${shown.accessPath}/` : "/";
  const [rest, files] = await Promise.all([
    previewPath(siteId, input.channelId, input.contentId),
    solutionTemplates(prisma, siteId, solution),
  ]);
  return previewSitePage(shown, base, rest, files, { path, source: input.source });
}
