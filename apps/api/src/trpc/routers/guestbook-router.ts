import { router } from "../init.ts";
import { checkGuestbookProcedure } from "./guestbook/check-guestbook.ts";
import { deleteGuestbookProcedure } from "./guestbook/delete-guestbook.ts";
import { getGuestbookProcedure } from "./guestbook/get-guestbook.ts";
import { listGuestbookProcedure } from "./guestbook/list-guestbook.ts";
import { recommendGuestbookProcedure } from "./guestbook/recommend-guestbook.ts";
import { replyToGuestbookProcedure } from "./guestbook/reply-to-guestbook.ts";
import { saveGuestbookProcedure } from "./guestbook/save-guestbook.ts";
import { updateGuestbookProcedure } from "./guestbook/update-guestbook.ts";

/**
 * The sites' guestbooks (留言板): review, the administrator's answers, flags. Not a kit resource:
 * every answer joins the category and the answering administrator, with the origin's names.
 */
export const guestbookRouter = router({
  list: listGuestbookProcedure,
  get: getGuestbookProcedure,
  save: saveGuestbookProcedure,
  update: updateGuestbookProcedure,
  reply: replyToGuestbookProcedure,
  check: checkGuestbookProcedure,
  recommend: recommendGuestbookProcedure,
  delete: deleteGuestbookProcedure,
});
