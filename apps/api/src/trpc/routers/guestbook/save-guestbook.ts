import { GUESTBOOK_KEYS } from "@suyuan/contracts/guestbook/guestbook-keys";
import { ZGuestbookSaveInput, ZGuestbookIdOutput } from "@suyuan/contracts/guestbook/guestbook-operations";
import { saveGuestbook } from "../../../services/audience/guestbook.ts";
import { permissionProcedure } from "../../init.ts";

/** A post written by an administrator; legacy /guestbook/save. */
export const saveGuestbookProcedure = permissionProcedure(GUESTBOOK_KEYS.create)
  .meta({ legacy: { paths: ["/guestbook/save"] } })
  .input(ZGuestbookSaveInput)
  .output(ZGuestbookIdOutput)
  .mutation(({ ctx, input }) => saveGuestbook(ctx, input));
