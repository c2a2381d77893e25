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
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { uploadKey, uploadUrl, type UploadSettings } from "../upload/uploads.ts";
import { setFileReferences, type FileOwnerType } from "./file-references.ts";

// A site's CMS files are the uploads filed under it (Upload.siteId): the editor's uploads, and
// any upload a CMS record of the site uses (file-references.ts). Uploads of the rest of the
// product (goods pictures, reports) are never filed under a site, so never listed or cleaned here.

/**
 * An unused file younger than this is kept by the clean-up: it may sit in a form that has not
 * been saved yet (an image uploaded into the editor a minute ago).
 */
export const FREE_FILE_GRACE_MS = 24 * 60 * 60 * 1000;

const FILE_SELECT = {
  id: true,
  originalName: true,
  size: true,
  mimeType: true,
  uploaderId: true,
  createdAt: true,
  references: { select: { ownerType: true, ownerId: true }, orderBy: { id: "asc" }, take: 20 },
  _count: { select: { references: true } },
} satisfies Prisma.UploadSelect;

type FileRow = Prisma.UploadGetPayload<{ select: typeof FILE_SELECT }>;

function itemOf(row: FileRow, uploaders: Map<number, string>): TCmsFileItem {
  return {
    id: row.id,
    path: uploadUrl(row.id),
    name: row.originalName,
    size: row.size,
    mime: row.mimeType,
    uploadedAt: row.createdAt,
    uploaderName: row.uploaderId === null ? null : (uploaders.get(row.uploaderId) ?? null),
    valid: row._count.references > 0,
    references: row.references.map((reference) => ({
      ownerType: reference.ownerType as FileOwnerType,
      ownerId: reference.ownerId,
    })),
  };
}

/** The files of the current site, newest first: all, the used ones (valid) or the free ones. */
export async function findCmsFiles(
  ctx: ServiceContext,
  input: z.output<typeof ZFindCmsFilesInput>,
): Promise<TListOutput<TCmsFileItem>> {
  const where: Prisma.UploadWhereInput = {
    siteId: currentSite(ctx),
    ...(input.name ? { originalName: { contains: input.name, mode: "insensitive" } } : {}),
    ...(input.valid === undefined ? {} : { references: input.valid ? { some: {} } : { none: {} } }),
    ...(input.images ? { mimeType: { startsWith: "image/" } } : {}),
  };
  const [total, rows] = await Promise.all([
    prisma.upload.count({ where }),
    prisma.upload.findMany({
      where,
      select: FILE_SELECT,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * input.pageSize,
      take: input.pageSize,
    }),
  ]);
  const uploaderIds = [...new Set(rows.flatMap((row) => (row.uploaderId === null ? [] : [row.uploaderId])))];
  const users = uploaderIds.length
    ? await prisma.user.findMany({ where: { id: { in: uploaderIds } }, select: { id: true, username: true } })
    : [];
  const uploaders = new Map(users.map((user) => [user.id, user.username]));
  return { items: rows.map((row) => itemOf(row, uploaders)), total, page: input.page, pageSize: input.pageSize };
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
