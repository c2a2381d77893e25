import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import { ZCommentCancelCheckInput, ZCommentCountOutput } from "@suyuan/contracts/comment/comment-operations";
import { cancelCommentChecks } from "../../../services/audience/comments.ts";
import { permissionProcedure } from "../../init.ts";

/** Sends comments back to 待审核; legacy /comment/cancelCheck (ids). */
export const cancelCommentChecksProcedure = permissionProcedure(COMMENT_KEYS.check)
  .meta({ legacy: { paths: ["/comment/cancelCheck"] } })
  .input(ZCommentCancelCheckInput)
  .output(ZCommentCountOutput)
  .mutation(({ ctx, input }) => cancelCommentChecks(ctx, input.ids));
