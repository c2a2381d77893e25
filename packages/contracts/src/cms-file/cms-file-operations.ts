import { z } from "zod";
import { ZPaging, zListOutput } from "../common/list.ts";
import { ZStoredDateTime, ZTextFilter, zText } from "../kit/primitives.ts";

/** Kinds of record that use files (FileReference.ownerType). */
const FILE_OWNER_TYPES = ["content", "channel", "topic", "site"] as const;
export const FILE_OWNER_LABELS = {
  content: { zh: "内容", en: "Content" },
  channel: { zh: "栏目", en: "Channel" },
  topic: { zh: "专题", en: "Topic" },
  site: { zh: "站点", en: "Site" },
} as const;

/**
 * The attachment list of the current site (file/list): `valid` true lists files some record
 * uses, false the unused (free) ones, absent all.
 */
export const ZFindCmsFilesInput = ZPaging.extend({
  name: ZTextFilter,
  valid: z.boolean({ error: "validation.invalid" }).optional(),
  images: z.boolean({ error: "validation.invalid" }).optional(),
});

const ZCmsFileReference = z.object({ ownerType: z.enum(FILE_OWNER_TYPES), ownerId: z.number() });

const ZCmsFileItem = z.object({
  /** The upload's id. */
  id: z.string(),
  /** The address records store and the file is served at (/uploads/<id>). */
  path: z.string(),
  name: z.string(),
  size: z.number(),
  mime: z.string(),
  uploadedAt: ZStoredDateTime,
  uploaderName: z.string().nullable(),
  /** Whether a record uses it (the origin's fileIsvalid). */
  valid: z.boolean(),
  references: z.array(ZCmsFileReference),
});
export type TCmsFileItem = z.infer<typeof ZCmsFileItem>;
export const ZFindCmsFilesOutput = zListOutput(ZCmsFileItem);

/** An upload's id (32 hex digits), as /upload answers it. */
const ZUploadId = zText(32).regex(/^[0-9a-f]{32}$/, "validation.invalid");
/** Upload paths as the origin names files (`names`, comma-joined on the legacy path). */
const ZFilePath = zText(100).regex(/^\/uploads\/[0-9a-f]{32}$/, "validation.invalid");

/** file/delete: by upload id (tRPC) or by path (`names`, the origin's field); files still used are refused. */
export const ZDeleteCmsFilesInput = z
  .object({
    ids: z.array(ZUploadId).max(1000).optional(),
    names: z.array(ZFilePath).max(1000).optional(),
  })
  .refine((input) => (input.ids?.length ?? 0) + (input.names?.length ?? 0) > 0, {
    message: "validation.required",
    path: ["ids"],
  });

/** How many files an operation deleted or marked (the origin answers `{ count }`). */
export const ZCmsFileCountOutput = z.object({ count: z.number() });
export type TCmsFileCountOutput = z.infer<typeof ZCmsFileCountOutput>;

export const ZEmptyInput = z.object({}).optional();
