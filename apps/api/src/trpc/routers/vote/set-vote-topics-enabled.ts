import { VOTE_TOPIC_KEYS } from "@suyuan/contracts/vote/vote-keys";
import { ZVoteTopicPriorityInput, ZVoteTopicPriorityOutput } from "@suyuan/contracts/vote/vote-operations";
import { setVoteTopicsEnabled } from "../../../services/vote/vote-priority.ts";
import { permissionProcedure } from "../../init.ts";

/** Enables or disables many votes and names the default; legacy /vote_topic/priority (`ids`, `disableds`, `defId`). */
export const setVoteTopicsEnabledProcedure = permissionProcedure(VOTE_TOPIC_KEYS.priority)
  .meta({ legacy: { paths: ["/vote_topic/priority"] } })
  .input(ZVoteTopicPriorityInput)
  .output(ZVoteTopicPriorityOutput)
  .mutation(({ ctx, input }) => setVoteTopicsEnabled(ctx, input));
