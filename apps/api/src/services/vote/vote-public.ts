import { prisma } from "@suyuan/db/client";

// What the public vote page shows: the site's votes that are not disabled, and one vote with its
// questions, options and results (counts and whole-percent shares per question).

export type PublicVoteOption = { id: number; title: string; voteCount: number; percent: number };
export type PublicVoteQuestion = { id: number; title: string; type: number; options: PublicVoteOption[] };
export type PublicVote = {
  id: number;
  title: string;
  description: string | null;
  startTime: Date | null;
  endTime: Date | null;
  totalCount: number;
  restrictMember: boolean;
  /** 1 未开始, 2 进行中, 3 已结束. */
  status: 1 | 2 | 3;
  questions: PublicVoteQuestion[];
};

function statusOf(start: Date | null, end: Date | null, now = Date.now()): 1 | 2 | 3 {
  if (start && start.getTime() > now) return 1;
  if (end && end.getTime() <= now) return 3;
  return 2;
}

/** The site's enabled votes, newest first (the vote list page). */
export async function publicVotes(siteId: number) {
  const rows = await prisma.cmsVoteTopic.findMany({
    where: { siteId, disabled: false },
    select: { id: true, title: true, startTime: true, endTime: true, totalCount: true, def: true },
    orderBy: [{ def: "desc" }, { id: "desc" }],
    take: 100,
  });
  return rows.map((row) => ({ ...row, status: statusOf(row.startTime, row.endTime) }));
}

/** One enabled vote of the site with its results, or null. */
export async function publicVote(siteId: number, id: number): Promise<PublicVote | null> {
  const row = await prisma.cmsVoteTopic.findFirst({
    where: { id, siteId, disabled: false },
    include: {
      subtopics: {
        orderBy: [{ priority: "asc" }, { id: "asc" }],
        include: { items: { orderBy: [{ priority: "asc" }, { id: "asc" }] } },
      },
    },
  });
  if (!row) return null;
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    startTime: row.startTime,
    endTime: row.endTime,
    totalCount: row.totalCount,
    restrictMember: row.restrictMember,
    status: statusOf(row.startTime, row.endTime),
    questions: row.subtopics.map((subtopic) => {
      const sum = subtopic.items.reduce((total, item) => total + item.voteCount, 0);
      return {
        id: subtopic.id,
        title: subtopic.title,
        type: subtopic.type,
        options: subtopic.items.map((item) => ({
          id: item.id,
          title: item.title,
          voteCount: item.voteCount,
          percent: sum > 0 ? Math.floor((item.voteCount * 100) / sum) : 0,
        })),
      };
    }),
  };
}
