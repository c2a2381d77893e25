import {
  MESSAGE_BOX,
  type MessageItem,
  type ZMessageListInput,
  type ZMessageSendInput,
} from "@suyuan/contracts/message/message-operations";
import { prisma, type Prisma, type TransactionClient } from "@suyuan/db/client";
import type { z } from "zod";
import { chinaDateTimeSql, column, sql } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { replaceSensitiveWords } from "../audience/sensitive-words.ts";
import { recordOperation, type Actor } from "../audit/record-operation.ts";
import { formatDateTime } from "../export/export-formats.ts";
import { listPage } from "../list/list-page.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";
import {
  binOf,
  receivedBy,
  receiverColumns,
  receiverOf,
  sameParty,
  senderColumns,
  senderOf,
  sentBy,
  type Party,
} from "./message-parties.ts";

// Site messages (站内信) between administrators and members of the public sites, in the origin's
// two tables: the sender's copy (CmsMessage: box 1 sent, 2 draft, 3 bin) and the recipient's
// copy (CmsReceiverMessage: box 0 inbox, 2 a draft's shadow, 3 bin). A sender's message put in
// the bin gets a recipient-table copy marked `senderCopy`, so every bin lists one table.

/** Who acts on messages: the party, the site written to, and how the operation log names them. */
export type MessageCaller = { party: Party; siteId: number; actor: Actor; meta: { ip: string | null } };

/** The administrator behind an admin API call. */
export function adminCaller(ctx: ServiceContext): MessageCaller {
  return { party: { kind: "admin", id: ctx.actor.userId }, siteId: currentSite(ctx), actor: ctx.actor, meta: ctx.meta };
}

const PARTIES = {
  senderUser: { select: { username: true } },
  senderMember: { select: { username: true } },
  receiverUser: { select: { username: true } },
  receiverMember: { select: { username: true } },
} as const;
type RowWithParties = {
  id: number;
  title: string;
  content: string | null;
  sendTime: Date | null;
  read: boolean;
  box: number;
  senderUserId: number | null;
  senderMemberId: number | null;
  receiverUserId: number | null;
  receiverMemberId: number | null;
  senderUser: { username: string } | null;
  senderMember: { username: string } | null;
  receiverUser: { username: string } | null;
  receiverMember: { username: string } | null;
};

/** A row of either table with the origin's names. */
function itemOf(row: RowWithParties): MessageItem {
  const sender = senderOf(row);
  const receiver = receiverOf(row);
  return {
    id: row.id,
    msgTitle: row.title,
    msgContent: row.content ?? "",
    sendTime: row.sendTime ? formatDateTime(row.sendTime) : "",
    msgStatus: row.read,
    msgBox: row.box,
    msgReceiverUserName: row.receiverUser?.username ?? row.receiverMember?.username ?? "",
    msgReceiverId: receiver?.id ?? null,
    msgReceiverKind: receiver?.kind ?? null,
    msgSendUserUserName: row.senderUser?.username ?? row.senderMember?.username ?? "",
    msgSendUserId: sender?.id ?? null,
    msgSendUserKind: sender?.kind ?? null,
  };
}

/**
 * A party of the row (`sender` or `receiver`) as the item names it: its username (an
 * administrator's first, as `senderOf` / `receiverOf` read the columns), its id and its kind.
 */
function partyValues(role: "sender" | "receiver") {
  const user = `t.${role}_user_id`;
  const member = `t.${role}_member_id`;
  return {
    username: sql(
      () =>
        `COALESCE((SELECT u.username FROM app_user u WHERE u.id = ${user}), (SELECT m.username FROM cms_member m WHERE m.id = ${member}), '')`,
    ),
    id: sql(() => `COALESCE(${user}, ${member})`),
    kind: sql(() => `(CASE WHEN ${user} IS NOT NULL THEN 'admin' WHEN ${member} IS NOT NULL THEN 'member' END)`),
  };
}

