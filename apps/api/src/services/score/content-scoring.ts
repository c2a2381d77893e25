import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";

// Visitors rate an article with one item of its rating set (its channel's score group, else the
// site's enabled default group):
// once per visitor (a member by their id; a guest by IP or rating cookie), held in the database so
// every process counts the same. An article's count, total and average are kept with each rating;
// the average shows on the page and sorts lists (content order code 24).

/** Who rates: a member, or a guest by address and cookie. */
export type Rater = { memberId: number | null; ip: string; cookie: string | null };

const GROUP_SELECT = {
  id: true,
  name: true,
  items: {
    select: { id: true, name: true, score: true, imagePath: true },
    orderBy: [{ priority: "asc" as const }, { id: "asc" as const }],
  },
};

/** The site's default rating set: the enabled default group with its items. */
async function siteScoreGroup(siteId: number) {
  return prisma.cmsScoreGroup.findFirst({
    where: { siteId, enable: true, def: true },
    orderBy: { id: "asc" },
    select: GROUP_SELECT,
  });
}

/** The rating set an article offers: its channel's chosen group (when enabled), else its site's default. */
export async function scoreGroupOfContent(contentId: number) {
  const content = await prisma.content.findUnique({
    where: { id: contentId },
    select: { siteId: true, channel: { select: { scoreGroup: { select: { ...GROUP_SELECT, enable: true } } } } },
  });
  if (!content) return null;
  const chosen = content.channel.scoreGroup;
  if (!chosen?.enable) return siteScoreGroup(content.siteId);
  const { enable: _enable, ...group } = chosen;
  return group;
}

/** An article's ratings: how many, the average, and the count of each item. */
export async function contentScore(contentId: number) {
  const [summary, records] = await Promise.all([
    prisma.cmsContentScore.findUnique({ where: { contentId }, select: { count: true, average: true } }),
    prisma.cmsScoreRecord.findMany({ where: { contentId }, select: { itemId: true, count: true } }),
  ]);
  return {
    count: summary?.count ?? 0,
    average: summary?.average ?? 0,
    items: new Map(records.map((row) => [row.itemId, row.count])),
  };
}

const refuse = (messageKey: string) => new AppError("RULE_VIOLATION", { messageKey });

/**
 * A visitor's rating of a passed article of the site. Refused when the article offers no rating set,
 * the item is not one of its set's, or this visitor rated the article before (a member by id; a
 * guest by IP or cookie). The check and the counts run under a lock per article, so parallel
 * ratings all count and one visitor's parallel submissions count once.
 */
export async function rateContent(siteId: number, contentId: number, itemId: number, rater: Rater) {
  const group = await scoreGroupOfContent(contentId);
  if (!group) throw refuse("score.groupMissing");
  const item = group.items.find((row) => row.id === itemId);
  if (!item) throw refuse("score.itemNotInGroup");
  return prisma.$transaction(async (tx) => {
    const content = await tx.content.findFirst({
      where: { id: contentId, siteId, status: CONTENT_STATUS.passed },
      select: { id: true },
    });
    if (!content) throw new AppError("NOT_FOUND", { messageKey: "comment.articleMissing" });
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('cms_content_score'), ${contentId}::int)`;
    const same = rater.memberId
      ? [{ memberId: rater.memberId }]
      : [{ ip: rater.ip, memberId: null }, ...(rater.cookie ? [{ cookie: rater.cookie }] : [])];
    if (await tx.cmsScoreVisitor.findFirst({ where: { contentId, OR: same }, select: { id: true } }))
      throw refuse("score.repeated");
    await tx.cmsScoreVisitor.create({
      data: { contentId, memberId: rater.memberId, ip: rater.ip, cookie: rater.cookie },
    });
    await tx.$executeRaw`
      INSERT INTO cms_score_record (item_id, content_id, count) VALUES (${itemId}, ${contentId}, 1)
      ON CONFLICT (item_id, content_id) DO UPDATE SET count = cms_score_record.count + 1`;
    const [summary] = await tx.$queryRaw<{ count: number; average: number }[]>`
      INSERT INTO cms_content_score (content_id, count, total, average) VALUES (${contentId}, 1, ${item.score}, ${item.score})
      ON CONFLICT (content_id) DO UPDATE SET
        count = cms_content_score.count + 1,
        total = cms_content_score.total + EXCLUDED.total,
        average = (cms_content_score.total + EXCLUDED.total)::float8 / (cms_content_score.count + 1)
      RETURNING count, average`;
    return { count: summary?.count ?? 1, average: summary?.average ?? item.score };
  });
}
