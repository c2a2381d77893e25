import { IMAGE_MAX_BYTES, type TUploadResult } from "@suyuan/contracts/upload/upload-fields";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import type { ServiceContext } from "../service-context.ts";
import { sniffType } from "../upload/sniff-type.ts";
import { maxBytesFor, storeUpload, uploadUrl, type IncomingFile, type UploadSettings } from "../upload/uploads.ts";
import { fetchRemoteFile, type RemoteFetchOptions } from "./remote-image.ts";

// The rich-text editor's (UEditor / NEditor) server calls, through the upload service. Each
// stored file is filed under the current site (Upload.siteId) as an unused CMS file; it becomes
// used when a record that shows it is saved (file-references.ts).

/** What the editor reads of one stored file (UEditor's upload answer). */
export type EditorFile = { url: string; title: string; original: string; type: string; size: number };

/** The origin's editor lists this many images at a time (imageManager picNum). */
export const EDITOR_IMAGE_PAGE = 50;
/** Remote images caught in one call. */
export const MAX_REMOTE_IMAGES = 20;

function editorFileOf(stored: TUploadResult): EditorFile {
  const dot = stored.fileName.lastIndexOf(".");
  return {
    url: stored.url,
    title: stored.fileName,
    original: stored.fileName,
    type: dot >= 0 ? stored.fileName.slice(dot) : "",
    size: stored.size,
  };
}

/** Stores a file through the upload service and files it under the site as an unused CMS file. */
async function storeForSite(
  ctx: ServiceContext,
  settings: UploadSettings,
  kind: "image" | "attach",
  file: IncomingFile | undefined,
): Promise<EditorFile> {
  // Checked first: a caller without a current site stores nothing.
  const siteId = currentSite(ctx);
  return editorFileOf(await storeUpload(ctx, settings, kind, file, { siteId }));
}

/**
 * ueditor/upload: an image (`Type` Image, or any file whose bytes are an image) or an attachment,
 * with the upload service's checks (type by content, extension agreeing, size per kind).
 */
export async function uploadEditorFile(
  ctx: ServiceContext,
  settings: UploadSettings,
  file: IncomingFile | undefined,
  type: string | undefined,
): Promise<EditorFile> {
  let kind: "image" | "attach" = type?.toLowerCase() === "image" ? "image" : "attach";
  if (kind === "attach" && file && file.size <= maxBytesFor("image", settings)) {
    const sniffed = await sniffType(new Uint8Array(await file.arrayBuffer()));
    if (sniffed?.mimeType.startsWith("image/")) kind = "image";
  }
  return storeForSite(ctx, settings, kind, file);
}

/** A stored image named after its source, with the extension its bytes call for. */
async function imageFile(bytes: Uint8Array, baseName: string): Promise<IncomingFile> {
  const sniffed = await sniffType(bytes);
  const extension = sniffed?.extensions[0] ?? "bin";
  const base = baseName.replace(/\.[^.]*$/, "").slice(0, 80) || "image";
  return {
    name: `${base}.${extension}`,
    size: bytes.byteLength,
    arrayBuffer: () => Promise.resolve(bytes.slice().buffer),
  };
}

/** The last path segment of a url, for the stored file's name. */
function nameFromUrl(raw: string): string {
  try {
    return decodeURIComponent(new URL(raw).pathname.split("/").pop() ?? "");
  } catch {
    return "";
  }
}

export type CaughtImage = { source: string; file: EditorFile } | { source: string; error: AppError };

/**
 * ueditor/getRemoteImage: fetches each remote image (http/https, public addresses, at most 5 MB,
 * see remote-image.ts) and stores it as an image. Each source succeeds or fails on its own.
 */
export async function catchRemoteImages(
  ctx: ServiceContext,
  settings: UploadSettings,
  sources: readonly string[],
  fetchOptions: Omit<RemoteFetchOptions, "maxBytes"> = {},
): Promise<CaughtImage[]> {
  currentSite(ctx);
  if (sources.length > MAX_REMOTE_IMAGES) throw new AppError("BAD_REQUEST", { messageKey: "cmsFile.remoteTooMany" });
  const caught: CaughtImage[] = [];
  for (const source of sources) {
    try {
      const bytes = await fetchRemoteFile(source, { ...fetchOptions, maxBytes: maxBytesFor("image", settings) });
      const file = await storeForSite(ctx, settings, "image", await imageFile(bytes, nameFromUrl(source)));
      caught.push({ source, file });
    } catch (error) {
      caught.push({
        source,
        error:
          error instanceof AppError ? error : new AppError("BAD_REQUEST", { messageKey: "cmsFile.remoteFetchFailed" }),
      });
    }
  }
  return caught;
}

const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;

/** ueditor/scrawlImage: the editor's drawing, a base64 image (a data: prefix is allowed). */
export async function storeScrawl(ctx: ServiceContext, settings: UploadSettings, upfile: string): Promise<EditorFile> {
  const base64 = upfile.replace(/^data:image\/[a-z]+;base64,/i, "").replace(/\s+/g, "");
  if (!base64 || !BASE64.test(base64)) throw new AppError("BAD_REQUEST", { messageKey: "cmsFile.scrawlInvalid" });
  // Refused before decoding: the decoded size is three quarters of the text.
  if (Math.floor((base64.length * 3) / 4) > Math.min(IMAGE_MAX_BYTES, settings.maxBytes)) {
    throw new AppError("PAYLOAD_TOO_LARGE", { messageKey: "upload.tooLarge", params: { max: "5 MB" } });
  }
  const bytes = new Uint8Array(Buffer.from(base64, "base64"));
  return storeForSite(ctx, settings, "image", await imageFile(bytes, "scrawl"));
}

// Not on the list statement (kit/sql-list-json.ts), which pages by page number and clamps to its
// capped count: UEditor's image manager asks for `size` rows from an offset `start` it keeps itself.
/** ueditor/imageManager: the current site's images, newest first, `size` from `start`. */
export async function listEditorImages(
  ctx: ServiceContext,
  start: number,
  size: number,
): Promise<{ urls: string[]; start: number; total: number }> {
  const where = { siteId: currentSite(ctx), mimeType: { startsWith: "image/" } };
  const [total, rows] = await Promise.all([
    prisma.upload.count({ where }),
    prisma.upload.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: start,
      take: size,
      select: { id: true },
    }),
  ]);
  return { urls: rows.map((row) => uploadUrl(row.id)), start, total };
}
