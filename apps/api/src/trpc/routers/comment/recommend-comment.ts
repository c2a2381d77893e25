import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import { ZCommentRecommendInput, ZCommentOkOutput } from "@suyuan/contracts/comment/comment-operations";
import { recommendComment } from "../../../services/audience/comments.ts";
import { permissionProcedure } from "../../init.ts";

/** Marks a comment recommended; legacy /comment/recommend (id, isRecommend). */
export const recommendCommentProcedure = permissionProcedure(COMMENT_KEYS.recommend)
  .meta({ legacy: { paths: ["/comment/recommend"] } })
  .input(ZCommentRecommendInput)
  .output(ZCommentOkOutput)
  .mutation(({ ctx, input }) => recommendComment(ctx, input.id, input.isRecommend));
