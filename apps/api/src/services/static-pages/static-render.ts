import { queryRows, type TransactionClient } from "@suyuan/db/client";
import { renderSitePage } from "../site-render/site-pages.ts";
import { AppError } from "../../lib/app-error.ts";
import { findOpenSite, type PublicSite } from "../public-site/public-site-data.ts";
import { withoutViews } from "../public-site/view-counter.ts";
import { errorText, type ItemError } from "../site-job/site-job-kind.ts";
import { canonicalBase } from "./static-paths.ts";
import { deleteStaticPages, storeStaticPages, type RenderedPage } from "./static-page-store.ts";

// Rendering pages for storage: with the public renderer itself (so a static page is byte for byte
// what the dynamic page would be), at the site's canonical base, without counting views. Only
// pages that answer 200 are kept; a page that now answers 403/404 (withdrawn, members only, a page
// past the last) is deleted instead.

/** What a step renders for: the site as the public pages see it, at a moment and template version. */
export type RenderTarget = {
  site: PublicSite;
  base: string;
  templateVersion: number;
  /** The database's clock before any page was read (the pages' generated_at). */
  renderedAt: Date;
};

type SiteRow = { domain: string | null; accessPath: string | null; templateVersion: number; at: Date };

export async function renderTarget(siteId: number): Promise<RenderTarget> {
  const [row] = await queryRows<SiteRow>(
    `SELECT domain, access_path AS "accessPath", template_version AS "templateVersion", now() AS at
       FROM site WHERE id = $1::int`,
    [siteId],
  );
  const site = await findOpenSite(siteId);
  if (!row || !site) throw new AppError("RULE_VIOLATION", { messageKey: "staticPages.siteClosed" });
  const base = canonicalBase(row);
  if (!base) throw new AppError("RULE_VIOLATION", { messageKey: "staticPages.noAddress" });
  return { site, base, templateVersion: row.templateVersion, renderedAt: new Date(row.at) };
}

export type PageItem = { path: string; label: string; contentId: number | null };

export type RenderOutcome =
  { kind: "page"; page: RenderedPage } | { kind: "gone"; path: string } | { kind: "error"; error: ItemError };

/** One page as the public would get it now: kept (200), gone (403/404, or a redirect) or failed. */
export async function renderOne(target: RenderTarget, item: PageItem): Promise<RenderOutcome> {
  try {
    const page = await withoutViews(() => renderSitePage(target.site, target.base, item.path, new URLSearchParams()));
    if (page.kind === "html" && page.status === 200)
      return { kind: "page", page: { path: item.path, html: page.html, contentId: item.contentId } };
    return { kind: "gone", path: item.path };
  } catch (error) {
    return { kind: "error", error: { item: item.label, message: errorText(error) } };
  }
}

export type Rendered = { pages: RenderedPage[]; gone: string[]; errors: ItemError[]; labels: string[] };

/** Renders items one after another until `until` (at least one), returning those it did. */
export async function renderPages(target: RenderTarget, items: readonly PageItem[], until: number): Promise<Rendered> {
  const out: Rendered = { pages: [], gone: [], errors: [], labels: [] };
  for (const item of items) {
    if (out.labels.length > 0 && Date.now() >= until) break;
    out.labels.push(item.label);
    const outcome = await renderOne(target, item);
    if (outcome.kind === "page") out.pages.push(outcome.page);
    else if (outcome.kind === "gone") out.gone.push(outcome.path);
    else out.errors.push(outcome.error);
  }
  return out;
}

/** The writes of rendered pages: stored, and those now gone deleted, in the step's transaction. */
export function commitRendered(target: RenderTarget, rendered: Pick<Rendered, "pages" | "gone">) {
  return async (tx: TransactionClient) => {
    await deleteStaticPages(tx, target.site.id, rendered.gone);
    await storeStaticPages(tx, target.site.id, target.templateVersion, target.renderedAt, rendered.pages);
  };
}
