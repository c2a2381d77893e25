import { z } from "zod";
import { ZPaging, zListOutput } from "../common/list.ts";
import { ZDay, ZId, ZIdList, zInt, zOptionalText, zText, ZTextFilter } from "../kit/primitives.ts";

/** The boxes of a party's messages, the origin's codes: 0 inbox, 1 sent, 2 drafts, 3 bin. */
export const MESSAGE_BOX = { inbox: 0, sent: 1, drafts: 2, bin: 3 } as const;
const ZMessageBox = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], {
  error: "validation.invalid",
});

export const MESSAGE_TEXT_MAX = 5000;

/** message/list (both APIs, the origin's names): one box of the caller's messages, newest first. */
export const ZMessageListInput = z
  .object({
    box: ZMessageBox.default(0),
    /** Part of the title. */
    title: ZTextFilter.optional(),
    sendBeginTime: ZDay.optional(),
    sendEndTime: ZDay.optional(),
    /** Read (true) or unread (false). */
    status: z.boolean().optional(),
  })
  .extend(ZPaging.shape);

/** Who sent or receives a message: an administrator or a member of the public sites. */
const ZPartyKind = z.enum(["admin", "member"]);

/** A message with the origin's names (`msgSendUserUserName` is its spelling). */
export const ZMessageItem = z.object({
  id: z.number(),
  msgTitle: z.string(),
  msgContent: z.string(),
  sendTime: z.string(),
  msgStatus: z.boolean(),
  msgBox: z.number(),
  msgReceiverUserName: z.string(),
  msgReceiverId: z.number().nullable(),
  msgReceiverKind: ZPartyKind.nullable(),
  msgSendUserUserName: z.string(),
  msgSendUserId: z.number().nullable(),
  msgSendUserKind: ZPartyKind.nullable(),
});
export type MessageItem = z.infer<typeof ZMessageItem>;
/** The one list's answer (common/list.ts); the legacy path answers its items and total. */
export const ZMessageListOutput = zListOutput(ZMessageItem);

const ZMessageTitle = zText(255);
const ZMessageContent = zOptionalText(MESSAGE_TEXT_MAX);
/** A recipient's username: a member of the public sites first, else an administrator. */
const ZRecipient = zText(100);

/**
 * message/send: to `username`, and/or to the active members of `groupId` (0: every member;
 * -1 or absent: no group).
 */
export const ZMessageSendInput = z.object({
  msgTitle: ZMessageTitle,
  msgContent: ZMessageContent,
  username: zOptionalText(100),
  groupId: zInt(-1).optional(),
});
export const ZMessageSendOutput = z.object({ count: z.number() });

/** message/save: a draft to `username`. */
export const ZMessageDraftInput = z.object({
  username: ZRecipient,
  msgTitle: ZMessageTitle,
  msgContent: ZMessageContent,
});
/** message/update: a draft's title and text (its recipient stays). */
export const ZMessageUpdateInput = z.object({ id: ZId, msgTitle: ZMessageTitle, msgContent: ZMessageContent });
export const ZMessageIdInput = z.object({ id: ZId });
export const ZMessageIdOutput = z.object({ id: z.number() });
/** message/read: `msgBox` 1 reads the sent copy, any other box the received one (marked read). */
export const ZMessageReadInput = z.object({ id: ZId, msgBox: ZMessageBox });
export const ZMessageIdsInput = z.object({ ids: ZIdList });
/** message/unread: the unread messages in the caller's inbox (the origin counts up to 500). */
export const ZMessageUnreadOutput = z.object({ count: z.number() });
export const ZMessageOkOutput = z.object({ ok: z.literal(true) });
