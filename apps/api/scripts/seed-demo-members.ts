import type { ServiceContext } from "../src/services/service-context.ts";
import { createMember } from "../src/services/member/mutate-members.ts";
import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";

/** Member groups and a demo member of the public sites (password Demo@2024), bound to a QQ account. */
export async function seedMembersDemo(ctx: ServiceContext): Promise<void> {
  const { id: groupId } = await RESOURCE_SERVICES.memberGroup.create(ctx, {
    name: "普通会员",
    priority: 1,
    regDef: true,
    needCaptcha: false,
    needCheck: true,
  });
  await RESOURCE_SERVICES.memberGroup.create(ctx, {
    name: "高级会员",
    priority: 2,
    needCaptcha: false,
    needCheck: false,
  });
  const { id: memberId } = await createMember(ctx, {
    username: "13800138000",
    password: "Demo@2024",
    groupId,
    mobile: "13800138000",
    realName: "张三",
    status: "active",
    grain: 0,
    email: null,
    qq: null,
    gender: false,
    intro: null,
  });
  await RESOURCE_SERVICES.memberAccount.create(ctx, {
    username: "qq_13800138000",
    source: "QQ",
    accountKey: "6A1F0C3D9B7E4F21A8C5D0E3B2F14A97",
    memberId,
  });
}
