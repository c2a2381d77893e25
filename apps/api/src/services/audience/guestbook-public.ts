import { GUESTBOOK_STATUS } from "@suyuan/contracts/guestbook/guestbook-operations";
import { prisma } from "@suyuan/db/client";
import { formatDateTime } from "../export/export-formats.ts";

/** What the public guestbook page shows: a site's reviewed posts, newest first, with the answers. */
export async function passedGuestbookPosts(siteId: number, take = 30) {
  const rows = await prisma.cmsGuestbook.findMany({
    where: { siteId, checked: GUESTBOOK_STATUS.checked },
    orderBy: { id: "desc" },
    take,
    select: {
      id: true,
      title: true,
      content: true,
      memberName: true,
      createdAt: true,
      reply: true,
      ctg: { select: { name: true } },
    },
  });
  return rows.map((row) => ({
    id: row.id,
    title: row.title ?? "",
    content: row.content,
    name: row.memberName ?? "匿名",
    time: formatDateTime(row.createdAt),
    reply: row.reply ?? "",
    category: row.ctg.name,
  }));
}

/** The categories a visitor files a post under, in their order. */
export function guestbookCategories(siteId: number) {
  return prisma.cmsGuestbookCtg.findMany({
    where: { siteId },
    orderBy: [{ priority: "asc" }, { id: "asc" }],
    select: { id: true, name: true },
  });
}
