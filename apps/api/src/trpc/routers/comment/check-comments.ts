import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import { ZCommentCheckInput, ZCommentCountOutput } from "@suyuan/contracts/comment/comment-operations";
import { checkComments } from "../../../services/audience/comments.ts";
import { permissionProcedure } from "../../init.ts";

/** Passes (1), refuses (2) or resets (0) comments; legacy /comment/check (ids, isCheck). */
export const checkCommentsProcedure = permissionProcedure(COMMENT_KEYS.check)
  .meta({ legacy: { paths: ["/comment/check"] } })
  .input(ZCommentCheckInput)
  .output(ZCommentCountOutput)
  .mutation(({ ctx, input }) => checkComments(ctx, input.ids, input.isCheck));