/** A message of either table with the origin's names, as message/list answers it. */
function messageValues() {
  const sender = partyValues("sender");
  const receiver = partyValues("receiver");
  return {
    id: column("id"),
    msgTitle: column("title"),
    msgContent: sql(() => `COALESCE(t.content, '')`),
    sendTime: sql(() => chinaDateTimeSql("t.send_time")),
    msgStatus: column("read"),
    msgBox: column("box"),
    msgReceiverUserName: receiver.username,
    msgReceiverId: receiver.id,
    msgReceiverKind: receiver.kind,
    msgSendUserUserName: sender.username,
    msgSendUserId: sender.id,
    msgSendUserKind: sender.kind,
  };
}

// The two boxes' tables on the one list statement (kit/sql-list-json.ts): capped count, clamped
// page and items in one statement each.
const SENT_MESSAGES = listStatementOf("cmsMessage", messageValues());
const RECEIVED_MESSAGES = listStatementOf("cmsReceiverMessage", messageValues());

/** The start of a day in China (the product's calendar), as the sent-time filters take it. */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`);
const DAY_MS = 86_400_000;

/** message/list: one box of the caller's messages, newest first (every site's). */
export function listMessages(caller: MessageCaller, input: z.output<typeof ZMessageListInput>) {
  const filters = {
    ...(input.title ? { title: containsText(input.title) } : {}),
    ...(input.status !== undefined ? { read: input.status } : {}),
    ...(input.sendBeginTime || input.sendEndTime
      ? {
          sendTime: {
            ...(input.sendBeginTime ? { gte: dayStart(input.sendBeginTime) } : {}),
            ...(input.sendEndTime ? { lt: new Date(dayStart(input.sendEndTime).getTime() + DAY_MS) } : {}),
          },
        }
      : {}),
  };
  const paging = { sortBy: "id", direction: "desc" as const, page: input.page, pageSize: input.pageSize };
  if (input.box === MESSAGE_BOX.sent || input.box === MESSAGE_BOX.drafts) {
    const where: Prisma.CmsMessageWhereInput = { ...sentBy(caller.party), box: input.box, ...filters };
    return listPage<MessageItem>(SENT_MESSAGES, { where, ...paging });
  }
  const where: Prisma.CmsReceiverMessageWhereInput =
    input.box === MESSAGE_BOX.inbox
      ? { ...receivedBy(caller.party), box: MESSAGE_BOX.inbox, ...filters }
      : { AND: [binOf(caller.party), filters] };
  return listPage<MessageItem>(RECEIVED_MESSAGES, { where, ...paging });
}

/** The origin counts at most this many unread messages. */
const UNREAD_MAX = 500;

/** message/unread: how many unread messages wait in the caller's inbox on the current site (at most 500). */
export async function unreadMessages(caller: MessageCaller): Promise<{ count: number }> {
  const count = await prisma.cmsReceiverMessage.count({
    where: { ...receivedBy(caller.party), box: MESSAGE_BOX.inbox, read: false, siteId: caller.siteId },
    take: UNREAD_MAX,
  });
  return { count };
}

/** A message the caller sent or drafted (the sender's copy). */
async function ownSent(party: Party, id: number) {
  const row = await prisma.cmsMessage.findFirst({ where: { id, ...sentBy(party) }, include: PARTIES });
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** A recipient's copy the caller may see: received by them, or the bin copy of one they sent. */
async function ownReceived(party: Party, id: number) {
  const row = await prisma.cmsReceiverMessage.findFirst({
    where: {
      id,
      OR: [
        { ...receivedBy(party), senderCopy: false },
        { ...sentBy(party), senderCopy: true },
      ],
    },
    include: PARTIES,
  });
  if (!row) throw new AppError("NOT_FOUND");
  return row;
}

/** message/get: a message the caller sent or drafted. */
export async function getMessage(caller: MessageCaller, id: number) {
  return itemOf(await ownSent(caller.party, id));
}

/**
 * message/read: `msgBox` 1 reads a sent message; any other box a received one, which is marked
 * read (its sender's copy too, so the sender sees it was read).
 */
export async function readMessage(caller: MessageCaller, id: number, msgBox: number) {
  if (msgBox === MESSAGE_BOX.sent) return itemOf(await ownSent(caller.party, id));
  const row = await ownReceived(caller.party, id);
  if (!row.read && !row.senderCopy) {
    await prisma.$transaction([
      prisma.cmsReceiverMessage.update({ where: { id }, data: { read: true } }),
      ...(row.messageId !== null
        ? [prisma.cmsMessage.updateMany({ where: { id: row.messageId }, data: { read: true } })]
        : []),
    ]);
    return itemOf({ ...row, read: true });
  }
  return itemOf(row);
}

/** message/reply: a received message, to prefill the answer. */
export async function messageToReply(caller: MessageCaller, id: number) {
  return itemOf(await ownReceived(caller.party, id));
}

/** message/forward: a received message, else a sent one, to prefill a new message. */
export async function messageToForward(caller: MessageCaller, id: number) {
  const received = await prisma.cmsReceiverMessage.findFirst({
    where: { id, ...receivedBy(caller.party), senderCopy: false },
    include: PARTIES,
  });
  return itemOf(received ?? (await ownSent(caller.party, id)));
}

/** The recipient a username names: a member of the public sites first, else an administrator. */
async function recipientNamed(username: string): Promise<Party | null> {
  const member = await prisma.member.findUnique({ where: { username }, select: { id: true } });
  if (member) return { kind: "member", id: member.id };
  const user = await prisma.user.findUnique({ where: { username }, select: { id: true } });
  return user ? { kind: "admin", id: user.id } : null;
}

type NewMessage = { title: string; content: string | null };

/** One message to one recipient: the sender's copy (sent) and the recipient's (inbox), linked. */
async function deliver(tx: TransactionClient, caller: MessageCaller, to: Party, message: NewMessage) {
  const sendTime = new Date();
  const common = {
    siteId: caller.siteId,
    title: message.title,
    content: message.content,
    sendTime,
    ...senderColumns(caller.party),
    ...receiverColumns(to),
  };
  const sent = await tx.cmsMessage.create({ data: { ...common, box: MESSAGE_BOX.sent }, select: { id: true } });
  await tx.cmsReceiverMessage.create({ data: { ...common, box: MESSAGE_BOX.inbox, messageId: sent.id } });
  return sent.id;
}

const logEntry = (caller: MessageCaller, operation: string, detail: Prisma.InputJsonValue, targetId?: number) => ({
  actor: caller.actor,
  meta: caller.meta,
  operation,
  resource: "message",
  ...(targetId === undefined ? {} : { targetId }),
  detail,
});

/** The most members one group send reaches (a site's whole membership, in one transaction). */
const GROUP_SEND_MAX = 10_000;

/**
 * message/send: to the recipient `username` names and/or to the active members of `groupId`
 * (0: every member). A message to oneself alone is refused (the origin's 363); in a group send
 * the named recipient gets one copy.
 */
export async function sendMessage(caller: MessageCaller, input: z.output<typeof ZMessageSendInput>) {
  const group = input.groupId !== undefined && input.groupId >= 0 ? input.groupId : null;
  if (!input.username && group === null)
    throw new AppError("PARAMETER", { fieldErrors: { username: ["message.recipientRequired"] } });
  const named = input.username ? await recipientNamed(input.username) : null;
  if (input.username && !named)
    throw new AppError("NOT_FOUND", { fieldErrors: { username: ["message.recipientUnknown"] } });
  if (named && sameParty(named, caller.party) && group === null) throw new AppError("SEND_TO_SELF");
  if (group !== null && group > 0 && !(await prisma.memberGroup.count({ where: { id: group } })))
    throw new AppError("NOT_FOUND", { fieldErrors: { groupId: ["error.notFound"] } });
  const members =
    group === null
      ? []
      : await prisma.member.findMany({
          where: { status: "active", ...(group > 0 ? { groupId: group } : {}) },
          select: { id: true },
          orderBy: { id: "asc" },
          take: GROUP_SEND_MAX,
        });
  const recipients: Party[] = named && !sameParty(named, caller.party) ? [named] : [];
  for (const member of members)
    if (!recipients.some((party) => party.kind === "member" && party.id === member.id))
      recipients.push({ kind: "member", id: member.id });
  const message = { title: input.msgTitle, content: input.msgContent };
  return prisma.$transaction(async (tx) => {
    const ids: number[] = [];
    for (const to of recipients) ids.push(await deliver(tx, caller, to, message));
    await recordOperation(tx, logEntry(caller, "send", { ids, title: input.msgTitle, groupId: group }));
    return { count: ids.length };
  });
}

/** A member's message as stored: its sensitive words replaced, like their comments and posts. */
async function cleanedMessage(message: NewMessage): Promise<NewMessage> {
  return {
    title: await replaceSensitiveWords(message.title),
    content: message.content === null ? null : await replaceSensitiveWords(message.content),
  };
}

/** A member of the public sites answers an administrator's message (from the member centre). */
export async function replyToMessage(caller: MessageCaller, id: number, message: NewMessage) {
  const original = await ownReceived(caller.party, id);
  const to = senderOf(original);
  if (!to || original.senderCopy) throw new AppError("NOT_FOUND");
  const cleaned = await cleanedMessage(message);
  return prisma.$transaction(async (tx) => {
    const sentId = await deliver(tx, caller, to, cleaned);
    await recordOperation(tx, logEntry(caller, "reply", { replyTo: id, title: message.title }, sentId));
    return { id: sentId };
  });
}

/**
 * A member of the public sites writes to an administrator, named by username (from the member
 * centre); only an enabled back-office user receives it.
 */
export async function writeToAdministrator(caller: MessageCaller, username: string, message: NewMessage) {
  const user = await prisma.user.findFirst({ where: { username, enabled: true }, select: { id: true } });
  if (!user) throw new AppError("NOT_FOUND", { fieldErrors: { username: ["message.adminUnknown"] } });
  const cleaned = await cleanedMessage(message);
  return prisma.$transaction(async (tx) => {
    const sentId = await deliver(tx, caller, { kind: "admin", id: user.id }, cleaned);
    await recordOperation(tx, logEntry(caller, "send", { to: username, title: cleaned.title }, sentId));
    return { id: sentId };
  });
}

/** message/save: a draft (the sender's copy in drafts, the recipient's shadow copy waiting). */
export async function saveDraft(caller: MessageCaller, username: string, message: NewMessage) {
  const to = await recipientNamed(username);
  if (!to) throw new AppError("NOT_FOUND", { fieldErrors: { username: ["message.recipientUnknown"] } });
  return prisma.$transaction(async (tx) => {
    const common = {
      siteId: caller.siteId,
      title: message.title,
      content: message.content,
      box: MESSAGE_BOX.drafts,
      ...senderColumns(caller.party),
      ...receiverColumns(to),
    };
    const draft = await tx.cmsMessage.create({ data: common, select: { id: true } });
    await tx.cmsReceiverMessage.create({ data: { ...common, messageId: draft.id } });
    await recordOperation(tx, logEntry(caller, "draft", { title: message.title }, draft.id));
    return { id: draft.id };
  });
}

/** A draft of the caller's, for tosend and update. */
async function ownDraft(tx: TransactionClient, party: Party, id: number) {
  const row = await tx.cmsMessage.findFirst({
    where: { id, ...sentBy(party), box: MESSAGE_BOX.drafts },
    select: { id: true },
  });
  if (!row) throw new AppError("NOT_FOUND");
}

/** message/tosend: a draft is sent (its copies to sent and inbox, sent now). */
export async function sendDraft(caller: MessageCaller, id: number) {
  return prisma.$transaction(async (tx) => {
    await ownDraft(tx, caller.party, id);
    const sendTime = new Date();
    await tx.cmsMessage.update({ where: { id }, data: { box: MESSAGE_BOX.sent, sendTime } });
    await tx.cmsReceiverMessage.updateMany({
      where: { messageId: id, box: MESSAGE_BOX.drafts },
      data: { box: MESSAGE_BOX.inbox, sendTime },
    });
    await recordOperation(tx, logEntry(caller, "send", { draft: true }, id));
    return { id };
  });
}

/** message/update: a draft's title and text (its recipient stays). */
export async function updateDraft(caller: MessageCaller, id: number, message: NewMessage) {
  return prisma.$transaction(async (tx) => {
    await ownDraft(tx, caller.party, id);
    await tx.cmsMessage.update({ where: { id }, data: message });
    await tx.cmsReceiverMessage.updateMany({ where: { messageId: id, box: MESSAGE_BOX.drafts }, data: message });
    await recordOperation(tx, logEntry(caller, "update", { title: message.title }, id));
    return { id };
  });
}

/**
 * message/trash: each id names a message the caller sent or drafted (its copy goes to their bin)
 * or one they received (it moves to their bin). Ids of neither kind are passed over.
 */
export async function trashMessages(caller: MessageCaller, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  await prisma.$transaction(async (tx) => {
    const sent = await tx.cmsMessage.findMany({
      where: { id: { in: unique }, ...sentBy(caller.party), box: { not: MESSAGE_BOX.bin } },
    });
    for (const row of sent) {
      await tx.cmsReceiverMessage.create({
        data: {
          siteId: row.siteId,
          title: row.title,
          content: row.content,
          sendTime: row.sendTime,
          read: row.read,
          box: MESSAGE_BOX.bin,
          senderUserId: row.senderUserId,
          senderMemberId: row.senderMemberId,
          receiverUserId: row.receiverUserId,
          receiverMemberId: row.receiverMemberId,
          senderCopy: true,
          messageId: row.id,
        },
      });
    }
    await tx.cmsMessage.updateMany({
      where: { id: { in: sent.map((row) => row.id) } },
      data: { box: MESSAGE_BOX.bin },
    });
    const received = await tx.cmsReceiverMessage.updateMany({
      where: { id: { in: unique }, ...receivedBy(caller.party), senderCopy: false, box: MESSAGE_BOX.inbox },
      data: { box: MESSAGE_BOX.bin },
    });
    await recordOperation(tx, logEntry(caller, "trash", { ids: unique, sent: sent.length, received: received.count }));
  });
  return { ok: true as const };
}

/** The bin rows of the caller the ids name (ids of the bin list: recipient-table ids). */
async function binRows(tx: TransactionClient, party: Party, ids: readonly number[]) {
  return tx.cmsReceiverMessage.findMany({
    where: { AND: [{ id: { in: [...new Set(ids)] } }, binOf(party)] },
    select: { id: true, senderCopy: true, messageId: true },
  });
}

/** message/revert: messages back from the bin (a received one to the inbox, a sent one to sent or drafts). */
export async function revertMessages(caller: MessageCaller, ids: readonly number[]) {
  await prisma.$transaction(async (tx) => {
    const rows = await binRows(tx, caller.party, ids);
    for (const row of rows) {
      if (!row.senderCopy) {
        await tx.cmsReceiverMessage.update({ where: { id: row.id }, data: { box: MESSAGE_BOX.inbox } });
        continue;
      }
      if (row.messageId !== null) {
        const original = await tx.cmsMessage.findUnique({ where: { id: row.messageId }, select: { sendTime: true } });
        if (original)
          await tx.cmsMessage.update({
            where: { id: row.messageId },
            data: { box: original.sendTime ? MESSAGE_BOX.sent : MESSAGE_BOX.drafts },
          });
      }
      await tx.cmsReceiverMessage.delete({ where: { id: row.id } });
    }
    await recordOperation(tx, logEntry(caller, "revert", { ids: rows.map((row) => row.id) }));
  });
  return { ok: true as const };
}

/**
 * message/empty: messages deleted from the bin for good: a received one is gone for its
 * recipient; a sent one for its sender (with its copy in the bin and a draft's shadow copy).
 */
export async function emptyMessages(caller: MessageCaller, ids: readonly number[]) {
  await prisma.$transaction(async (tx) => {
    const rows = await binRows(tx, caller.party, ids);
    if (rows.length !== new Set(ids).size) throw new AppError("NOT_FOUND");
    const sentIds = rows
      .filter((row) => row.senderCopy && row.messageId !== null)
      .map((row) => row.messageId as number);
    await tx.cmsReceiverMessage.deleteMany({ where: { id: { in: rows.map((row) => row.id) } } });
    await tx.cmsReceiverMessage.deleteMany({ where: { messageId: { in: sentIds }, box: MESSAGE_BOX.drafts } });
    await tx.cmsMessage.deleteMany({ where: { id: { in: sentIds } } });
    await recordOperation(tx, logEntry(caller, "empty", { ids: rows.map((row) => row.id) }));
  });
  return { ok: true as const };
}

/** A member of the public sites in their member centre, on the site they are visiting. */
export function memberCaller(member: { id: number; username: string }, siteId: number, ip: string): MessageCaller {
  return {
    party: { kind: "member", id: member.id },
    siteId,
    actor: { userId: null, username: member.username, siteId },
    meta: { ip },
  };
}
