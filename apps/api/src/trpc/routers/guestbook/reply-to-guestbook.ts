import { GUESTBOOK_KEYS } from "@suyuan/contracts/guestbook/guestbook-keys";
import { ZGuestbookReplyInput, ZGuestbookOkOutput } from "@suyuan/contracts/guestbook/guestbook-operations";
import { replyToGuestbook } from "../../../services/audience/guestbook.ts";
import { permissionProcedure } from "../../init.ts";

/** The administrator's answer to a post; legacy /guestbook/reply (id, reply). */
export const replyToGuestbookProcedure = permissionProcedure(GUESTBOOK_KEYS.update)
  .meta({ legacy: { paths: ["/guestbook/reply"] } })
  .input(ZGuestbookReplyInput)
  .output(ZGuestbookOkOutput)
  .mutation(({ ctx, input }) => replyToGuestbook(ctx, input.id, input.reply));
