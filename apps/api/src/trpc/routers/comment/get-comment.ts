import { COMMENT_KEYS } from "@suyuan/contracts/comment/comment-keys";
import { ZCommentGetInput, ZCommentDetail } from "@suyuan/contracts/comment/comment-operations";
import { getComment } from "../../../services/audience/comments.ts";
import { permissionProcedure } from "../../init.ts";

/** One comment; legacy /comment/get. */
export const getCommentProcedure = permissionProcedure(COMMENT_KEYS.list)
  .meta({ legacy: { paths: ["/comment/get"] } })
  .input(ZCommentGetInput)
  .output(ZCommentDetail)
  .query(({ ctx, input }) => getComment(ctx, input.id));
