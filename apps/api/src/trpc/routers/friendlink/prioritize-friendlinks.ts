import { FRIENDLINK_KEYS } from "@suyuan/contracts/friendlink/friendlink-keys";
import {
  ZFriendlinkCountOutput,
  ZPrioritizeFriendlinksInput,
} from "@suyuan/contracts/friendlink/friendlink-operations";
import { prioritizeFriendlinks } from "../../../services/audience/link-order.ts";
import { permissionProcedure } from "../../init.ts";

/** A new order for many links at once; legacy /friendlink/priority (`ids`, `priorities`). */
export const prioritizeFriendlinksProcedure = permissionProcedure(FRIENDLINK_KEYS.priority)
  .meta({ legacy: { paths: ["/friendlink/priority"] } })
  .input(ZPrioritizeFriendlinksInput)
  .output(ZFriendlinkCountOutput)
  .mutation(({ ctx, input }) => prioritizeFriendlinks(ctx, input));
