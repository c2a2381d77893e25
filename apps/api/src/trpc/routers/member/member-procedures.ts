import { MEMBER_GROUP_KEYS, MEMBER_KEYS } from "@suyuan/contracts/member/member-keys";
import {
  ZCheckMemberNameInput,
  ZCheckMemberNameOutput,
  ZCheckMembersInput,
  ZMemberCountOutput,
  ZMemberFieldOutput,
  ZPrioritizeMemberGroupsInput,
  ZResetMemberPasswordInput,
} from "@suyuan/contracts/member/member-operations";
import { ZCreateMemberInput } from "@suyuan/contracts/member/member-resource";
import { z } from "zod";
import { registrationItems } from "../../../services/member/member-settings.ts";
import {
  checkMembers,
  createMember,
  memberNameFree,
  prioritizeMemberGroups,
  resetMemberPassword,
} from "../../../services/member/mutate-members.ts";
import { permissionProcedure } from "../../init.ts";

// Members' procedures beside the kit's: creation with the password, review, the username check,
// the registration items, a new password; and the member groups' order.

/** Replaces the generated create: a new member also gives a username and a password. */
export const createMemberProcedure = permissionProcedure(MEMBER_KEYS.create)
  .meta({ legacy: { paths: ["/member/save"] } })
  .input(ZCreateMemberInput)
  .output(z.object({ id: z.number() }))
  .mutation(({ ctx, input }) => createMember(ctx, input));

export const checkMembersProcedure = permissionProcedure(MEMBER_KEYS.check)
  .meta({ legacy: { paths: ["/member/check"] } })
  .input(ZCheckMembersInput)
  .output(ZMemberCountOutput)
  .mutation(({ ctx, input }) => checkMembers(ctx, input.ids));

export const checkMemberNameProcedure = permissionProcedure(MEMBER_KEYS.list, MEMBER_KEYS.create)
  .meta({ legacy: { paths: ["/member/check_name"] } })
  .input(ZCheckMemberNameInput)
  .output(ZCheckMemberNameOutput)
  .query(({ input }) => memberNameFree(input.username));

export const memberFieldsProcedure = permissionProcedure(MEMBER_KEYS.list)
  .meta({ legacy: { paths: ["/member/getField"] } })
  .output(ZMemberFieldOutput)
  .query(() => registrationItems());

export const resetMemberPasswordProcedure = permissionProcedure(MEMBER_KEYS.update)
  .input(ZResetMemberPasswordInput)
  .output(z.object({ ok: z.literal(true) }))
  .mutation(async ({ ctx, input }) => {
    await resetMemberPassword(ctx, input.id, input.password);
    return { ok: true as const };
  });

export const prioritizeMemberGroupsProcedure = permissionProcedure(MEMBER_GROUP_KEYS.priority)
  .meta({ legacy: { paths: ["/group/priority"] } })
  .input(ZPrioritizeMemberGroupsInput)
  .output(ZMemberCountOutput)
  .mutation(({ ctx, input }) => prioritizeMemberGroups(ctx, input));
