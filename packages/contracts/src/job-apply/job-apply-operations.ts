import { z } from "zod";
import { ZPaging, zListOutput } from "../common/list.ts";
import { ZId, ZIdList, zString, ZTextFilter } from "../kit/primitives.ts";

/** jobapply/list: the applications to the site's job postings, newest first (`title`: the posting's title contains). */
export const ZJobApplyListInput = z.object({ title: ZTextFilter.optional() }).extend(ZPaging.shape);

/** An application, with the origin's names. */
const ZJobApplyItem = z.object({
  id: z.number(),
  applyTime: z.string(),
  contentId: z.number(),
  contentTitle: z.string(),
  contentURL: z.string(),
  userId: z.number().nullable(),
  username: z.string(),
  realname: z.string(),
  mobile: z.string(),
});
/** The one list's answer (common/list.ts); the legacy path answers its items and total. */
export const ZJobApplyListOutput = zListOutput(ZJobApplyItem);

/** jobapply/view: one application by `id`, or the origin's `userId` and `contentId`. */
export const ZJobApplyViewInput = z
  .object({ id: ZId.optional(), userId: ZId.optional(), contentId: ZId.optional() })
  .refine((input) => input.id !== undefined || (input.userId !== undefined && input.contentId !== undefined), {
    message: "validation.required",
    path: ["id"],
  });

/** The applicant's details (the origin's resume keys where they exist). */
export const ZJobApplyView = ZJobApplyItem.extend({
  gender: z.string(),
  email: z.string(),
  eduBack: z.string(),
  eduSchool: z.string(),
  selfEvaluation: z.string(),
});
export const ZJobApplyDeleteInput = z.object({ ids: ZIdList });
export const ZJobApplyCountOutput = z.object({ count: z.number() });

/** A visitor's application from a job posting's page. */
export const ZJobApplicationInput = z.object({
  realname: zString().trim().min(1, "validation.required").max(50, "validation.tooLong"),
  mobile: zString()
    .trim()
    .regex(/^1\d{10}$/, "validation.mobileInvalid"),
  email: zString()
    .trim()
    .max(100, "validation.tooLong")
    .refine((value) => value === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), "validation.email"),
  gender: z.enum(["", "男", "女"], { error: "validation.choose" }),
  eduBack: zString().trim().max(50, "validation.tooLong"),
  eduSchool: zString().trim().max(100, "validation.tooLong"),
  selfEvaluation: zString().max(2000, "validation.tooLong"),
});
