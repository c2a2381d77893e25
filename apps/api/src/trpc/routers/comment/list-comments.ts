import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import { ZCommentListInput, ZCommentListOutput } from "@suyuan/contracts/comment/comment-operations";
import { listCommentsByArticle } from "../../../services/audience/comments.ts";
import { permissionProcedure } from "../../init.ts";

/** Per article, its newest comment not yet answered (the origin's list); legacy /comment/list. */
export const listCommentsProcedure = permissionProcedure(COMMENT_KEYS.list)
  .meta({ legacy: { paths: ["/comment/list"] } })
  .input(ZCommentListInput)
  .output(ZCommentListOutput)
  .query(({ ctx, input }) => listCommentsByArticle(ctx, input));
