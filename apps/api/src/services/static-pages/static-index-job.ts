import { z } from "zod";
import { defineSiteJobKind } from "../site-job/site-job-kind.ts";
import { HOME_PATH } from "./static-paths.ts";
import { commitRendered, renderPages, renderTarget } from "./static-render.ts";

const Params = z.object({});

/** static/index: the home page, one item. */
export const staticIndexJob = defineSiteJobKind<z.output<typeof Params>, { done: true }>({
  kind: "static_index",
  params: Params,
  count: () => Promise.resolve(1),
  async step({ job, until }) {
    const target = await renderTarget(job.siteId);
    const rendered = await renderPages(target, [{ path: HOME_PATH, label: target.base, contentId: null }], until);
    return {
      cursor: { done: true },
      finished: true,
      items: rendered.labels,
      errors: rendered.errors,
      commit: commitRendered(target, rendered),
    };
  },
});
