import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import { ZCommentFindInput, ZCommentDetailListOutput } from "@suyuan/contracts/comment/comment-operations";
import { findComments } from "../../../services/audience/comments.ts";
import { permissionProcedure } from "../../init.ts";

/** Every comment of the site for the review page, newest first. */
export const findCommentsProcedure = permissionProcedure(COMMENT_KEYS.list)
  .input(ZCommentFindInput)
  .output(ZCommentDetailListOutput)
  .query(({ ctx, input }) => findComments(ctx, input));
