import type { z } from "zod";
import type { ZSaveVoteQuestionsInput } from "@suyuan/contracts/vote/vote-operations";
import { prisma } from "@suyuan/db/client";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";
import { writeSubtopics } from "./vote-topic-hooks.ts";

/** Writes a vote's questions and options alone (kept rows keep their counts), with its log entry. */
export async function saveVoteQuestions(ctx: ServiceContext, input: z.output<typeof ZSaveVoteQuestionsInput>) {
  const siteId = currentSite(ctx);
  return prisma.$transaction(async (tx) => {
    const topic = await tx.cmsVoteTopic.findFirst({ where: { id: input.id, siteId }, select: { title: true } });
    if (!topic) throw new AppError("NOT_FOUND");
    await writeSubtopics(tx, input.id, input.source);
    await tx.cmsVoteTopic.update({ where: { id: input.id }, data: { updatedAt: new Date() } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "questions",
      resource: "voteTopic",
      targetId: input.id,
      detail: { title: topic.title, questions: input.source.length },
    });
    return { ok: true as const };
  });
}
