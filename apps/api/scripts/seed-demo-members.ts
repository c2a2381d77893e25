import { prisma } from "@suyuan/db/client";
import type { ServiceContext } from "../src/services/service-context.ts";
import { createMember } from "../src/services/member/mutate-members.ts";
import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";
import { adminCaller, memberCaller, replyToMessage, sendMessage } from "../src/services/message/messages.ts";
import { currentSite } from "../src/services/access/site-scope.ts";

/**
 * Member groups, the registration items, a demo member of the public sites (password Demo@2024)
 * bound to a QQ account, and a site message to the member with the member's answer in the
 * administrator's inbox.
 */
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
  const member = await createMember(ctx, {
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
    memberId: member.id,
  });
  const { count } = await sendMessage(adminCaller(ctx), {
    msgTitle: "欢迎加入",
    msgContent: "欢迎注册成为本站会员，有问题可直接回复本消息。",
    username: "13800138000",
  });
  if (count !== 1) throw new Error("the demo message was not delivered");
  const received = await prisma.cmsReceiverMessage.findFirstOrThrow({
    where: { receiverMemberId: member.id },
    select: { id: true },
  });
  await replyToMessage(
    memberCaller({ id: member.id, username: "13800138000" }, currentSite(ctx), "127.0.0.1"),
    received.id,
    {
      title: "回复：欢迎加入",
      content: "谢谢，请问如何投稿？",
    },
  );
}
