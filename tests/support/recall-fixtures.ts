import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { prisma } from "@suyuan/db/client";
import { tableCounts } from "./table-counts.ts";

// Fixtures of the recall and quality-check tests: enterprises, goods and batches written straight
// to the database (the batch service is someone else's subject), and users holding chosen keys.

export async function fixtureEnterprise(name: string): Promise<number> {
  return (await prisma.enterprise.create({ data: { name, status: "approved" }, select: { id: true } })).id;
}

export async function fixtureGoods(enterpriseId: number, name: string): Promise<number> {
  const goodsClass =
    (await prisma.goodsClass.findFirst({ where: { name: "抽检测试分类" } })) ??
    (await prisma.goodsClass.create({ data: { name: "抽检测试分类" } }));
  return (
    await prisma.goods.create({
      data: { name, enterpriseId, classId: goodsClass.id, status: "approved" },
      select: { id: true },
    })
  ).id;
}

export async function fixtureBatch(enterpriseId: number, goodsId: number, batchNo: string): Promise<number> {
  return (
    await prisma.batch.create({
      data: { enterpriseId, goodsId, batchNo, productionDate: new Date("2026-03-01T00:00:00Z") },
      select: { id: true },
    })
  ).id;
}

/** tableCounts plus the tables recalls and checks write. */
export async function recallCounts() {
  const [base, recalls, recallBatches, checks] = await Promise.all([
    tableCounts(),
    prisma.recall.count(),
    prisma.recallBatch.count(),
    prisma.qualityCheck.count(),
  ]);
  return { ...base, recalls, recallBatches, checks };
}

/** A signed-in user of an enterprise (or none) holding exactly these keys. */
export async function userWithKeys(
  baseUrl: string,
  admin: ApiClient,
  options: { username: string; perms: string[]; enterpriseId: number | null },
): Promise<ApiClient> {
  const password = "Recall-pass-123";
  const site = (await prisma.site.findFirstOrThrow()).id;
  const { id: role } = await admin.role.create.mutate({
    name: `角色-${options.username}`,
    priority: 30,
    description: "",
    allPerms: false,
    perms: options.perms,
  });
  await admin.user.create.mutate({
    realName: "",
    mobile: "",
    email: "",
    roleIds: [role],
    siteIds: [site],
    enabled: true,
    enterpriseId: options.enterpriseId,
    username: options.username,
    password,
  });
  const client = createApiClient({ baseUrl });
  await client.auth.login.mutate({ username: options.username, password });
  return client;
}
