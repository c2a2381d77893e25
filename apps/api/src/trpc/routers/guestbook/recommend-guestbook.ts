import { GUESTBOOK_KEYS } from "@suyuan/contracts/guestbook/guestbook-keys";
import { ZGuestbookRecommendInput, ZGuestbookOkOutput } from "@suyuan/contracts/guestbook/guestbook-operations";
import { recommendGuestbook } from "../../../services/audience/guestbook.ts";
import { permissionProcedure } from "../../init.ts";

/** Marks a post recommended; legacy /guestbook/recommend (id, isRecommend). */
export const recommendGuestbookProcedure = permissionProcedure(GUESTBOOK_KEYS.recommend)
  .meta({ legacy: { paths: ["/guestbook/recommend"] } })
  .input(ZGuestbookRecommendInput)
  .output(ZGuestbookOkOutput)
  .mutation(({ ctx, input }) => recommendGuestbook(ctx, input.id, input.isRecommend));
