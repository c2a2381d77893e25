import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import { ZCommentUpdateInput, ZCommentIdOutput } from "@suyuan/contracts/comment/comment-operations";
import { updateComment } from "../../../services/audience/comments.ts";
import { permissionProcedure } from "../../init.ts";

/** Corrects a comment or answers it; legacy /comment/update (body {id} as text, as the origin). */
export const updateCommentProcedure = permissionProcedure(COMMENT_KEYS.reply)
  .meta({ legacy: { paths: ["/comment/update"] } })
  .input(ZCommentUpdateInput)
  .output(ZCommentIdOutput)
  .mutation(({ ctx, input }) => updateComment(ctx, input));
