import type { z } from "zod";
import type { ZCastVoteInput } from "@suyuan/contracts/vote/vote-operations";
import { prisma, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { replaceSensitiveWords } from "../audience/sensitive-words.ts";

/** Who votes: the address, the vote cookie (32 hex) and, once members exist, the member. */
export type Voter = { ip: string | null; cookie: string | null; memberId?: number | null };

type CastVote = z.output<typeof ZCastVoteInput>;

/** Votes queue for a connection in a busy minute rather than fail (each is a few short statements). */
const VOTE_TX = { maxWait: 10_000, timeout: 10_000 };

const refuse = (messageKey: string) => new AppError("RULE_VIOLATION", { messageKey });

/**
 * Whether the voter voted on this topic within its repeat window (`repeateHour`: null = ever,
 * N = the last N hours), by the identities the topic restricts on.
 */
async function votedBefore(
  tx: TransactionClient,
  topic: {
    id: number;
    repeateHour: number | null;
    restrictIp: boolean;
    restrictCookie: boolean;
    restrictMember: boolean;
  },
  voter: Voter,
): Promise<boolean> {
  const same = [
    ...(topic.restrictIp && voter.ip ? [{ ip: voter.ip }] : []),
    ...(topic.restrictCookie && voter.cookie ? [{ cookie: voter.cookie }] : []),
    ...(topic.restrictMember && voter.memberId ? [{ memberId: voter.memberId }] : []),
  ];
  if (same.length === 0) return false;
  const since = topic.repeateHour === null ? undefined : new Date(Date.now() - topic.repeateHour * 3_600_000);
  const found = await tx.cmsVoteRecord.findFirst({
    where: { topicId: topic.id, OR: same, ...(since ? { time: { gt: since } } : {}) },
    select: { id: true },
  });
  return found !== null;
}

/**
 * A visitor's vote on a topic of the site. Refused (nothing counted) when the vote is disabled,
 * not started or ended, when a choice question is left out or a single-choice one has several
 * options, or when the voter voted within the repeat window. Counts grow by atomic UPDATEs, so
 * parallel votes all count; the repeat check and its record run under a lock per topic, so one
 * voter's parallel submissions count once. Free-text answers have sensitive words replaced.
 */
export async function castVote(siteId: number, input: CastVote, voter: Voter): Promise<{ totalCount: number }> {
  // Read before the transaction: the word list may be loaded from the database (a second connection).
  const answers = new Map<string, string>();
  for (const [subtopicId, text] of Object.entries(input.replies))
    if (text.trim()) answers.set(subtopicId, await replaceSensitiveWords(text.trim()));
  return prisma.$transaction(async (tx) => {
    const topic = await tx.cmsVoteTopic.findFirst({
      where: { id: input.topicId, siteId },
      include: { subtopics: { include: { items: { select: { id: true } } } } },
    });
    if (!topic) throw new AppError("NOT_FOUND", { messageKey: "vote.notFound" });
    if (topic.disabled) throw refuse("vote.disabled");
    const now = Date.now();
    if (topic.startTime && topic.startTime.getTime() > now) throw refuse("vote.notStarted");
    if (topic.endTime && topic.endTime.getTime() <= now) throw refuse("vote.ended");
    if (topic.restrictMember && !voter.memberId) throw refuse("vote.loginRequired");

    const chosen = new Set(input.itemIds);
    const ownItems = new Set(topic.subtopics.flatMap((subtopic) => subtopic.items.map((item) => item.id)));
    if ([...chosen].some((id) => !ownItems.has(id))) throw refuse("vote.itemNotInVote");
    if (topic.subtopics.length === 0) throw refuse("vote.choiceRequired");
    for (const subtopic of topic.subtopics) {
      if (subtopic.type === 3) continue;
      const picked = subtopic.items.filter((item) => chosen.has(item.id)).length;
      if (picked === 0) throw refuse("vote.choiceRequired");
      if (subtopic.type === 1 && picked > 1) throw refuse("vote.singleChoice");
    }

    const keepsRecords = topic.repeateHour !== 0 && (topic.restrictIp || topic.restrictCookie || topic.restrictMember);
    if (keepsRecords) {
      // One voter's parallel submissions must see each other's record: votes on this topic take turns.
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext('cms_vote_topic'), ${topic.id}::int)`;
      if (await votedBefore(tx, topic, voter)) throw refuse("vote.repeated");
      await tx.cmsVoteRecord.create({
        data: { topicId: topic.id, ip: voter.ip, cookie: voter.cookie, memberId: voter.memberId ?? null },
      });
    }

    if (chosen.size > 0)
      await tx.$executeRaw`UPDATE cms_vote_item SET vote_count = vote_count + 1 WHERE id = ANY(${[...chosen]}::int[])`;
    const replies = topic.subtopics
      .filter((subtopic) => subtopic.type === 3)
      .flatMap((subtopic) => {
        const text = answers.get(String(subtopic.id));
        return text ? [{ subtopicId: subtopic.id, reply: text }] : [];
      });
    if (replies.length > 0) await tx.cmsVoteReply.createMany({ data: replies });
    const [updated] = await tx.$queryRaw<{ total_count: number }[]>`
      UPDATE cms_vote_topic SET total_count = total_count + 1 WHERE id = ${topic.id} RETURNING total_count`;
    return { totalCount: updated?.total_count ?? 0 };
  }, VOTE_TX);
}
