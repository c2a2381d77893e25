import { DEFAULT_SOLUTION_NAME } from "@suyuan/contracts/template/template-files";
import { queryRows } from "@suyuan/db/client";
import { DEFAULT_SOLUTION } from "../site-render/default-solution.ts";
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
