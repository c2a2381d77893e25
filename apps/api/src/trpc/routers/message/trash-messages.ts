import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageIdsInput, ZMessageOkOutput } from "@suyuan/contracts/message/message-operations";
import { adminCaller, trashMessages } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** Messages to the bin; legacy /message/trash. */
export const trashMessagesProcedure = permissionProcedure(MESSAGE_KEYS.trash)
  .meta({ legacy: { paths: ["/message/trash"] } })
  .input(ZMessageIdsInput)
  .output(ZMessageOkOutput)
  .mutation(({ ctx, input }) => trashMessages(adminCaller(ctx), input.ids));
