import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageUpdateInput, ZMessageIdOutput } from "@suyuan/contracts/message/message-operations";
import { adminCaller, updateDraft } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** A draft's title and text; legacy /message/update. */
export const updateMessageDraftProcedure = permissionProcedure(MESSAGE_KEYS.send)
  .meta({ legacy: { paths: ["/message/update"] } })
  .input(ZMessageUpdateInput)
  .output(ZMessageIdOutput)
  .mutation(({ ctx, input }) =>
    updateDraft(adminCaller(ctx), input.id, { title: input.msgTitle, content: input.msgContent }),
  );
