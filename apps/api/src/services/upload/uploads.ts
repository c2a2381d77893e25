import { randomBytes } from "node:crypto";
import {
  IMAGE_MAX_BYTES,
  UPLOAD_EXTENSIONS,
  type TUploadKind,
  type TUploadResult,
} from "@suyuan/contracts/upload/upload-fields";
import { prisma, type Prisma } from "@suyuan/db/client";
import type { AppConfig } from "../../env.ts";
import { AppError } from "../../lib/app-error.ts";
import type { RequestMeta } from "../../lib/request-meta.ts";
import { recordOperation, type Actor } from "../audit/record-operation.ts";
import type { FileStorage, OpenedFile } from "./file-storage.ts";
import { fileStorageFor } from "./file-storage-for.ts";
import { extractText } from "./extract-text.ts";
import { extensionOf, sniffType, type Sniffed, type SniffedType } from "./sniff-type.ts";
import { markedUpload, originalKey } from "../watermark/watermark-uploads.ts";

export type UploadSettings = {
  /** Where the files are kept: <DATA_DIR>/uploads or an S3 bucket (STORAGE_DRIVER). */
  storage: FileStorage;
  /** UPLOAD_MAX_BYTES: the limit for attachments and documents (images: at most IMAGE_MAX_BYTES). */
  maxBytes: number;
};

export function uploadSettingsFrom(config: AppConfig): UploadSettings {
  return { storage: fileStorageFor(config.storage), maxBytes: config.uploadMaxBytes };
}

/** What an upload carries: a File from a multipart form, or anything shaped like one. */
export type IncomingFile = Pick<File, "name" | "size" | "arrayBuffer">;

/** Content types each kind accepts (decided by the bytes, see sniff-type.ts). SVG is never one: it can carry script. */
const ACCEPTED: Record<TUploadKind, ReadonlySet<SniffedType>> = {
  image: new Set(["jpeg", "png", "gif", "webp"]),
  attach: new Set([
    "jpeg",
    "png",
    "gif",
    "webp",
    "pdf",
    "docx",
    "xlsx",
    "pptx",
    "doc",
    "xls",
    "ppt",
    "ole2",
    "txt",
    "zip",
  ]),
  document: new Set(["txt", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "ole2", "pdf"]),
};

const TYPE_MESSAGES: Record<TUploadKind, string> = {
  image: "upload.imageTypes",
  attach: "upload.attachTypes",
  document: "upload.documentTypes",
};

/** Upload ids: 128 random bits as 32 lower-case hex digits; also the stored file's name. */
const ID_PATTERN = /^[0-9a-f]{32}$/;

export function isUploadId(value: string): boolean {
  return ID_PATTERN.test(value);
}

export function uploadUrl(id: string): string {
  return `/uploads/${id}`;
}

export function maxBytesFor(kind: TUploadKind, settings: UploadSettings): number {
  return kind === "image" ? Math.min(IMAGE_MAX_BYTES, settings.maxBytes) : settings.maxBytes;
}

/** A size as the messages show it: "5 MB", "512 KB". */
export function formatBytes(bytes: number): string {
  const mib = bytes / (1024 * 1024);
  return mib >= 1 ? `${Number.isInteger(mib) ? mib : mib.toFixed(1)} MB` : `${Math.floor(bytes / 1024)} KB`;
}

/**
 * The storage key of an upload's file: <yyyy>/<mm>/<id>, by the upload's (UTC) creation month (in
 * the local driver, the path below <DATA_DIR>/uploads). No part comes from the user.
 */
export function uploadKey(id: string, createdAt: Date): string {
  const year = String(createdAt.getUTCFullYear());
  const month = String(createdAt.getUTCMonth() + 1).padStart(2, "0");
  return `${year}/${month}/${id}`;
}

/** Whether a storage key is one uploadKey gives. */
export function isUploadKey(key: string): boolean {
  return /^\d{4}\/\d{2}\/[0-9a-f]{32}$/.test(key);
}

// eslint-disable-next-line no-control-regex
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const MAX_NAME_LENGTH = 200;

/**
 * The original name as it is recorded and shown: its last path segment, without control or
 * bidirectional-override characters, at most 200 characters (the extension kept).
 */
