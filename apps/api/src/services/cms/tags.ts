import { normalizeTagNames, TAG_NAME_MAX, TAGS_PER_CONTENT_MAX } from "@suyuan/contracts/tag/tag-names";
import { isStorableText } from "@suyuan/contracts/kit/primitives";
import type { DbClient, TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";

// A tag's refCount is the number of content items that carry it. It changes only here, in the
// transaction of the content write, by relative increments (atomic row updates), so concurrent
// saves of different content items never lose a count.

function assertNames(names: readonly string[]) {
  const bad = names.some((name) => name.length > TAG_NAME_MAX || !isStorableText(name));
  if (bad || names.length > TAGS_PER_CONTENT_MAX)
    throw new AppError("BAD_REQUEST", { fieldErrors: { tags: [bad ? "validation.tooLong" : "validation.tooMany"] } });
}

/**
 * Makes a content item carry exactly `names` (trimmed, each once, in this order): creates tags of
 * its site that do not exist yet, links and unlinks, and moves each changed tag's count by one.
 * Call it inside the content write's transaction.
 */
export async function setContentTags(tx: TransactionClient, contentId: number, names: readonly string[]) {
  const wanted = normalizeTagNames(names);
  assertNames(wanted);
  const content = await tx.content.findUnique({ where: { id: contentId }, select: { siteId: true } });
  if (!content) throw new AppError("NOT_FOUND");
  const links = await tx.contentTag.findMany({
    where: { contentId },
    select: { tagId: true },
  });
  if (wanted.length > 0)
    await tx.tag.createMany({ data: wanted.map((name) => ({ siteId: content.siteId, name })), skipDuplicates: true });
  const tags = await tx.tag.findMany({
    where: { siteId: content.siteId, name: { in: wanted } },
    select: { id: true, name: true },
  });
  const idOf = new Map(tags.map((tag) => [tag.name, tag.id]));
  const wantedIds = wanted.map((name) => idOf.get(name)!);
  const currentIds = new Set(links.map((link) => link.tagId));
  const removed = links.filter((link) => !wantedIds.includes(link.tagId)).map((link) => link.tagId);
  const added = wantedIds.filter((id) => !currentIds.has(id));

  if (removed.length > 0) {
    await tx.contentTag.deleteMany({ where: { contentId, tagId: { in: removed } } });
    await tx.tag.updateMany({ where: { id: { in: removed } }, data: { refCount: { decrement: 1 } } });
  }
  if (added.length > 0) {
    await tx.contentTag.createMany({ data: added.map((tagId) => ({ contentId, tagId, priority: 0 })) });
    await tx.tag.updateMany({ where: { id: { in: added } }, data: { refCount: { increment: 1 } } });
  }
  // The order shown is the order given.
  for (const [index, tagId] of wantedIds.entries())
    await tx.contentTag.updateMany({
      where: { contentId, tagId, priority: { not: index } },
      data: { priority: index },
    });
}

/**
 * Unlinks every tag of these content items and lowers the counts: call it before content rows are
 * deleted for ever (the link rows would cascade away without touching the counts).
 */
export async function releaseContentTags(tx: TransactionClient, contentIds: readonly number[]) {
  if (contentIds.length === 0) return;
  const links = await tx.contentTag.findMany({
    where: { contentId: { in: [...contentIds] } },
    select: { tagId: true },
  });
  await tx.contentTag.deleteMany({ where: { contentId: { in: [...contentIds] } } });
  const perTag = new Map<number, number>();
  for (const link of links) perTag.set(link.tagId, (perTag.get(link.tagId) ?? 0) + 1);
  for (const [tagId, count] of perTag)
    await tx.tag.update({ where: { id: tagId }, data: { refCount: { decrement: count } }, select: { id: true } });
}

/** The tag names of a content item, in their order (for get and the legacy `tagStr`). */
export async function contentTagNames(db: DbClient, contentId: number): Promise<string[]> {
  const links = await db.contentTag.findMany({
    where: { contentId },
    orderBy: [{ priority: "asc" }, { tagId: "asc" }],
    select: { tag: { select: { name: true } } },
  });
  return links.map((link) => link.tag.name);
}
