import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageDraftInput, ZMessageIdOutput } from "@suyuan/contracts/message/message-operations";
import { adminCaller, saveDraft } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** A draft; legacy /message/save. */
export const saveMessageDraftProcedure = permissionProcedure(MESSAGE_KEYS.send)
  .meta({ legacy: { paths: ["/message/save"] } })
  .input(ZMessageDraftInput)
  .output(ZMessageIdOutput)
  .mutation(({ ctx, input }) =>
    saveDraft(adminCaller(ctx), input.username, { title: input.msgTitle, content: input.msgContent }),
  );
