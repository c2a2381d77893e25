import { z } from "zod";

// Uploads: images and attachments (pictures, files linked from records) and documents (import).

const UPLOAD_KINDS = ["image", "attach", "document"] as const;
export type TUploadKind = (typeof UPLOAD_KINDS)[number];

const ZUploadKind = z.enum(UPLOAD_KINDS, { error: "upload.kindInvalid" });

/** File extensions each kind accepts; the content must match the extension (checked by the server). */
export const UPLOAD_EXTENSIONS: Record<TUploadKind, readonly string[]> = {
  image: ["jpg", "jpeg", "png", "gif", "webp"],
  attach: ["jpg", "jpeg", "png", "gif", "webp", "pdf", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "txt", "zip"],
  document: ["txt", "doc", "docx", "xls", "xlsx", "ppt", "pptx", "pdf"],
};

/** Largest image, whatever UPLOAD_MAX_BYTES allows for other files. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** Largest other file unless the server sets UPLOAD_MAX_BYTES (the web form checks against it before sending). */
export const FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The legacy image and attachment upload (`/api/member/upload/o_upload`): the file is in `uploadFile`. */
export const ZLegacyUploadFields = z.object({ type: z.enum(["image", "attach"], { error: "upload.kindInvalid" }) });

/** The multipart `/upload` endpoint of the web app: the file is in `file`. */
export const ZUploadFields = z.object({ kind: ZUploadKind });

/** What a stored upload is answered as. */
export type TUploadResult = {
  id: string;
  /** Where it is served: /uploads/<id>. */
  url: string;
  fileName: string;
  size: number;
  mimeType: string;
  /** Documents only: the extracted text. */
  txt?: string | undefined;
};
