import { MESSAGE_KEYS } from "@suyuan/contracts/message/message-keys";
import { ZMessageUnreadOutput } from "@suyuan/contracts/message/message-operations";
import { adminCaller, unreadMessages } from "../../../services/message/messages.ts";
import { permissionProcedure } from "../../init.ts";

/** How many unread messages wait in the administrator's inbox on the current site; legacy /message/unread. */
export const unreadMessagesProcedure = permissionProcedure(MESSAGE_KEYS.list)
  .meta({ legacy: { paths: ["/message/unread"] } })
  .output(ZMessageUnreadOutput)
  .query(({ ctx }) => unreadMessages(adminCaller(ctx)));
