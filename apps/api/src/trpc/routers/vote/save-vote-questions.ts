import { VOTE_TOPIC_KEYS } from "@suyuan/contracts/vote/vote-keys";
import { ZSaveVoteQuestionsInput } from "@suyuan/contracts/vote/vote-operations";
import { z } from "zod";
import { saveVoteQuestions } from "../../../services/vote/vote-questions.ts";
import { permissionProcedure } from "../../init.ts";

/** The edit page's question editor: a vote's questions and options alone (typed only; the legacy update takes `source`). */
export const saveVoteQuestionsProcedure = permissionProcedure(VOTE_TOPIC_KEYS.update)
  .input(ZSaveVoteQuestionsInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(({ ctx, input }) => saveVoteQuestions(ctx, input));
