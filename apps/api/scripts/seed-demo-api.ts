import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";
import type { ServiceContext } from "../src/services/service-context.ts";

/**
 * A registered interface with a daily limit, a web service with its receiver's credentials
 * (disabled: the demo sends nothing), an object-storage account and the site's statistics account
 * (made-up keys, answered masked).
 */
export async function seedApiDemo(ctx: ServiceContext): Promise<void> {
  await RESOURCE_SERVICES.apiInfo.create(ctx, {
    name: "内容列表",
    url: "/api/admin/content/list",
    code: "contentList",
    disabled: false,
    limitCallDay: 10_000,
  });
  const auth = await RESOURCE_SERVICES.webhookAuth.create(ctx, {
    system: "用户中心（示例）",
    username: "suyuan-sync",
    password: "demo-receiver-password",
    enabled: false,
  });
  await RESOURCE_SERVICES.webhook.create(ctx, {
    authId: auth.id,
    name: "用户同步（示例）",
    url: "https://example.com/hooks/suyuan",
    events: ["user.created", "user.updated", "user.deleted"],
    enabled: false,
    remark: "示例：启用前请改为接收方的地址",
  });
  await RESOURCE_SERVICES.oss.create(ctx, {
    name: "阿里云 OSS（示例）",
    ossType: "2",
    bucketName: "suyuan-demo",
    secretId: "LTAI5tDemoAccessKey",
    appKey: "demo-access-key-secret",
    bucketArea: "cn-hangzhou",
    endPoint: "https://oss-cn-hangzhou.aliyuncs.com",
    accessDomain: "https://static.example.com",
  });
  if (ctx.actor.siteId !== null)
    await RESOURCE_SERVICES.statAccount.create(ctx, {
      siteId: ctx.actor.siteId,
      siteName: "溯源示例站",
      userName: "suyuan-demo",
      password: "demo-tongji-password",
      tjToken: "demo-tongji-token",
      tjSiteId: "18000000",
    });
}
