import type { Prisma } from "@suyuan/db/client";

/** Who sends or receives a site message: an administrator or a member of the public sites. */
export type Party = { kind: "admin"; id: number } | { kind: "member"; id: number };

/** The columns naming a party as the sender. */
export function senderColumns(party: Party) {
  return party.kind === "admin"
    ? { senderUserId: party.id, senderMemberId: null }
    : { senderUserId: null, senderMemberId: party.id };
}

/** The columns naming a party as the recipient. */
export function receiverColumns(party: Party) {
  return party.kind === "admin"
    ? { receiverUserId: party.id, receiverMemberId: null }
    : { receiverUserId: null, receiverMemberId: party.id };
}

/** Rows this party sent (either table). */
export const sentBy = (party: Party) =>
  party.kind === "admin" ? { senderUserId: party.id } : { senderMemberId: party.id };

/** Rows this party receives (either table). */
export const receivedBy = (party: Party) =>
  party.kind === "admin" ? { receiverUserId: party.id } : { receiverMemberId: party.id };

/** The recipient's copies in this party's bin: their own received ones and copies of their sent ones. */
export const binOf = (party: Party): Prisma.CmsReceiverMessageWhereInput => ({
  box: 3,
  OR: [
    { ...receivedBy(party), senderCopy: false },
    { ...sentBy(party), senderCopy: true },
  ],
});

type PartyColumns = {
  senderUserId: number | null;
  senderMemberId: number | null;
  receiverUserId: number | null;
  receiverMemberId: number | null;
};

export const senderOf = (row: PartyColumns): Party | null =>
  row.senderUserId !== null
    ? { kind: "admin", id: row.senderUserId }
    : row.senderMemberId !== null
      ? { kind: "member", id: row.senderMemberId }
      : null;

export const receiverOf = (row: PartyColumns): Party | null =>
  row.receiverUserId !== null
    ? { kind: "admin", id: row.receiverUserId }
    : row.receiverMemberId !== null
      ? { kind: "member", id: row.receiverMemberId }
      : null;

export const sameParty = (a: Party | null, b: Party): boolean => a !== null && a.kind === b.kind && a.id === b.id;
