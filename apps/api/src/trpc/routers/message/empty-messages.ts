import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageIdsInput, ZMessageOkOutput } from "@suyuan/contracts/message/message-operations";
import { adminCaller, emptyMessages } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** Messages deleted from the bin for good; legacy /message/empty. */
export const emptyMessagesProcedure = permissionProcedure(MESSAGE_KEYS.empty)
  .meta({ legacy: { paths: ["/message/empty"] } })
  .input(ZMessageIdsInput)
  .output(ZMessageOkOutput)
  .mutation(({ ctx, input }) => emptyMessages(adminCaller(ctx), input.ids));
