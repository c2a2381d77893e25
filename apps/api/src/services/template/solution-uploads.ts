import type { TTemplateFileKind } from "@suyuan/contracts/template/template-files";
import { AppError } from "../../lib/app-error.ts";
import type { ServiceContext } from "../service-context.ts";
import { dirPath, MAX_RESOURCE_BYTES, MAX_TEMPLATE_BYTES } from "./solution-paths.ts";
import { solutionOf } from "./solution-store.ts";
import { writeSolutionFile } from "./solution-writes.ts";

/** An uploaded file's own name: browsers may send a path ("C:\fakepath\x.css"). */
const baseName = (name: string) => name.slice(Math.max(name.lastIndexOf("/"), name.lastIndexOf("\\")) + 1).trim();

/** template/upload, resource/upload: one file into a folder of the solution, replacing one of the same name. */
export async function uploadSolutionFile(
  ctx: ServiceContext,
  siteId: number,
  kind: TTemplateFileKind,
  fields: { solution?: string | undefined; dir: string },
  file: File | undefined,
) {
  if (!file) throw new AppError("BAD_REQUEST", { messageKey: "template.fileRequired" });
  const dir = dirPath(fields.dir);
  const name = baseName(file.name);
  const path = dir ? `${dir}/${name}` : name;
  // Before reading the body: the size the part declares.
  const max = kind === "template" ? MAX_TEMPLATE_BYTES : MAX_RESOURCE_BYTES;
  if (file.size > max)
    throw new AppError("BAD_REQUEST", { messageKey: "template.tooLarge", params: { path, max: `${max / 1024} KB` } });
  const solution = await solutionOf(siteId, fields.solution);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const result = await writeSolutionFile(ctx, { siteId, solution, kind }, path, bytes, "put");
  return { ...result, path };
}
