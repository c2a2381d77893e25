import {
  DEFAULT_SOLUTION_NAME,
  type TTemplateFileKind,
  type TTemplateFileRow,
  type TTemplateTreeNode,
} from "@suyuan/contracts/template/template-files";
import { prisma, type DbClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { DEFAULT_SOLUTION } from "../site-render/default-solution.ts";
import { contentTypeOf, dirPath, isTextFile, kindOfFile, nameOf, utf8Text } from "./solution-paths.ts";

// The solutions of a site as stored rows (cms_template_file), read by every API process alike.
// A site's "default" solution starts as the files shipped with the product: they are copied into
// the table the first time an administrator reads or changes it (until then the public pages use
// the shipped files, which are the same).

const encoder = new TextEncoder();

/** The built-in files as rows of a site's default solution. */
function builtinRows(siteId: number) {
  return Object.entries(DEFAULT_SOLUTION).flatMap(([path, text]) => {
    const kind = kindOfFile(path);
    if (!kind) return [];
    const data = encoder.encode(text);
    return [{ siteId, solution: DEFAULT_SOLUTION_NAME, kind, path, isDir: false, data, size: data.length }];
  });
}

/**
 * Copies the built-in files into a site's default solution when it has no rows yet. Two callers
 * at once both insert; ON CONFLICT DO NOTHING (skipDuplicates) keeps one copy of each file.
 */
export async function seedDefaultSolution(db: DbClient, siteId: number, solution: string): Promise<void> {
  if (solution !== DEFAULT_SOLUTION_NAME) return;
  const existing = await db.templateFile.findFirst({ where: { siteId, solution }, select: { id: true } });
  if (existing) return;
  await db.templateFile.createMany({ data: builtinRows(siteId), skipDuplicates: true });
}

/** The site's current solution and template version. */
export async function siteTemplateState(db: DbClient, siteId: number) {
  const site = await db.site.findUnique({
    where: { id: siteId },
    select: { tplSolution: true, templateVersion: true },
  });
  if (!site) throw new AppError("NOT_FOUND");
  return site;
}

/** The solution a call names, or the site's current one. */
export async function solutionOf(siteId: number, requested: string | undefined): Promise<string> {
  return requested ?? (await siteTemplateState(prisma, siteId)).tplSolution;
}

/** Whether the solution exists for the site: "default" always does, others when they have rows. */
export async function solutionExists(db: DbClient, siteId: number, solution: string): Promise<boolean> {
  if (solution === DEFAULT_SOLUTION_NAME) return true;
  return (await db.templateFile.findFirst({ where: { siteId, solution }, select: { id: true } })) !== null;
}

/** An admin read: the solution must exist; the default one is seeded first. */
async function readableSolution(siteId: number, requested: string | undefined): Promise<string> {
  const solution = await solutionOf(siteId, requested);
  if (!(await solutionExists(prisma, siteId, solution)))
    throw new AppError("NOT_FOUND", { messageKey: "template.solutionMissing", params: { solution } });
  await seedDefaultSolution(prisma, siteId, solution);
  return solution;
}

/** Every solution of the site, the current one marked. */
export async function findSolutions(siteId: number) {
  const [state, groups] = await Promise.all([
    siteTemplateState(prisma, siteId),
    prisma.templateFile.groupBy({ by: ["solution"], where: { siteId, isDir: false }, _count: { _all: true } }),
  ]);
  const counts = new Map(groups.map((group) => [group.solution, group._count._all]));
  if (!counts.has(DEFAULT_SOLUTION_NAME)) counts.set(DEFAULT_SOLUTION_NAME, builtinRows(siteId).length);
  // A solution holding folders only has rows too.
  const named = await prisma.templateFile.findMany({
    where: { siteId },
    distinct: ["solution"],
    select: { solution: true },
  });
  for (const { solution } of named) if (!counts.has(solution)) counts.set(solution, 0);
  const solutions = [...counts]
    .sort(([a], [b]) => (a === DEFAULT_SOLUTION_NAME ? -1 : b === DEFAULT_SOLUTION_NAME ? 1 : a.localeCompare(b)))
    .map(([name, fileCount]) => ({ name, fileCount, current: name === state.tplSolution }));
  return { current: state.tplSolution, solutions };
}

const ROW_SELECT = { path: true, isDir: true, size: true, updatedAt: true } as const;

const rowOf = (row: { path: string; isDir: boolean; size: number; updatedAt: Date }): TTemplateFileRow => ({
  ...row,
  name: nameOf(row.path),
});

/** Folders first, then by name. */
const byFolderAndName = (a: TTemplateFileRow, b: TTemplateFileRow) =>
  a.isDir === b.isDir ? a.name.localeCompare(b.name) : a.isDir ? -1 : 1;

/** The files and folders directly in `dir` (blank: the top). */
export async function findSolutionFiles(
  siteId: number,
  kind: TTemplateFileKind,
  requested: string | undefined,
  dir: string,
) {
  const solution = await readableSolution(siteId, requested);
  const folder = dirPath(dir);
  const rows = await prisma.templateFile.findMany({
    where: { siteId, solution, kind, ...(folder ? { path: { startsWith: `${folder}/` } } : {}) },
    select: ROW_SELECT,
  });
  const depth = folder ? folder.split("/").length + 1 : 1;
  const items = rows
    .filter((row) => row.path.split("/").length === depth)
    .map(rowOf)
    .sort(byFolderAndName);
  return { solution, items };
}

/** Every file and folder of the kind as a tree. */
export async function solutionTree(siteId: number, kind: TTemplateFileKind, requested: string | undefined) {
  const solution = await readableSolution(siteId, requested);
  const rows = await prisma.templateFile.findMany({ where: { siteId, solution, kind }, select: ROW_SELECT });
  const nodes = new Map<string, TTemplateTreeNode>();
  const top: TTemplateTreeNode[] = [];
  for (const row of rows.sort((a, b) => a.path.length - b.path.length)) {
    const node: TTemplateTreeNode = { ...rowOf(row), ...(row.isDir ? { children: [] } : {}) };
    nodes.set(row.path, node);
    const parent = row.path.includes("/") ? nodes.get(row.path.slice(0, row.path.lastIndexOf("/"))) : undefined;
    (parent?.children ?? top).push(node);
  }
  const sort = (list: TTemplateTreeNode[]) => {
    list.sort(byFolderAndName);
    for (const node of list) if (node.children) sort(node.children);
  };
  sort(top);
  return { solution, nodes: top };
}

/** One file with its text (templates, text resources) or its bytes as base64 (images, fonts). */
export async function getSolutionFile(
  siteId: number,
  kind: TTemplateFileKind,
  requested: string | undefined,
  path: string,
) {
  const solution = await readableSolution(siteId, requested);
  const file = dirPath(path);
  const row = await prisma.templateFile.findUnique({
    where: { siteId_solution_kind_path: { siteId, solution, kind, path: file } },
  });
  if (!row) throw new AppError("NOT_FOUND", { messageKey: "template.fileMissing", params: { path: file } });
  if (row.isDir) throw new AppError("BAD_REQUEST", { messageKey: "template.notAFile", params: { path: file } });
  const data = row.data ?? new Uint8Array();
  const text = isTextFile(file) ? utf8Text(file, data) : null;
  return {
    solution,
    path: row.path,
    name: nameOf(row.path),
    size: row.size,
    updatedAt: row.updatedAt,
    text,
    base64: text === null ? Buffer.from(data).toString("base64") : null,
    contentType: contentTypeOf(file),
  };
}

/** The template files (name → text) of a solution, for an engine; the built-in ones for an unstored default. */
export async function solutionTemplates(
  db: DbClient,
  siteId: number,
  solution: string,
): Promise<Record<string, string>> {
  const rows = await db.templateFile.findMany({
    where: { siteId, solution, kind: "template", isDir: false },
    select: { path: true, data: true },
  });
  if (rows.length === 0 && solution === DEFAULT_SOLUTION_NAME) return builtinTemplates();
  return Object.fromEntries(rows.map((row) => [row.path, new TextDecoder().decode(row.data ?? new Uint8Array())]));
}

export function builtinTemplates(): Record<string, string> {
  return Object.fromEntries(Object.entries(DEFAULT_SOLUTION).filter(([path]) => kindOfFile(path) === "template"));
}
