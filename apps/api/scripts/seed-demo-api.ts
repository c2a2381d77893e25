import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";
import type { ServiceContext } from "../src/services/service-context.ts";

/** A registered interface with a daily limit, and a web service (disabled: the demo sends nothing). */
export async function seedApiDemo(ctx: ServiceContext): Promise<void> {
  await RESOURCE_SERVICES.apiInfo.create(ctx, {
    name: "内容列表",
    url: "/api/admin/content/list",
    code: "contentList",
    disabled: false,
    limitCallDay: 10_000,
  });
  await RESOURCE_SERVICES.webhook.create(ctx, {
    name: "用户同步（示例）",
    url: "https://example.com/hooks/suyuan",
    events: ["user.created", "user.updated", "user.deleted"],
    enabled: false,
    remark: "示例：启用前请改为接收方的地址",
  });
}
