import { zipSync } from "fflate";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../service-context.ts";
import { ancestorsOf, checkSize, isTextFile, kindOfFile, MAX_SOLUTION_FILES, utf8Text } from "./solution-paths.ts";
import { changeSolution } from "./solution-writes.ts";
import { checkTemplateSource } from "./template-check.ts";
import { readSolutionZip } from "./solution-zip.ts";
import { prisma } from "@suyuan/db/client";
import { seedDefaultSolution } from "./solution-store.ts";

// A whole solution as a zip: importing replaces (or creates) the named solution with exactly the
// zip's files, all or nothing; every file is checked as a single save would check it.

/** importTpl: the solution `solution` becomes the zip's files. */
export async function importSolution(ctx: ServiceContext, siteId: number, solution: string, zip: File | undefined) {
  if (!zip) throw new AppError("BAD_REQUEST", { messageKey: "template.fileRequired" });
  const files = readSolutionZip(new Uint8Array(await zip.arrayBuffer()));
  const rows = files.map(({ path, data }) => {
    const kind = kindOfFile(path);
    if (!kind)
      throw new AppError("BAD_REQUEST", {
        messageKey: "template.zipEntry",
        params: { path, detail: "file type not allowed" },
      });
    checkSize(kind, path, data.length);
    if (isTextFile(path)) {
      const text = utf8Text(path, data);
      if (kind === "template") checkTemplateSource(path, text);
    }
    return { siteId, solution, kind, path, isDir: false, data: new Uint8Array(data), size: data.length };
  });
  const folders = new Map<string, (typeof rows)[number]>();
  for (const row of rows) {
    for (const path of ancestorsOf(row.path)) {
      folders.set(`${row.kind}:${path}`, {
        siteId,
        solution,
        kind: row.kind,
        path,
        isDir: true,
        data: new Uint8Array(),
        size: 0,
      });
    }
  }
  const all = [...rows, ...[...folders.values()].map(({ data: _data, ...folder }) => ({ ...folder, data: null }))];
  if (all.length > MAX_SOLUTION_FILES)
    throw new AppError("BAD_REQUEST", { messageKey: "template.tooManyFiles", params: { max: MAX_SOLUTION_FILES } });
  return changeSolution(ctx, { siteId, solution }, "import-solution", { files: rows.length }, async (tx) => {
    await tx.templateFile.deleteMany({ where: { siteId, solution } });
    await tx.templateFile.createMany({ data: all });
  });
}

/** The solution as a zip (templates and resources side by side, as an import takes them). */
export async function exportSolution(siteId: number, solution: string): Promise<Uint8Array> {
  await seedDefaultSolution(prisma, siteId, solution);
  const rows = await prisma.templateFile.findMany({
    where: { siteId, solution, isDir: false },
    select: { path: true, data: true },
  });
  if (rows.length === 0)
    throw new AppError("NOT_FOUND", { messageKey: "template.solutionMissing", params: { solution } });
  return zipSync(Object.fromEntries(rows.map((row) => [row.path, new Uint8Array(row.data ?? new Uint8Array())])));
}
