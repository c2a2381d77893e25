import { z } from "zod";
import { ZPaging, zListOutput } from "../common/list.ts";
import { ZId, ZIdList, zOptionalText, zText, ZTextFilter } from "../kit/primitives.ts";

/** A post's review status, the origin's codes: 0 待审核, 1 已审核 (shown on the guestbook page). */
export const GUESTBOOK_STATUS = { waiting: 0, checked: 1 } as const;
const ZGuestbookStatus = z.union([z.literal(0), z.literal(1)], { error: "validation.invalid" });
export const GUESTBOOK_STATUS_LABELS = {
  0: { zh: "待审核", en: "Waiting" },
  1: { zh: "已审核", en: "Checked" },
} as const;

export const GUESTBOOK_TEXT_MAX = 2000;

/** guestbook/list (both APIs, the origin's names): newest first. */
export const ZGuestbookListInput = z
  .object({
    queryCtgId: ZId.optional(),
    queryRecommend: z.boolean().optional(),
    queryChecked: ZGuestbookStatus.optional(),
    queryText: ZTextFilter.optional(),
  })
  .extend(ZPaging.shape);

/** A post with the origin's names ("replay" = reply), and its title besides. */
export const ZGuestbookItem = z.object({
  id: z.number(),
  createTime: z.string(),
  replayTime: z.string(),
  recommend: z.boolean(),
  checked: z.number(),
  memberUsername: z.string(),
  memberId: z.number().nullable(),
  adminUsername: z.string(),
  adminId: z.number().nullable(),
  ip: z.string(),
  ctgName: z.string(),
  ctgId: z.number(),
  title: z.string(),
  content: z.string(),
  reply: z.string(),
  email: z.string(),
  phone: z.string(),
  qq: z.string(),
});
export type GuestbookItem = z.infer<typeof ZGuestbookItem>;
/** The one list's answer (common/list.ts); the legacy path answers its items and total. */
export const ZGuestbookListOutput = zListOutput(ZGuestbookItem);

const fields = {
  ctgId: ZId,
  checked: ZGuestbookStatus.optional(),
  recommend: z.boolean().optional(),
  title: zOptionalText(255),
  content: zText(GUESTBOOK_TEXT_MAX),
  reply: zOptionalText(GUESTBOOK_TEXT_MAX),
  email: zOptionalText(100),
  phone: zOptionalText(100),
  qq: zOptionalText(50),
};
/** guestbook/save: a post written by an administrator (on behalf of a visitor). */
export const ZGuestbookSaveInput = z.object(fields);
/** guestbook/update: absent fields keep their value; a new reply (≠ `oldreply`) records who answered when. */
export const ZGuestbookUpdateInput = z.object({
  ...fields,
  id: ZId,
  content: zText(GUESTBOOK_TEXT_MAX).optional(),
  oldreply: zOptionalText(GUESTBOOK_TEXT_MAX),
});
export const ZGuestbookIdOutput = z.object({ id: z.number() });
export const ZGuestbookGetInput = z.object({ id: ZId });
export const ZGuestbookDeleteInput = z.object({ ids: ZIdList });
export const ZGuestbookCheckInput = z.object({ ids: ZIdList, isCheck: ZGuestbookStatus });
export const ZGuestbookRecommendInput = z.object({ id: ZId, isRecommend: z.boolean({ error: "validation.required" }) });
export const ZGuestbookReplyInput = z.object({ id: ZId, reply: zText(GUESTBOOK_TEXT_MAX) });
export const ZGuestbookCountOutput = z.object({ count: z.number() });
export const ZGuestbookOkOutput = z.object({ ok: z.literal(true) });
