import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import { ZCommentReplyInput, ZCommentOkOutput } from "@suyuan/contracts/comment/comment-operations";
import { replyToComment } from "../../../services/audience/comments.ts";
import { permissionProcedure } from "../../init.ts";

/** The administrator's answer to a comment; legacy /comment/reply (id, reply). */
export const replyToCommentProcedure = permissionProcedure(COMMENT_KEYS.reply)
  .meta({ legacy: { paths: ["/comment/reply"] } })
  .input(ZCommentReplyInput)
  .output(ZCommentOkOutput)
  .mutation(({ ctx, input }) => replyToComment(ctx, input.id, input.reply));
