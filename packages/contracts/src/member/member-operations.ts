import { z } from "zod";
import { ZStrongPassword } from "../common/account.ts";
import { ZIds } from "../common/list.ts";
import { ZId, zInt } from "../kit/primitives.ts";
import { ZMemberUsername } from "./member-resource.ts";

/** member/check: members waiting for review become active (all named ids must exist). */
export const ZCheckMembersInput = z.object({ ids: ZIds });
export const ZMemberCountOutput = z.object({ count: z.number() });

/** member/check_name: `result` is true when the username is free. */
export const ZCheckMemberNameInput = z.object({ username: ZMemberUsername });
export const ZCheckMemberNameOutput = z.object({ result: z.boolean() });

/** An administrator sets a member's password; the member's sessions end. */
export const ZResetMemberPasswordInput = z.object({ id: ZId, password: ZStrongPassword });

/**
 * member/getField: the registration items members fill in beyond the username and password (the
 * origin's field definitions).
 */
export const ZMemberFieldOutput = z.array(
  z.object({
    id: z.number(),
    priority: z.number(),
    dataType: z.number(),
    category: z.number(),
    required: z.boolean(),
    field: z.string(),
    label: z.string(),
    size: z.string(),
    rows: z.string(),
    cols: z.string(),
    help: z.string(),
    helpPosition: z.string(),
    defValue: z.string(),
    optValue: z.union([z.string(), z.array(z.string())]),
  }),
);

/** group/priority: a new order for many groups at once; `regDefId` becomes the only registration default. */
export const ZPrioritizeMemberGroupsInput = z
  .object({ ids: ZIds, priorities: z.array(zInt(0, 99_999)).min(1).max(1000), regDefId: ZId.optional() })
  .refine((input) => input.ids.length === input.priorities.length, {
    message: "validation.invalid",
    path: ["priorities"],
  });
