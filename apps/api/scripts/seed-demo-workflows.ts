// The review workflows of `npm run seed:demo`: a one-step and a two-step workflow of the current
// site, checked by the seeded reviewer role (审核员) and, at the final step, the administrators.
// Through the kit's services like the other parts; written once (a site with workflows is left alone).
import { SEEDED_ROLE_KEYS } from "@suyuan/contracts/permissions/seeded-roles";
import { prisma } from "@suyuan/db/client";
import { currentSite } from "../src/services/access/site-scope.ts";
import { RESOURCE_SERVICES } from "../src/services/resource-services.ts";
import type { ServiceContext } from "../src/services/service-context.ts";

export async function seedWorkflowDemo(ctx: ServiceContext): Promise<{ written: boolean; summary: string }> {
  if ((await prisma.workflow.count({ where: { siteId: currentSite(ctx) } })) > 0)
    return { written: false, summary: "" };
  const roleOf = async (key: string) => (await prisma.role.findUnique({ where: { key }, select: { id: true } }))?.id;
  const reviewer = (await roleOf(SEEDED_ROLE_KEYS.cmsReviewer)) ?? (await prisma.role.findFirstOrThrow()).id;
  const chief = (await roleOf(SEEDED_ROLE_KEYS.superAdmin)) ?? reviewer;
  await RESOURCE_SERVICES.workflow.create(ctx, {
    name: "一级审核",
    description: "审核员审核通过即发布",
    priority: 1,
    roleIds: [reviewer],
  });
  await RESOURCE_SERVICES.workflow.create(ctx, {
    name: "两级审核",
    description: "审核员初审，管理员终审",
    priority: 2,
    roleIds: [reviewer, chief],
  });
  return { written: true, summary: "2 review workflows" };
}
