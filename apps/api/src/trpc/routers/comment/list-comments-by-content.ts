import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import { ZCommentsByContentInput, ZCommentDetailListOutput } from "@suyuan/contracts/comment/comment-operations";
import { commentsByContent } from "../../../services/audience/comments.ts";
import { permissionProcedure } from "../../init.ts";

/** An article's comments (replies under them); legacy /comment/list_by_content. */
export const listCommentsByContentProcedure = permissionProcedure(COMMENT_KEYS.list)
  .meta({ legacy: { paths: ["/comment/list_by_content"] } })
  .input(ZCommentsByContentInput)
  .output(ZCommentDetailListOutput)
  .query(({ ctx, input }) => commentsByContent(ctx, input));