export function cleanFileName(name: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "").normalize("NFC").replace(UNSAFE_NAME_CHARS, "").trim();
  if (base.length <= MAX_NAME_LENGTH) return base;
  const extension = extensionOf(base);
  const keep = extension && extension.length < 16 ? `.${extension}` : "";
  return [...base.slice(0, MAX_NAME_LENGTH - keep.length)].join("") + keep;
}

function refuseType(kind: TUploadKind): AppError {
  const messageKey = TYPE_MESSAGES[kind];
  return new AppError("BAD_REQUEST", { messageKey, fieldErrors: { file: [messageKey] } });
}

/** Who stores a file: a user of the back office, or a visitor of a public site (no user id). */
export type UploadContext = { actor: Actor; meta: Pick<RequestMeta, "ip" | "log"> };

/** A file that passed the checks, ready to be stored. */
export type CheckedUpload = { kind: TUploadKind; fileName: string; bytes: Uint8Array; sniffed: Sniffed; txt?: string };

/**
 * Checks an uploaded file without storing anything: presence, size for its kind, type by content,
 * extension agreeing with the content and among the kind's (and `extensions`, when a form narrows
 * them); a document's text read (see extract-text.ts). Throws AppError with the reason.
 */
export async function checkUpload(
  settings: UploadSettings,
  kind: TUploadKind,
  file: IncomingFile | undefined,
  options: { extensions?: readonly string[] } = {},
): Promise<CheckedUpload> {
  if (!file) {
    throw new AppError("BAD_REQUEST", {
      messageKey: "upload.fileRequired",
      fieldErrors: { file: ["upload.fileRequired"] },
    });
  }
  const limit = maxBytesFor(kind, settings);
  if (file.size > limit) {
    throw new AppError("PAYLOAD_TOO_LARGE", { messageKey: "upload.tooLarge", params: { max: formatBytes(limit) } });
  }
  if (file.size === 0) throw new AppError("BAD_REQUEST", { messageKey: "upload.empty" });
  const fileName = cleanFileName(file.name);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const sniffed = await sniffType(bytes);
  if (!sniffed || !ACCEPTED[kind].has(sniffed.type)) throw refuseType(kind);
  const extension = extensionOf(fileName);
  if (!sniffed.extensions.includes(extension) || !UPLOAD_EXTENSIONS[kind].includes(extension)) {
    throw refuseType(kind);
  }
  if (options.extensions && !options.extensions.includes(extension)) throw refuseType(kind);
  // Read before anything is stored: a document whose text cannot be read is refused.
  const txt = kind === "document" ? await extractText(sniffed.type, bytes) : undefined;
  return { kind, fileName, bytes, sniffed, ...(txt === undefined ? {} : { txt }) };
}

/**
 * Stores an uploaded file: checks it (checkUpload) before anything is written, then stores the
 * file, and records the Upload row and the operation log in one transaction. A row therefore
 * always has its file; when the transaction fails, the file is removed again. A refused or failed
 * upload leaves no file, row or log entry.
 */
export async function storeUpload(
  ctx: UploadContext,
  settings: UploadSettings,
  kind: TUploadKind,
  file: IncomingFile | undefined,
  /** The site a CMS file is filed under (its attachment list); other uploads belong to no site. */
  options: { siteId?: number } = {},
): Promise<TUploadResult> {
  return storeCheckedUpload(ctx, settings, await checkUpload(settings, kind, file), options);
}

/** A checked file written to the storage, not recorded yet (recordPlacedUpload; else removePlacedUpload). */
export type PlacedUpload = CheckedUpload & {
  id: string;
  createdAt: Date;
  /** The storage keys written: the served file, and the original beside a watermarked image. */
  keys: string[];
  /** The bytes served (the watermarked image, else the file). */
  size: number;
  watermarked: boolean;
};

