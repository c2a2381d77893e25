import { z } from "zod";
import { ZIds, ZPaging, zListOutput } from "../common/list.ts";
import { ZId, zInt, zString } from "../kit/primitives.ts";
import { ZOriginAdmin } from "../user/admin-operations.ts";

/** department/list: the departments directly under `root` (absent: the top level), in order. */
export const ZDepartmentChildrenInput = z.object({ root: ZId.optional() });
const ZDepartmentRow = z.object({
  id: z.number(),
  name: z.string(),
  priority: z.number(),
  weights: z.number(),
  pid: z.number().nullable(),
});
export const ZDepartmentChildrenOutput = z.array(ZDepartmentRow);

/**
 * department/tree: every department below `root` ("source" or absent: the whole tree). Kept as
 * the text sent (the legacy adapter parses an input twice, so it must not transform).
 */
export const ZDepartmentTreeInput = z.object({
  root: z.union([z.literal("source"), z.string().regex(/^\d{1,9}$/, "validation.invalid")]).optional(),
});
export type TDepartmentNode = { id: number; name: string; hasChild: boolean; child?: TDepartmentNode[] };
const ZDepartmentNode: z.ZodType<TDepartmentNode> = z.lazy(() =>
  z.object({ id: z.number(), name: z.string(), hasChild: z.boolean(), child: z.array(ZDepartmentNode).optional() }),
);
export const ZDepartmentTreeOutput = z.array(ZDepartmentNode);

/**
 * department/get in the origin's detail form: the department, its channels (only the leaves of the
 * sets, which hold every ancestor too) for content and for settings, its guestbook categories, the
 * ids from the top down to itself, and its children in the same form.
 */
export type TDepartmentDetail = {
  id: number;
  name: string;
  priority: number;
  weights: number;
  pid: number | "";
  hasChild: boolean;
  child: TDepartmentDetail[];
  channels: { channelId: number; channelName: string }[];
  controlChannels: { channelId: number; channelName: string }[];
  parents: number[];
  ctgs: { id: number; name: string; description: string; priority: number }[];
};
const ZDepartmentChannel = z.object({ channelId: z.number(), channelName: z.string() });
export const ZDepartmentDetail: z.ZodType<TDepartmentDetail> = z.lazy(() =>
  z.object({
    id: z.number(),
    name: z.string(),
    priority: z.number(),
    weights: z.number(),
    pid: z.union([z.number(), z.literal("")]),
    hasChild: z.boolean(),
    child: z.array(ZDepartmentDetail),
    channels: z.array(ZDepartmentChannel),
    controlChannels: z.array(ZDepartmentChannel),
    parents: z.array(z.number()),
    ctgs: z.array(z.object({ id: z.number(), name: z.string(), description: z.string(), priority: z.number() })),
  }),
);

/** department/check_name: `result` is true when no other department under `pid` has the name. */
export const ZCheckDepartmentNameInput = z.object({
  name: zString("validation.nameRequired").trim().max(255, "validation.tooLong"),
  pid: ZId.optional(),
  id: ZId.optional(),
});
export const ZCheckDepartmentNameOutput = z.object({ result: z.boolean() });

/** department/priority: a new order for many departments at once. */
export const ZPrioritizeDepartmentsInput = z
  .object({ ids: ZIds, priorities: z.array(zInt(0, 99_999)).min(1).max(1000) })
  .refine((input) => input.ids.length === input.priorities.length, {
    message: "validation.invalid",
    path: ["priorities"],
  });
export const ZDepartmentCountOutput = z.object({ count: z.number() });

/** department/member_list: the administrators of a department, 20 to a page by default. */
export const ZDepartmentMembersInput = ZPaging.extend({ departId: ZId, pageSize: zInt(1, 100).default(20) });
export const ZDepartmentMembersOutput = zListOutput(ZOriginAdmin);
