import { originalKey } from "../watermark/watermark-uploads.ts";
import type {
  TCmsFileCountOutput,
  TCmsFileItem,
  ZDeleteCmsFilesInput,
  ZFindCmsFilesInput,
} from "@suyuan/contracts/cms-file/cms-file-operations";
import type { TListOutput } from "@suyuan/contracts/common/list";
import { prisma, type Prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { column, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { listPage } from "../list/list-page.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";
import { uploadKey, uploadUrl, type UploadSettings } from "../upload/uploads.ts";
import { setFileReferences } from "./file-references.ts";

// A site's CMS files are the uploads filed under it (Upload.siteId): the editor's uploads, and
// any upload a CMS record of the site uses (file-references.ts). Uploads of the rest of the
// product (goods pictures, reports) are never filed under a site, so never listed or cleaned here.

/**
 * An unused file younger than this is kept by the clean-up: it may sit in a form that has not
 * been saved yet (an image uploaded into the editor a minute ago).
 */
export const FREE_FILE_GRACE_MS = 24 * 60 * 60 * 1000;

// The files' list on the one list statement (kit/sql-list-json.ts): whether a record uses the file,
// and the first 20 records that do (the page links them), written beside the row.
const FILES = listStatementOf("upload", {
  id: column("id"),
  path: sql((bind) => `${bind(uploadUrl(""))}::text || t.id`),
  name: column("originalName"),
  size: column("size"),
  mime: column("mimeType"),
  uploadedAt: column("createdAt"),
  uploaderName: sql(() => `(SELECT u.username FROM app_user u WHERE u.id = t.uploader_id)`),
  valid: sql(() => `EXISTS (SELECT 1 FROM cms_file_reference r WHERE r.upload_id = t.id)`),
  references: sql(
    () => `COALESCE((SELECT json_agg(json_build_object('ownerType', r.owner_type, 'ownerId', r.owner_id) ORDER BY r.id)
      FROM (SELECT x.id, x.owner_type, x.owner_id FROM cms_file_reference x
             WHERE x.upload_id = t.id ORDER BY x.id LIMIT 20) r), '[]'::json)`,
  ),
});

/** The files of the current site, newest first: all, the used ones (valid) or the free ones. */
export function findCmsFiles(
  ctx: ServiceContext,
  input: z.output<typeof ZFindCmsFilesInput>,
): Promise<TListOutput<TCmsFileItem>> {
  const used = { references: { some: {} } };
  const where: Prisma.UploadWhereInput = {
    siteId: currentSite(ctx),
    ...(input.name ? { originalName: containsText(input.name) } : {}),
    ...(input.valid === undefined ? {} : input.valid ? used : { NOT: used }),
    ...(input.images ? { mimeType: { startsWith: "image/" } } : {}),
  };
  const { page, pageSize } = input;
  return listPage(FILES, { where, sortBy: "createdAt", direction: "desc", page, pageSize });
}

/**
 * Deletes unused files (upload rows and stored files) in one transaction; the rows are taken
 * only while nothing references them, so a record saved meanwhile keeps its file.
 */
async function deleteUnused(
  ctx: ServiceContext,
  settings: UploadSettings,
  where: Prisma.UploadWhereInput,
  operation: string,
): Promise<number> {
  const removed = await prisma.$transaction(async (tx) => {
    const rows = await tx.upload.findMany({
      where: { ...where, references: { none: {} } },
      select: { id: true, createdAt: true },
    });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.id);
    const deleted = await tx.upload.deleteMany({ where: { id: { in: ids }, references: { none: {} } } });
    if (deleted.count !== rows.length) throw new AppError("RULE_VIOLATION", { messageKey: "cmsFile.stillReferenced" });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation,
      resource: "cmsFile",
      detail: { count: rows.length, ids: ids.slice(0, 50) },
    });
    return rows;
  });
  // After the commit: a file whose row is gone can no longer be served or used. One left behind
  // (storage unreachable) is only space; the deletion stands.
  // A watermarked image's original goes with it.
  const keys = removed.flatMap((upload) => {
    const key = uploadKey(upload.id, upload.createdAt);
    return [key, originalKey(key)];
  });
  await Promise.all(
    keys.map((key) =>
      settings.storage
        .remove(key)
        .catch((error: unknown) => ctx.meta.log.warn({ err: error, key }, "removing a deleted file failed")),
    ),
  );
  return removed.length;
}

