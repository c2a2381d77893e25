import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageIdInput, ZMessageItem } from "@suyuan/contracts/message/message-operations";
import { adminCaller, messageToReply } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** A received message, to prefill the answer; legacy /message/reply. */
export const replyMessageProcedure = permissionProcedure(MESSAGE_KEYS.list)
  .meta({ legacy: { paths: ["/message/reply"] } })
  .input(ZMessageIdInput)
  .output(ZMessageItem)
  .query(({ ctx, input }) => messageToReply(adminCaller(ctx), input.id));
