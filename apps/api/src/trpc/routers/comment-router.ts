import { router } from "../init.ts";
import { cancelCommentChecksProcedure } from "./comment/cancel-comment-checks.ts";
import { checkCommentsProcedure } from "./comment/check-comments.ts";
import { deleteCommentsProcedure } from "./comment/delete-comments.ts";
import { findCommentsProcedure } from "./comment/find-comments.ts";
import { getCommentProcedure } from "./comment/get-comment.ts";
import { listCommentsByContentProcedure } from "./comment/list-comments-by-content.ts";
import { listCommentsProcedure } from "./comment/list-comments.ts";
import { recommendCommentProcedure } from "./comment/recommend-comment.ts";
import { replyToCommentProcedure } from "./comment/reply-to-comment.ts";
import { updateCommentProcedure } from "./comment/update-comment.ts";

/**
 * Comments on the sites' articles (评论管理): review (待审核 / 已通过 / 已拒绝), answers, flags.
 * Not a kit resource: no administrator writes a comment, and every answer joins the article.
 */
export const commentRouter = router({
  find: findCommentsProcedure,
  list: listCommentsProcedure,
  byContent: listCommentsByContentProcedure,
  get: getCommentProcedure,
  update: updateCommentProcedure,
  delete: deleteCommentsProcedure,
  check: checkCommentsProcedure,
  cancelCheck: cancelCommentChecksProcedure,
  reply: replyToCommentProcedure,
  recommend: recommendCommentProcedure,
});
