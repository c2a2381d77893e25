import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { SEEDED_ROLE_KEYS } from "@suyuan/contracts/permissions/seeded-roles";
import { beforeAll, describe, expect, it } from "vitest";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { failure } from "../support/failure.ts";

const server = useTestServer();
let admin: ApiClient;
let siteId: number;
const roleId: Record<string, number> = {};

beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  siteId = (await prisma.site.findFirstOrThrow({ where: { isMaster: true } })).id;
  for (const role of await prisma.role.findMany()) if (role.key) roleId[role.key] = role.id;
});

const fields = (overrides: Record<string, unknown> = {}) => ({
  realName: "",
  mobile: "",
  email: "",
  roleIds: [roleId[SEEDED_ROLE_KEYS.stationOperator] ?? 0],
  siteIds: [siteId],
  enterpriseId: null,
  enabled: true,
  ...overrides,
});

async function signIn(username: string, password: string) {
  const client = createApiClient({ baseUrl: server().url });
  await client.auth.login.mutate({ username, password });
  return client;
}

describe("user management", () => {
  it("creates users, logs each creation once, and finds them by filters, sort and page", async () => {
    const before = await prisma.operationLog.count();
    for (const [index, name] of ["张三", "李四", "王五"].entries()) {
      await admin.user.create.mutate({
        ...fields({ realName: name, mobile: `1390000000${index}` }),
        username: `op${index}`,
        password: "Operator-pass-1",
      });
    }
    expect(await prisma.operationLog.count()).toBe(before + 3);
    const page = await admin.user.find.query({
      username: "op",
      sortBy: "username",
      sortDir: "desc",
      page: 1,
      pageSize: 2,
    });
    expect(page.total).toBe(3);
    expect(page.items.map((user) => user.username)).toEqual(["op2", "op1"]);
    expect(page.items[0]?.roles.map((role) => role.id)).toEqual([roleId[SEEDED_ROLE_KEYS.stationOperator]]);
    const byName = await admin.user.find.query({ realName: "李", page: 1, pageSize: 10 });
    expect(byName.items.map((user) => user.username)).toEqual(["op1"]);
    const byRole = await admin.user.find.query({ roleId: roleId[SEEDED_ROLE_KEYS.superAdmin], page: 1, pageSize: 10 });
    expect(byRole.items.map((user) => user.username)).toEqual(["admin"]);
    expect(JSON.stringify(page)).not.toMatch(/passwordHash|argon2/);
  });

  it("refuses bad input per field and a taken username, writing nothing", async () => {
    const before = await tableCounts();
    const bad = await failure(
      admin.user.create.mutate({
        ...fields({ mobile: "123", email: "x@", roleIds: [], siteIds: [] }),
        username: "a",
        password: "weak",
      }),
    );
    expect(bad.fieldErrors).toMatchObject({
      username: ["用户名为3-32位字母、数字或 _ . @ -"],
      password: ["密码至少8位、包含字母、数字、特殊字符"],
      mobile: ["请填写正确的手机号"],
      email: ["请填写正确的邮箱"],
      roleIds: ["请至少选择一个角色"],
      siteIds: ["请至少选择一个站点"],
    });
    const taken = await failure(
      admin.user.create.mutate({ ...fields(), username: "op0", password: "Operator-pass-1" }),
    );
    expect(taken).toMatchObject({
      appCode: "USERNAME_TAKEN",
      fieldErrors: { username: ["用户名已存在，请联系管理员"] },
    });
    const missingRole = await failure(
      admin.user.create.mutate({ ...fields({ roleIds: [99999] }), username: "ghost", password: "Operator-pass-1" }),
    );
    expect(missingRole.fieldErrors).toEqual({ roleIds: ["所选的数据不存在，请刷新后重试"] });
    expect(await tableCounts()).toEqual(before);
  });

  it("edits a user; field errors are named as on the form", async () => {
    const user = await prisma.user.findUniqueOrThrow({ where: { username: "op0" } });
    await admin.user.update.mutate({ id: user.id, data: fields({ realName: "张三丰", email: "zsf@example.com" }) });
    expect((await admin.user.get.query({ id: user.id })).realName).toBe("张三丰");
    const bad = await failure(admin.user.update.mutate({ id: user.id, data: fields({ email: "nope" }) }));
    expect(bad.fieldErrors).toEqual({ email: ["请填写正确的邮箱"] });
  });

  it("resets a password and disables a user, ending their sessions", async () => {
    const op1 = await signIn("op1", "Operator-pass-1");
    const user = await prisma.user.findUniqueOrThrow({ where: { username: "op1" } });
    await admin.user.resetPassword.mutate({ id: user.id, password: "Reset-pass-22", password2: "Reset-pass-22" });
    expect((await failure(op1.auth.getMe.query())).appCode).toBe("UNAUTHENTICATED");
    const again = await signIn("op1", "Reset-pass-22");
    await admin.user.updateEnabled.mutate({ ids: [user.id], enabled: false });
    expect((await failure(again.auth.getMe.query())).appCode).toBe("UNAUTHENTICATED");
    const login = await failure(signIn("op1", "Reset-pass-22"));
    expect(login.message).toBe("该账号已被禁用");
    await admin.user.updateEnabled.mutate({ ids: [user.id], enabled: true });
    await signIn("op1", "Reset-pass-22");
  });

  it("never deletes or disables yourself, and keeps an enabled super-admin", async () => {
    const me = await prisma.user.findUniqueOrThrow({ where: { username: "admin" } });
    const before = await tableCounts();
    expect((await failure(admin.user.delete.mutate({ ids: [me.id] }))).message).toBe("不能删除或停用当前登录的账号");
    expect((await failure(admin.user.updateEnabled.mutate({ ids: [me.id], enabled: false }))).appCode).toBe(
      "RULE_VIOLATION",
    );
    // A second super-admin may demote the first, but not then demote itself.
    const boss = await admin.user.create.mutate({
      ...fields({ roleIds: [roleId[SEEDED_ROLE_KEYS.superAdmin] ?? 0] }),
      username: "boss",
      password: "Boss-pass-123",
    });
    const bossClient = await signIn("boss", "Boss-pass-123");
    await bossClient.user.update.mutate({
      id: me.id,
      data: fields({ roleIds: [roleId[SEEDED_ROLE_KEYS.platformAdmin] ?? 0] }),
    });
    const last = await failure(
      bossClient.user.update.mutate({
        id: boss.id,
        data: fields({ roleIds: [roleId[SEEDED_ROLE_KEYS.platformAdmin] ?? 0] }),
      }),
    );
    expect(last.message).toBe("至少需要保留一个启用的超级管理员");
    await bossClient.user.update.mutate({
      id: me.id,
      data: fields({ roleIds: [roleId[SEEDED_ROLE_KEYS.superAdmin] ?? 0] }),
    });
    await bossClient.user.delete.mutate({ ids: [boss.id] }).catch(() => {});
    expect((await tableCounts()).users).toBe(before.users + 1);
  });

  it("stops a limited administrator from granting or managing more than they hold", async () => {
    await admin.user.create.mutate({
      ...fields({ roleIds: [roleId[SEEDED_ROLE_KEYS.platformAdmin] ?? 0] }),
      username: "ops-lead",
      password: "Lead-pass-123",
    });
    const lead = await signIn("ops-lead", "Lead-pass-123");
    const before = await tableCounts();
    const escalate = await failure(
      lead.user.create.mutate({
        ...fields({ roleIds: [roleId[SEEDED_ROLE_KEYS.superAdmin] ?? 0] }),
        username: "sneaky",
        password: "Sneaky-pass-1",
      }),
    );
    expect(escalate.appCode).toBe("FORBIDDEN");
    const me = await prisma.user.findUniqueOrThrow({ where: { username: "admin" } });
    expect(
      (
        await failure(
          lead.user.resetPassword.mutate({ id: me.id, password: "Taken-over-1", password2: "Taken-over-1" }),
        )
      ).appCode,
    ).toBe("FORBIDDEN");
    expect(await tableCounts()).toEqual(before);
    // Within their rights it works.
    await lead.user.create.mutate({ ...fields(), username: "op-by-lead", password: "Operator-pass-1" });
    expect((await lead.lookup.roles.query({})).map((role) => role.id)).not.toContain(
      roleId[SEEDED_ROLE_KEYS.superAdmin],
    );
  });

  it("deletes users in one step, logged once", async () => {
    const ids = (await prisma.user.findMany({ where: { username: { in: ["op2", "op-by-lead"] } } })).map(
      (user) => user.id,
    );
    const before = await prisma.operationLog.count();
    expect(await admin.user.delete.mutate({ ids })).toEqual({ deleted: 2 });
    expect(await prisma.user.count({ where: { id: { in: ids } } })).toBe(0);
    expect(await prisma.operationLog.count()).toBe(before + 1);
    expect((await failure(admin.user.get.query({ id: ids[0] ?? 0 }))).appCode).toBe("NOT_FOUND");
  });
});