/** Writes a checked file to the storage under a new id (an image watermarked when a mark is set). */
export async function placeUpload(settings: UploadSettings, checked: CheckedUpload): Promise<PlacedUpload> {
  const { kind, bytes } = checked;
  const id = randomBytes(16).toString("hex");
  const createdAt = new Date();
  const key = uploadKey(id, createdAt);
  // An image gets the watermark when one is set; the original is kept beside it (never served).
  const marked = kind === "image" ? await markedUpload(bytes, (markId) => uploadBytes(settings, markId)) : null;
  const stored = marked ?? bytes;
  if (marked) await settings.storage.put(originalKey(key), bytes, bytes.byteLength);
  await settings.storage.put(key, stored, stored.byteLength);
  return {
    ...checked,
    id,
    createdAt,
    keys: marked ? [key, originalKey(key)] : [key],
    size: stored.byteLength,
    watermarked: marked !== null,
  };
}

/** Records a placed file's Upload row and the operation log, inside the caller's transaction. */
export async function recordPlacedUpload(
  tx: Prisma.TransactionClient,
  ctx: UploadContext,
  placed: PlacedUpload,
  options: { siteId?: number } = {},
): Promise<TUploadResult> {
  const { id, kind, fileName, sniffed, size, txt } = placed;
  await tx.upload.create({
    data: {
      id,
      kind,
      originalName: fileName,
      mimeType: sniffed.mimeType,
      size,
      uploaderId: ctx.actor.userId,
      siteId: options.siteId ?? null,
      createdAt: placed.createdAt,
    },
  });
  await recordOperation(tx, {
    actor: ctx.actor,
    meta: ctx.meta,
    operation: "upload",
    resource: "upload",
    targetId: id,
    detail: { kind, fileName, size, mimeType: sniffed.mimeType, watermarked: placed.watermarked },
  });
  return { id, url: uploadUrl(id), fileName, size, mimeType: sniffed.mimeType, ...(txt === undefined ? {} : { txt }) };
}

/** Removes a placed file whose row was not recorded: a file without its row is never served. */
export async function removePlacedUpload(ctx: UploadContext, settings: UploadSettings, placed: PlacedUpload) {
  for (const unrecorded of placed.keys) {
    await settings.storage
      .remove(unrecorded)
      .catch((removal: unknown) =>
        ctx.meta.log.warn({ err: removal, key: unrecorded }, "removing an unrecorded upload failed"),
      );
  }
}

/** Stores a file checkUpload passed (see storeUpload). */
async function storeCheckedUpload(
  ctx: UploadContext,
  settings: UploadSettings,
  checked: CheckedUpload,
  options: { siteId?: number },
): Promise<TUploadResult> {
  const placed = await placeUpload(settings, checked);
  try {
    return await prisma.$transaction((tx) => recordPlacedUpload(tx, ctx, placed, options));
  } catch (error) {
    await removePlacedUpload(ctx, settings, placed);
    throw error;
  }
}

export type StoredUpload = {
  id: string;
  kind: string;
  originalName: string;
  mimeType: string;
  /** Where its file is, in the upload storage. */
  key: string;
};

/** The upload with this id, or null when the id is malformed or unknown. */
export async function findStoredUpload(id: string): Promise<StoredUpload | null> {
  if (!isUploadId(id)) return null;
  const row = await prisma.upload.findUnique({ where: { id } });
  if (!row) return null;
  return {
    id: row.id,
    kind: row.kind,
    originalName: row.originalName,
    mimeType: row.mimeType,
    key: uploadKey(row.id, row.createdAt),
  };
}

/**
 * An upload's file: its size and its bytes streamed, or only its size (`sizeOnly`, for HEAD); null
 * when the file is gone.
 */
export async function openStoredUpload(
  settings: UploadSettings,
  upload: StoredUpload,
  options: { sizeOnly?: boolean } = {},
): Promise<{ size: number; body: OpenedFile["body"] | null } | null> {
  if (!options.sizeOnly) return settings.storage.open(upload.key);
  const info = await settings.storage.stat(upload.key);
  return info && { size: info.size, body: null };
}

/** An upload's bytes by id, or null when it or its file is gone. */
async function uploadBytes(settings: UploadSettings, id: string): Promise<Uint8Array | null> {
  const upload = await findStoredUpload(id);
  const file = upload && (await settings.storage.open(upload.key));
  return file ? new Uint8Array(await new Response(file.body).arrayBuffer()) : null;
}
