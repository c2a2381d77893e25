import { GUESTBOOK_KEYS } from "@suyuan/contracts/guestbook/guestbook-keys";
import { ZGuestbookListInput, ZGuestbookListOutput } from "@suyuan/contracts/guestbook/guestbook-operations";
import { listGuestbook } from "../../../services/audience/guestbook.ts";
import { permissionProcedure } from "../../init.ts";

/** The site's guestbook posts, newest first; legacy /guestbook/list. */
export const listGuestbookProcedure = permissionProcedure(GUESTBOOK_KEYS.list)
  .meta({ legacy: { paths: ["/guestbook/list"] } })
  .input(ZGuestbookListInput)
  .output(ZGuestbookListOutput)
  .query(({ ctx, input }) => listGuestbook(ctx, input));
