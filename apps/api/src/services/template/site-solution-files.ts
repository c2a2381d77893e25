import { DEFAULT_SOLUTION_NAME } from "@suyuan/contracts/template/template-files";
import { queryRows } from "@suyuan/db/client";
import { DEFAULT_SOLUTION } from "../../public/site/default-solution.ts";
import { contentTypeOf, isTextFile, kindOfFile } from "./solution-paths.ts";
import { builtinTemplates } from "./solution-store.ts";

// What the public pages read of a site's solution, by the driver alone (every page may need it).

const decoder = new TextDecoder();

export type SolutionSnapshot = {
  solution: string;
  version: number;
  /** Template name → text. */
  files: Record<string, string>;
};

/**
 * The templates of the site's current solution with the version they belong to, read in one
 * statement (one snapshot: files and version always match). A solution without stored templates
 * (the default one before an administrator opened it) is the built-in files.
 */
export async function readSiteTemplates(siteId: number): Promise<SolutionSnapshot | null> {
  const rows = await queryRows<{ solution: string; version: number; path: string | null; data: Uint8Array | null }>(
    `SELECT s.tpl_solution AS solution, s.template_version AS version, f.path, f.data
       FROM site s
       LEFT JOIN cms_template_file f
         ON f.site_id = s.id AND f.solution = s.tpl_solution AND f.kind = 'template' AND NOT f.is_dir
      WHERE s.id = $1`,
    [siteId],
  );
  const first = rows[0];
  if (!first) return null;
  const stored = rows.filter((row) => row.path !== null);
  const files =
    stored.length === 0
      ? builtinTemplates()
      : Object.fromEntries(stored.map((row) => [row.path!, decoder.decode(row.data ?? new Uint8Array())]));
  return { solution: first.solution, version: Number(first.version), files };
}

export type SiteResource = { body: string; contentType: string } | { bytes: Uint8Array; contentType: string };

/**
 * A resource of the site's solution (`_res/<path>`): stored, or the built-in one when the solution
 * stores no resources at all. Text types come as text, others as bytes.
 */
export async function readSiteResource(siteId: number, solution: string, path: string): Promise<SiteResource | null> {
  if (kindOfFile(path) !== "resource") return null;
  const rows = await queryRows<{ data: Uint8Array | null; found: boolean }>(
    `SELECT f.data, f.path = $3 AS found
       FROM cms_template_file f
      WHERE f.site_id = $1 AND f.solution = $2 AND f.kind = 'resource' AND NOT f.is_dir
      ORDER BY (f.path = $3) DESC
      LIMIT 1`,
    [siteId, solution, path],
  );
  const contentType = contentTypeOf(path);
  const row = rows[0];
  if (row?.found) {
    const bytes = new Uint8Array(row.data ?? new Uint8Array());
    return isTextFile(path) ? { body: decoder.decode(bytes), contentType } : { bytes, contentType };
  }
  if (row || solution !== DEFAULT_SOLUTION_NAME || !Object.hasOwn(DEFAULT_SOLUTION, path)) return null;
  return { body: DEFAULT_SOLUTION[path]!, contentType };
}

/** The templates a channel or content chose (null when none or not stored). */
export async function chosenTemplates(channelId: number, contentId: number | null) {
  const rows = await queryRows<{
    channel: string | null;
    channelContent: string | null;
    model: string | null;
    content: string | null;
  }>(
    `SELECT ch.tpl_channel AS channel, ch.tpl_content AS "channelContent", m.tpl_content AS model, c.tpl_content AS content
       FROM cms_channel ch
       LEFT JOIN cms_content c ON c.id = $2 AND c.channel_id = ch.id
       LEFT JOIN cms_channel_content_model m ON m.channel_id = ch.id AND m.model_id = c.model_id
      WHERE ch.id = $1`,
    [channelId, contentId],
  );
  const row = rows[0];
  return {
    channel: row?.channel ?? null,
    // The content's own choice, else its model's in this channel, else the channel's default.
    content: row?.content || row?.model || row?.channelContent || null,
  };
}
