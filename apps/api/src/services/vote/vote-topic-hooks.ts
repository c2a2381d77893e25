import type { z } from "zod";
import type { ZVoteSource } from "@suyuan/contracts/vote/vote-operations";
import type { TransactionClient } from "@suyuan/db/client";
import { column, jsonRows, sql } from "../../kit/item-values.ts";
import type { ResourceHooks } from "../../kit/resource-service.ts";

type VoteSource = z.output<typeof ZVoteSource>;

/**
 * 1 未开始, 2 进行中, 3 已结束, as the origin computes it: before the start time, past the end
 * time (an end equal to now has ended), running otherwise. The list filter reads the same rule.
 */
export const VOTE_STATUS_SQL = `CASE WHEN t.start_time IS NOT NULL AND t.start_time > now() THEN 1
  WHEN t.end_time IS NOT NULL AND t.end_time <= now() THEN 3 ELSE 2 END`;

function statusWhere(status: unknown) {
  const now = new Date();
  switch (status) {
    case 1:
      return { startTime: { gt: now } };
    case 2:
      return {
        AND: [
          { OR: [{ startTime: null }, { startTime: { lte: now } }] },
          { OR: [{ endTime: null }, { endTime: { gt: now } }] },
        ],
      };
    case 3:
      return { endTime: { lte: now } };
    default:
      return {};
  }
}

// Each option's share of its question's votes, in whole percent (the origin's integer division).
const SUBTOPICS_SQL = jsonRows(
  `SELECT s.id, s.title, s.type, s.priority,
          (SELECT count(*)::int FROM cms_vote_reply v WHERE v.subtopic_id = s.id) AS "replyCount",
          COALESCE((SELECT json_agg(json_build_object(
                      'id', i.id, 'title', i.title, 'priority', i.priority, 'picture', i.picture,
                      'voteCount', i.vote_count,
                      'percent', CASE WHEN i.total > 0 THEN (i.vote_count * 100 / i.total)::int ELSE 0 END)
                    ORDER BY i.priority, i.id)
                      FROM (SELECT o.*, sum(o.vote_count) OVER () AS total
                              FROM cms_vote_item o WHERE o.subtopic_id = s.id) i), '[]'::json) AS "voteItems"
     FROM cms_vote_subtopic s WHERE s.topic_id = t.id`,
  "r.priority, r.id",
);

/**
 * Writes a vote's questions and options from its `source`: rows named by an id of this vote are
 * kept with their counts, new ones added, the rest removed (their counts and answers with them).
 * Without a source (an update that sends none) the questions stay as they are.
 */
export async function writeSubtopics(tx: TransactionClient, topicId: number, source: VoteSource | undefined) {
  if (source === undefined) return;
  const existing = await tx.cmsVoteSubtopic.findMany({
    where: { topicId },
    select: { id: true, items: { select: { id: true } } },
  });
  const known = new Map(existing.map((row) => [row.id, new Set(row.items.map((item) => item.id))]));
  const kept = new Set<number>();
  for (const subtopic of source) {
    const data = { title: subtopic.title, priority: subtopic.priority, type: subtopic.type };
    const ownItems = subtopic.id != null ? known.get(subtopic.id) : undefined;
    const subtopicId = ownItems
      ? (await tx.cmsVoteSubtopic.update({ where: { id: subtopic.id! }, data, select: { id: true } })).id
      : (await tx.cmsVoteSubtopic.create({ data: { ...data, topicId }, select: { id: true } })).id;
    kept.add(subtopicId);
    // A free-text question has no options.
    const items = subtopic.type === 3 ? [] : subtopic.voteItems;
    const keptItems: number[] = [];
    for (const item of items) {
      const itemData = { title: item.title, priority: item.priority, picture: item.picture ?? null };
      if (item.id != null && ownItems?.has(item.id)) {
        await tx.cmsVoteItem.update({ where: { id: item.id }, data: itemData });
        keptItems.push(item.id);
      } else {
        keptItems.push((await tx.cmsVoteItem.create({ data: { ...itemData, subtopicId }, select: { id: true } })).id);
      }
    }
    await tx.cmsVoteItem.deleteMany({ where: { subtopicId, id: { notIn: keptItems } } });
  }
  await tx.cmsVoteSubtopic.deleteMany({ where: { topicId, id: { notIn: [...kept] } } });
}

/** Votes (a kit resource): questions and options written with the vote, status and results computed. */
export const voteTopicHooks: ResourceHooks = {
  computed: {
    voteStatus: sql(() => VOTE_STATUS_SQL),
    totalCount: column("totalCount"),
    subtopics: sql(() => SUBTOPICS_SQL),
  },
  where: (_ctx, input) => statusWhere(input.voteStatus),
  async afterWrite(tx, ctx, id, data, _current, input) {
    await writeSubtopics(tx, id, input.source as VoteSource | undefined);
    // One default vote per site.
    if (data.def === true && ctx.actor.siteId !== null)
      await tx.cmsVoteTopic.updateMany({
        where: { siteId: ctx.actor.siteId, def: true, id: { not: id } },
        data: { def: false },
      });
  },
};
