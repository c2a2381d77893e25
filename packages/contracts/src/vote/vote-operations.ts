import { z } from "zod";
import { ZIds } from "../common/list.ts";
import { ZId, zText } from "../kit/primitives.ts";

/** 1 未开始 (before its start), 2 进行中, 3 已结束 (past its end): computed, never stored. */
export const ZVoteStatus = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** A question's kind: 1 single choice, 2 multiple choice, 3 free text. */
const ZSubtopicType = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: "vote.subtopicType" });

// The origin sends "" for "none" (a new row's id, a text question's options).
const blankAsNull = (value: unknown) => (value === "" ? null : value);
const blankAsEmpty = (value: unknown) => (value === "" ? [] : value);
const ZOptionalId = z.preprocess(blankAsNull, ZId.nullish());
const ZPriority = z.preprocess(blankAsNull, z.number().int().min(0).max(99_999).nullish()).transform((v) => v ?? 10);

const ZVoteItemInput = z.object({
  id: ZOptionalId,
  title: zText(255),
  priority: ZPriority,
  picture: z.preprocess(blankAsNull, z.string().max(255, "validation.tooLong").nullish()),
  /** Accepted for the origin's shape, never written: counts come from votes only. */
  voteCount: z.unknown().optional(),
});

/**
 * A vote's questions with their options, the origin's `source` (JSON text on the legacy form):
 * `[{ id, title, priority, type, voteItems: [{ id, title, priority, picture }] | "" }]`. An id
 * names a row the vote keeps (its count with it); rows left out are removed.
 */
export const ZVoteSource = z
  .array(
    z.object({
      id: ZOptionalId,
      title: zText(255),
      priority: ZPriority,
      type: ZSubtopicType,
      voteItems: z.preprocess(blankAsEmpty, z.array(ZVoteItemInput).max(100, "validation.tooMany").default([])),
    }),
    { error: "vote.sourceInvalid" },
  )
  .max(50, "validation.tooMany")
  // Absent on an update: the questions stay as they are.
  .optional();

/** A question as the vote answers it: options with counts and shares (percent of the question's votes). */
export const ZVoteSubtopicResult = z.object({
  id: z.number(),
  title: z.string(),
  type: z.number(),
  priority: z.number(),
  voteItems: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      priority: z.number(),
      picture: z.string().nullable(),
      voteCount: z.number(),
      percent: z.number(),
    }),
  ),
  /** How many free-text answers (type 3). */
  replyCount: z.number(),
});

/** vote_topic/priority: enables or disables many votes (`disableds` pairwise, absent: all enabled) and names the default. */
export const ZVoteTopicPriorityInput = z
  .object({
    ids: ZIds,
    // "true"/"false" on the legacy form (comma-joined), booleans from typed callers.
    disableds: z
      .array(z.union([z.boolean(), z.stringbool()]))
      .max(1000)
      .default([]),
    defId: ZId.optional(),
  })
  .refine((input) => input.disableds.length === 0 || input.disableds.length === input.ids.length, {
    message: "validation.invalid",
    path: ["disableds"],
  });
export const ZVoteTopicPriorityOutput = z.object({ count: z.number() });

/** A visitor's vote: the chosen options and the free-text answers by question. */
export const ZCastVoteInput = z.object({
  topicId: ZId,
  itemIds: z.array(ZId).max(500).default([]),
  replies: z.record(z.string(), z.string().max(1000)).default({}),
});

/** A vote's questions and options alone (the edit page's question editor). */
export const ZSaveVoteQuestionsInput = z.object({ id: ZId, source: ZVoteSource.unwrap() });
