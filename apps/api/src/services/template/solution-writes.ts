import type { TTemplateFileKind } from "@suyuan/contracts/template/template-files";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { checkTemplateSource } from "./template-check.ts";
import {
  ancestorsOf,
  checkSize,
  dirPath,
  filePath,
  isTextFile,
  MAX_SOLUTION_FILES,
  utf8Text,
} from "./solution-paths.ts";
import { seedDefaultSolution, solutionExists } from "./solution-store.ts";

// Every change to a solution's files: one transaction that writes the rows, raises the site's
// templateVersion (every process keys its compiled templates on it, so the next page uses the new
// files) and writes the operation log.

type Target = { siteId: number; solution: string; kind: TTemplateFileKind };

const encoder = new TextEncoder();

/** Runs `work` on the solution's rows, then raises the version and logs, all in one transaction. */
export async function changeSolution(
  ctx: ServiceContext,
  target: Pick<Target, "siteId" | "solution"> & { kind?: TTemplateFileKind },
  operation: string,
  detail: Prisma.InputJsonValue,
  work: (tx: TransactionClient) => Promise<void>,
) {
  return prisma.$transaction(async (tx) => {
    await seedDefaultSolution(tx, target.siteId, target.solution);
    await work(tx);
    const site = await tx.site.update({
      where: { id: target.siteId },
      data: { templateVersion: { increment: 1 } },
      select: { templateVersion: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation,
      resource: target.kind ?? "template",
      targetId: target.siteId,
      detail: { solution: target.solution, ...(detail as Prisma.JsonObject) },
    });
    return { ok: true as const, templateVersion: site.templateVersion };
  });
}

const whereFile = ({ siteId, solution, kind }: Target, path: string) => ({
  siteId_solution_kind_path: { siteId, solution, kind, path },
});

/** The folders above `path` exist (created as needed) and none of them is a file. */
async function makeParents(tx: TransactionClient, target: Target, path: string) {
  const parents = ancestorsOf(path);
  if (parents.length === 0) return;
  const files = await tx.templateFile.findFirst({
    where: { ...target, path: { in: parents }, isDir: false },
    select: { path: true },
  });
  if (files) throw new AppError("BAD_REQUEST", { messageKey: "template.parentIsFile", params: { path } });
  await tx.templateFile.createMany({
    data: parents.map((parent) => ({ ...target, path: parent, isDir: true })),
    skipDuplicates: true,
  });
}

async function checkRoom(tx: TransactionClient, target: Target, adding: number) {
  const count = await tx.templateFile.count({ where: { siteId: target.siteId, solution: target.solution } });
  if (count + adding > MAX_SOLUTION_FILES)
    throw new AppError("BAD_REQUEST", { messageKey: "template.tooManyFiles", params: { max: MAX_SOLUTION_FILES } });
}

/** The bytes of a file to store, checked: size, UTF-8 for text files, a template that parses. */
function checkedBytes(kind: TTemplateFileKind, path: string, bytes: Uint8Array): Uint8Array {
  checkSize(kind, path, bytes.length);
  if (isTextFile(path)) {
    const text = utf8Text(path, bytes);
    if (kind === "template") checkTemplateSource(path, text);
  }
  return bytes;
}

/**
 * Writes one file. `mode`: "create" refuses an existing file (template/save), "update" a missing
 * one (template/update), "put" takes either (resource saves and uploads).
 */
export async function writeSolutionFile(
  ctx: ServiceContext,
  target: Target,
  rawPath: string,
  bytes: Uint8Array,
  mode: "create" | "update" | "put",
) {
  const path = filePath(target.kind, rawPath);
  const data = new Uint8Array(checkedBytes(target.kind, path, bytes));
  if (!(await solutionExists(prisma, target.siteId, target.solution)) && mode === "update")
    throw new AppError("NOT_FOUND", { messageKey: "template.solutionMissing", params: { solution: target.solution } });
  return changeSolution(ctx, target, `${mode}-file`, { path }, async (tx) => {
    const existing = await tx.templateFile.findUnique({ where: whereFile(target, path), select: { isDir: true } });
    if (existing?.isDir) throw new AppError("BAD_REQUEST", { messageKey: "template.notAFile", params: { path } });
    if (existing && mode === "create")
      throw new AppError("BAD_REQUEST", { messageKey: "template.fileExists", params: { path } });
    if (!existing && mode === "update")
      throw new AppError("NOT_FOUND", { messageKey: "template.fileMissing", params: { path } });
    if (!existing) {
      await checkRoom(tx, target, 1 + ancestorsOf(path).length);
      await makeParents(tx, target, path);
    }
    await tx.templateFile.upsert({
      where: whereFile(target, path),
      create: { ...target, path, isDir: false, data, size: data.length },
      update: { data, size: data.length },
    });
  });
}

export function writeSolutionText(
  ctx: ServiceContext,
  target: Target,
  path: string,
  text: string,
  mode: "create" | "update" | "put",
) {
  return writeSolutionFile(ctx, target, path, encoder.encode(text), mode);
}

/** dir_save: a new folder (and the ones above it). */
export async function createSolutionDir(ctx: ServiceContext, target: Target, rawPath: string) {
  const path = dirPath(rawPath);
  if (path === "") throw new AppError("BAD_REQUEST", { messageKey: "template.badPath" });
  return changeSolution(ctx, target, "create-dir", { path }, async (tx) => {
    if (await tx.templateFile.findUnique({ where: whereFile(target, path), select: { id: true } }))
      throw new AppError("BAD_REQUEST", { messageKey: "template.fileExists", params: { path } });
    await checkRoom(tx, target, 1 + ancestorsOf(path).length);
    await makeParents(tx, target, path);
    await tx.templateFile.create({ data: { ...target, path, isDir: true } });
  });
}

const underOrAt = (path: string) => ({ OR: [{ path }, { path: { startsWith: `${path}/` } }] });

/** delete: files, and folders with everything in them. */
export async function deleteSolutionFiles(ctx: ServiceContext, target: Target, rawPaths: string[]) {
  const paths = [...new Set(rawPaths.map(dirPath))];
  if (paths.includes("")) throw new AppError("BAD_REQUEST", { messageKey: "template.badPath" });
  return changeSolution(ctx, target, "delete-files", { paths }, async (tx) => {
    for (const path of paths) {
      const { count } = await tx.templateFile.deleteMany({ where: { ...target, ...underOrAt(path) } });
      if (count === 0) throw new AppError("NOT_FOUND", { messageKey: "template.fileMissing", params: { path } });
    }
  });
}

/** rename: a file or a folder (with everything in it) to a new path. */
export async function renameSolutionFile(ctx: ServiceContext, target: Target, rawPath: string, rawNewPath: string) {
  const path = dirPath(rawPath);
  const newPath = dirPath(rawNewPath);
  if (path === "" || newPath === "") throw new AppError("BAD_REQUEST", { messageKey: "template.badPath" });
  if (newPath.startsWith(`${path}/`)) throw new AppError("BAD_REQUEST", { messageKey: "template.renameIntoItself" });
  return changeSolution(ctx, target, "rename-file", { path, newPath }, async (tx) => {
    const source = await tx.templateFile.findUnique({ where: whereFile(target, path), select: { isDir: true } });
    if (!source) throw new AppError("NOT_FOUND", { messageKey: "template.fileMissing", params: { path } });
    // A file keeps to its kind's types; a folder's name is free.
    if (!source.isDir) filePath(target.kind, newPath);
    if (newPath === path) return;
    if (await tx.templateFile.findFirst({ where: { ...target, ...underOrAt(newPath) }, select: { id: true } }))
      throw new AppError("BAD_REQUEST", { messageKey: "template.fileExists", params: { path: newPath } });
    await makeParents(tx, target, newPath);
    const rows = await tx.templateFile.findMany({
      where: { ...target, ...underOrAt(path) },
      select: { id: true, path: true },
    });
    for (const row of rows) {
      await tx.templateFile.update({ where: { id: row.id }, data: { path: newPath + row.path.slice(path.length) } });
    }
  });
}

/** solutionupdate: the solution the site's public pages use from now on. */
export async function useSolution(ctx: ServiceContext, siteId: number, solution: string) {
  if (!(await solutionExists(prisma, siteId, solution)))
    throw new AppError("NOT_FOUND", { messageKey: "template.solutionMissing", params: { solution } });
  return prisma.$transaction(async (tx) => {
    const site = await tx.site.update({
      where: { id: siteId },
      data: { tplSolution: solution, templateVersion: { increment: 1 } },
      select: { templateVersion: true },
    });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "use-solution",
      resource: "template",
      targetId: siteId,
      detail: { solution },
    });
    return { ok: true as const, templateVersion: site.templateVersion };
  });
}
