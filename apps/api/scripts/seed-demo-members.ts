import type { ServiceContext } from "../src/services/service-context.ts";
import { createMember } from "../src/services/member/mutate-members.ts";
import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";

/** Member groups, the registration items and a demo member of the public sites (password Demo@2024). */
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
  await RESOURCE_SERVICES.registerItem.create(ctx, {
    field: "company",
    label: "工作单位",
    priority: 1,
    dataType: "1",
    required: false,
    help: "合作社、家庭农场或企业名称",
  });
  await RESOURCE_SERVICES.registerItem.create(ctx, {
    field: "crops",
    label: "主要种养品种",
    priority: 2,
    dataType: "7",
    optValue: "茶叶,水果,蔬菜,畜禽",
    required: false,
  });
  await createMember(ctx, {
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
}
