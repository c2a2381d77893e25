import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageIdInput, ZMessageItem } from "@suyuan/contracts/message/message-operations";
import { adminCaller, getMessage } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** A message the administrator sent or drafted; legacy /message/get. */
export const getMessageProcedure = permissionProcedure(MESSAGE_KEYS.list)
  .meta({ legacy: { paths: ["/message/get"] } })
  .input(ZMessageIdInput)
  .output(ZMessageItem)
  .query(({ ctx, input }) => getMessage(adminCaller(ctx), input.id));
