import { GUESTBOOK_KEYS } from "@suyuan/contracts/guestbook/guestbook-keys";
import { ZGuestbookDeleteInput, ZGuestbookCountOutput } from "@suyuan/contracts/guestbook/guestbook-operations";
import { deleteGuestbook } from "../../../services/audience/guestbook.ts";
import { permissionProcedure } from "../../init.ts";

/** Deletes posts; legacy /guestbook/delete. */
export const deleteGuestbookProcedure = permissionProcedure(GUESTBOOK_KEYS.delete)
  .meta({ legacy: { paths: ["/guestbook/delete"] } })
  .input(ZGuestbookDeleteInput)
  .output(ZGuestbookCountOutput)
  .mutation(({ ctx, input }) => deleteGuestbook(ctx, input.ids));
