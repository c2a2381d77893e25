import type { TransactionClient } from "@suyuan/db/client";

/** The kinds of CMS record that use uploaded files. */
export type FileOwnerType = "content" | "channel" | "topic" | "site";

/** A record that uses files: its kind, id and site (the site new file rows are filed under). */
export type FileOwner = { type: FileOwnerType; id: number; siteId: number };

/** An upload's address as records store it: /uploads/<32 hex digits> (see services/upload/uploads.ts). */
const UPLOAD_PATH = /\/uploads\/([0-9a-f]{32})(?![0-9a-f])/g;

/**
 * The upload paths (/uploads/<id>) named in stored values: plain urls, absolute urls of this
 * server, or rich-text HTML whose images and links point at uploads. Anything else is ignored.
 */
export function uploadPathsIn(values: readonly (string | null | undefined)[]): string[] {
  const paths = new Set<string>();
  for (const value of values) {
    if (!value) continue;
    for (const match of value.matchAll(UPLOAD_PATH)) paths.add(`/uploads/${match[1]}`);
  }
  return [...paths];
}

/**
 * Records which uploaded files a CMS record uses, replacing what it used before: call it in the
 * transaction that saves the record, with every stored value that can name a file (title image,
 * pictures, attachments, the body's HTML...), and with [] when the record is deleted for ever.
 * A file used here for the first time is filed under the owner's site (Upload.siteId), so the
 * site's attachment list knows it; a file no longer used by anything becomes free
 * (file/list valid=false) and can be cleaned up. Values naming no stored upload are ignored.
 */
export async function setFileReferences(
  tx: TransactionClient,
  owner: FileOwner,
  values: readonly (string | null | undefined)[],
): Promise<void> {
  const wanted = uploadPathsIn(values).map((path) => path.slice("/uploads/".length));
  const uploads =
    wanted.length === 0
      ? []
      : await tx.upload.findMany({ where: { id: { in: wanted } }, select: { id: true, siteId: true } });
  const uploadIds = uploads.map((upload) => upload.id);
  await tx.fileReference.deleteMany({
    where: {
      ownerType: owner.type,
      ownerId: owner.id,
      ...(uploadIds.length ? { uploadId: { notIn: uploadIds } } : {}),
    },
  });
  if (uploadIds.length === 0) return;
  const untracked = uploads.filter((upload) => upload.siteId === null).map((upload) => upload.id);
  if (untracked.length)
    await tx.upload.updateMany({ where: { id: { in: untracked }, siteId: null }, data: { siteId: owner.siteId } });
  // skipDuplicates: references kept from the last save stay as they are.
  await tx.fileReference.createMany({
    data: uploadIds.map((uploadId) => ({ uploadId, ownerType: owner.type, ownerId: owner.id })),
    skipDuplicates: true,
  });
}
