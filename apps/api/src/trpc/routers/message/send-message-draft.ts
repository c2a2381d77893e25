import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageIdInput, ZMessageIdOutput } from "@suyuan/contracts/message/message-operations";
import { adminCaller, sendDraft } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** A draft sent; legacy /message/tosend. */
export const sendMessageDraftProcedure = permissionProcedure(MESSAGE_KEYS.send)
  .meta({ legacy: { paths: ["/message/tosend"] } })
  .input(ZMessageIdInput)
  .output(ZMessageIdOutput)
  .mutation(({ ctx, input }) => sendDraft(adminCaller(ctx), input.id));
