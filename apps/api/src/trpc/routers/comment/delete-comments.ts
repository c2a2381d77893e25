import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import { ZCommentDeleteInput, ZCommentCountOutput } from "@suyuan/contracts/comment/comment-operations";
import { deleteComments } from "../../../services/audience/comments.ts";
import { permissionProcedure } from "../../init.ts";

/** Deletes comments with their replies; legacy /comment/delete. */
export const deleteCommentsProcedure = permissionProcedure(COMMENT_KEYS.delete)
  .meta({ legacy: { paths: ["/comment/delete"] } })
  .input(ZCommentDeleteInput)
  .output(ZCommentCountOutput)
  .mutation(({ ctx, input }) => deleteComments(ctx, input.ids));
