import { GUESTBOOK_KEYS } from "@suyuan/contracts/guestbook/guestbook-keys";
import { ZGuestbookCheckInput, ZGuestbookCountOutput } from "@suyuan/contracts/guestbook/guestbook-operations";
import { checkGuestbook } from "../../../services/audience/guestbook.ts";
import { permissionProcedure } from "../../init.ts";

/** 已审核 (1) or back to 待审核 (0); legacy /guestbook/check (ids, isCheck). */
export const checkGuestbookProcedure = permissionProcedure(GUESTBOOK_KEYS.check)
  .meta({ legacy: { paths: ["/guestbook/check"] } })
  .input(ZGuestbookCheckInput)
  .output(ZGuestbookCountOutput)
  .mutation(({ ctx, input }) => checkGuestbook(ctx, input.ids, input.isCheck));
