import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageSendInput, ZMessageSendOutput } from "@suyuan/contracts/message/message-operations";
import { adminCaller, sendMessage } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** A message to a member or administrator and/or to a member group; legacy /message/send. */
export const sendMessageProcedure = permissionProcedure(MESSAGE_KEYS.send)
  .meta({ legacy: { paths: ["/message/send"] } })
  .input(ZMessageSendInput)
  .output(ZMessageSendOutput)
  .mutation(({ ctx, input }) => sendMessage(adminCaller(ctx), input));
