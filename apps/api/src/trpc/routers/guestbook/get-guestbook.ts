import { GUESTBOOK_KEYS } from "@suyuan/contracts/guestbook/guestbook-keys";
import { ZGuestbookGetInput, ZGuestbookItem } from "@suyuan/contracts/guestbook/guestbook-operations";
import { getGuestbook } from "../../../services/audience/guestbook.ts";
import { permissionProcedure } from "../../init.ts";

/** One post; legacy /guestbook/get. */
export const getGuestbookProcedure = permissionProcedure(GUESTBOOK_KEYS.list)
  .meta({ legacy: { paths: ["/guestbook/get"] } })
  .input(ZGuestbookGetInput)
  .output(ZGuestbookItem)
  .query(({ ctx, input }) => getGuestbook(ctx, input.id));
