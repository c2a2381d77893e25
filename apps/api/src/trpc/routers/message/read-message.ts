import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageReadInput, ZMessageItem } from "@suyuan/contracts/message/message-operations";
import { adminCaller, readMessage } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** A message read (a received one is marked read); legacy /message/read. */
export const readMessageProcedure = permissionProcedure(MESSAGE_KEYS.list)
  .meta({ legacy: { paths: ["/message/read"] } })
  .input(ZMessageReadInput)
  .output(ZMessageItem)
  .mutation(({ ctx, input }) => readMessage(adminCaller(ctx), input.id, input.msgBox));
