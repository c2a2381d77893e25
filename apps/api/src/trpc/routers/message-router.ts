import { router } from "../init.ts";
import { emptyMessagesProcedure } from "./message/empty-messages.ts";
import { forwardMessageProcedure } from "./message/forward-message.ts";
import { getMessageProcedure } from "./message/get-message.ts";
import { listMessagesProcedure } from "./message/list-messages.ts";
import { readMessageProcedure } from "./message/read-message.ts";
import { replyMessageProcedure } from "./message/reply-message.ts";
import { revertMessagesProcedure } from "./message/revert-messages.ts";
import { saveMessageDraftProcedure } from "./message/save-message-draft.ts";
import { sendMessageDraftProcedure } from "./message/send-message-draft.ts";
import { sendMessageProcedure } from "./message/send-message.ts";
import { trashMessagesProcedure } from "./message/trash-messages.ts";
import { unreadMessagesProcedure } from "./message/unread-messages.ts";
import { updateMessageDraftProcedure } from "./message/update-message-draft.ts";

/**
 * Site messages (站内信) between administrators and members of the public sites: inbox, sent,
 * drafts and bin. Not a kit resource: two tables, a box chooses which one a list reads.
 */
export const messageRouter = router({
  list: listMessagesProcedure,
  get: getMessageProcedure,
  read: readMessageProcedure,
  unread: unreadMessagesProcedure,
  reply: replyMessageProcedure,
  forward: forwardMessageProcedure,
  send: sendMessageProcedure,
  save: saveMessageDraftProcedure,
  tosend: sendMessageDraftProcedure,
  update: updateMessageDraftProcedure,
  trash: trashMessagesProcedure,
  revert: revertMessagesProcedure,
  empty: emptyMessagesProcedure,
});
