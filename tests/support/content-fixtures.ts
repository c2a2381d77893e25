import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { prisma } from "./test-server.ts";

// Content fixtures: a content model with custom fields, channels with and without a two-step
// workflow, and users holding exactly the keys (and roles) a test needs.

export type ContentWorld = {
  siteId: number;
  otherSiteId: number;
  modelId: number;
  typeId: number;
  /** No workflow: one step, any holder of the check key. */
  plain: number;
  /** A two-step workflow: step 1 role `firstRole`, step 2 role `secondRole`. */
  reviewed: number;
  target: number;
  otherSiteChannel: number;
  firstRole: number;
  secondRole: number;
};

export async function contentWorld(admin: ApiClient, prefix: string): Promise<ContentWorld> {
  const siteId = (await admin.auth.getMe.query()).siteId!;
  const otherSiteId = (await prisma.site.create({ data: { name: `${prefix}-另一站点` } })).id;
  const channelModel = await prisma.cmsModel.create({
    data: { name: `${prefix}栏目模型`, kind: "channel", path: `${prefix}-c` },
  });
  const model = await prisma.cmsModel.create({
    data: {
      name: `${prefix}新闻`,
      kind: "content",
      path: `${prefix}-news`,
      items: {
        create: [
          { field: "title", label: "标题", dataType: "text", isCustom: false, required: true },
          { field: "source", label: "供稿单位", dataType: "text", required: true },
          { field: "grade", label: "等级", dataType: "select", options: ["一级", "二级"] },
        ],
      },
    },
  });
  const typeId = (await prisma.contentType.create({ data: { name: `${prefix}普通`, priority: 0 } })).id;
  const firstRole = (await prisma.role.create({ data: { name: `${prefix}初审`, perms: [] } })).id;
  const secondRole = (await prisma.role.create({ data: { name: `${prefix}终审`, perms: [] } })).id;
  const workflow = await prisma.workflow.create({
    data: {
      siteId,
      name: `${prefix}两级审核`,
      steps: {
        create: [
          { step: 1, roleId: firstRole },
          { step: 2, roleId: secondRole },
        ],
      },
    },
  });
  const channel = (path: string, extra: Record<string, unknown> = {}, site = siteId) =>
    prisma.channel
      .create({
        data: {
          siteId: site,
          name: path,
          path: `${prefix}-${path}`,
          modelId: channelModel.id,
          contentModels: { create: [{ modelId: model.id }] },
          ...extra,
        },
      })
      .then((row) => row.id);
  return {
    siteId,
    otherSiteId,
    modelId: model.id,
    typeId,
    plain: await channel("plain"),
    reviewed: await channel("reviewed", { workflowId: workflow.id }),
    target: await channel("target"),
    otherSiteChannel: await channel("other", {}, otherSiteId),
    firstRole,
    secondRole,
  };
}

/** A signed-in user holding exactly these keys through one role (or the given role, given keys). */
export async function contentUser(
  baseUrl: string,
  admin: ApiClient,
  options: { username: string; perms: string[]; roleId?: number; siteId: number },
): Promise<ApiClient> {
  const password = "Content-pass-123";
  const roleId =
    options.roleId ?? (await prisma.role.create({ data: { name: `角色-${options.username}`, perms: [] } })).id;
  await prisma.role.update({ where: { id: roleId }, data: { perms: options.perms } });
  await admin.user.create.mutate({
    realName: options.username,
    mobile: "",
    email: "",
    roleIds: [roleId],
    siteIds: [options.siteId],
    enabled: true,
    enterpriseId: null,
    username: options.username,
    password,
  });
  const client = createApiClient({ baseUrl });
  await client.auth.login.mutate({ username: options.username, password });
  return client;
}

/** An item written straight into a status (for the transition table's every pair). */
export async function contentIn(world: ContentWorld, status: number, title: string, channelId = world.plain) {
  return prisma.content.create({
    data: {
      siteId: world.siteId,
      channelId,
      modelId: world.modelId,
      typeId: world.typeId,
      title,
      status,
      releaseDate: new Date("2026-03-01T08:00:00Z"),
      attrs: { source: "县融媒体中心" },
    },
  });
}

/** The fields of a valid item, for tRPC saves. */
export function article(world: ContentWorld, overrides: Record<string, unknown> = {}) {
  return {
    channelId: world.plain,
    title: "春耕备耕工作有序推进",
    txt: "<p>全县春耕备耕工作有序推进。</p>",
    tags: [] as string[],
    attrs: { source: "县农业农村局" } as Record<string, string | number | string[] | null>,
    ...overrides,
  };
}
