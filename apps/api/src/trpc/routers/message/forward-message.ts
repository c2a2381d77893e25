import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageIdInput, ZMessageItem } from "@suyuan/contracts/message/message-operations";
import { adminCaller, messageToForward } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** A received or sent message, to prefill a new one; legacy /message/forward. */
export const forwardMessageProcedure = permissionProcedure(MESSAGE_KEYS.list)
  .meta({ legacy: { paths: ["/message/forward"] } })
  .input(ZMessageIdInput)
  .output(ZMessageItem)
  .query(({ ctx, input }) => messageToForward(adminCaller(ctx), input.id));