/** file/delete: the chosen files of the current site; refused (nothing deleted) while any is used. */
export async function deleteCmsFiles(
  ctx: ServiceContext,
  settings: UploadSettings,
  input: z.output<typeof ZDeleteCmsFilesInput>,
): Promise<TCmsFileCountOutput> {
  const siteId = currentSite(ctx);
  const ids = [
    ...new Set([...(input.ids ?? []), ...(input.names ?? []).map((name) => name.slice("/uploads/".length))]),
  ];
  const found = await prisma.upload.findMany({
    where: { siteId, id: { in: ids } },
    select: { id: true, _count: { select: { references: true } } },
  });
  // Every file named must be one of this site's: otherwise nothing is deleted.
  if (found.length !== ids.length) throw new AppError("NOT_FOUND");
  if (found.some((row) => row._count.references > 0)) {
    throw new AppError("RULE_VIOLATION", { messageKey: "cmsFile.stillReferenced" });
  }
  const count = await deleteUnused(ctx, settings, { siteId, id: { in: ids } }, "delete");
  // Referenced between the check and the delete: nothing of it was removed.
  if (count < found.length) throw new AppError("RULE_VIOLATION", { messageKey: "cmsFile.stillReferenced" });
  return { count };
}

/** file/freefiles_delete: every unused file of the current site older than the grace period. */
export async function deleteFreeFiles(ctx: ServiceContext, settings: UploadSettings): Promise<TCmsFileCountOutput> {
  const siteId = currentSite(ctx);
  const count = await deleteUnused(
    ctx,
    settings,
    { siteId, createdAt: { lt: new Date(Date.now() - FREE_FILE_GRACE_MS) } },
    "delete-free",
  );
  if (count === 0) throw new AppError("RULE_VIOLATION", { messageKey: "cmsFile.noFreeFiles" });
  return { count };
}

const BATCH = 200;

/** Pages through a table of the site by id, handing each batch to `each` in its own transaction. */
async function inBatches<Row extends { id: number }>(
  read: (afterId: number) => Promise<Row[]>,
  each: (tx: Prisma.TransactionClient, row: Row) => Promise<void>,
): Promise<void> {
  let afterId = 0;
  for (;;) {
    const rows = await read(afterId);
    if (rows.length === 0) return;
    await prisma.$transaction(async (tx) => {
      for (const row of rows) await each(tx, row);
    });
    afterId = rows[rows.length - 1]!.id;
  }
}

/**
 * file/flag: rebuilds which records of the current site use which files, from what they store
 * (records saved before references were kept, or changed by hand, are counted again). Answers the
 * number of the site's files in use afterwards.
 */
export async function flagCmsFiles(ctx: ServiceContext): Promise<TCmsFileCountOutput> {
  const siteId = currentSite(ctx);
  await inBatches(
    (afterId) =>
      prisma.content.findMany({
        where: { siteId, id: { gt: afterId } },
        orderBy: { id: "asc" },
        take: BATCH,
        select: {
          id: true,
          titleImg: true,
          typeImg: true,
          contentImg: true,
          txt: true,
          pictures: { select: { url: true } },
          attachments: { select: { path: true } },
        },
      }),
    (tx, row) =>
      setFileReferences(tx, { type: "content", id: row.id, siteId }, [
        row.titleImg,
        row.typeImg,
        row.contentImg,
        row.txt,
        ...row.pictures.map((picture) => picture.url),
        ...row.attachments.map((attachment) => attachment.path),
      ]),
  );
  await inBatches(
    (afterId) =>
      prisma.channel.findMany({
        where: { siteId, id: { gt: afterId } },
        orderBy: { id: "asc" },
        take: BATCH,
        select: { id: true, titleImg: true, contentImg: true, txt: true },
      }),
    (tx, row) =>
      setFileReferences(tx, { type: "channel", id: row.id, siteId }, [row.titleImg, row.contentImg, row.txt]),
  );
  await inBatches(
    (afterId) =>
      prisma.topic.findMany({
        where: { siteId, id: { gt: afterId } },
        orderBy: { id: "asc" },
        take: BATCH,
        select: { id: true, titleImg: true, contentImg: true },
      }),
    (tx, row) => setFileReferences(tx, { type: "topic", id: row.id, siteId }, [row.titleImg, row.contentImg]),
  );
  const count = await prisma.upload.count({ where: { siteId, references: { some: {} } } });
  await recordOperation(prisma, {
    actor: ctx.actor,
    meta: ctx.meta,
    operation: "flag",
    resource: "cmsFile",
    detail: { inUse: count },
  });
  return { count };
}
