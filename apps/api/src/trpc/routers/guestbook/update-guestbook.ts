import { GUESTBOOK_KEYS } from "@suyuan/contracts/guestbook/guestbook-keys";
import { ZGuestbookUpdateInput, ZGuestbookIdOutput } from "@suyuan/contracts/guestbook/guestbook-operations";
import { updateGuestbook } from "../../../services/audience/guestbook.ts";
import { permissionProcedure } from "../../init.ts";

/** Corrects or answers a post; legacy /guestbook/update (oldreply: the answer shown before). */
export const updateGuestbookProcedure = permissionProcedure(GUESTBOOK_KEYS.update)
  .meta({ legacy: { paths: ["/guestbook/update"] } })
  .input(ZGuestbookUpdateInput)
  .output(ZGuestbookIdOutput)
  .mutation(({ ctx, input }) => updateGuestbook(ctx, input));
