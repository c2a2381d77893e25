import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageIdsInput, ZMessageOkOutput } from "@suyuan/contracts/message/message-operations";
import { adminCaller, revertMessages } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** Messages back from the bin; legacy /message/revert. */
export const revertMessagesProcedure = permissionProcedure(MESSAGE_KEYS.trash)
  .meta({ legacy: { paths: ["/message/revert"] } })
  .input(ZMessageIdsInput)
  .output(ZMessageOkOutput)
  .mutation(({ ctx, input }) => revertMessages(adminCaller(ctx), input.ids));
