import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageListInput, ZMessageListOutput } from "@suyuan/contracts/message/message-operations";
import { adminCaller, listMessages } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** One box of the administrator's messages: 0 inbox, 1 sent, 2 drafts, 3 bin; legacy /message/list. */
export const listMessagesProcedure = permissionProcedure(MESSAGE_KEYS.list)
  .meta({ legacy: { paths: ["/message/list"] } })
  .input(ZMessageListInput)
  .output(ZMessageListOutput)
  .query(({ ctx, input }) => listMessages(adminCaller(ctx), input));
