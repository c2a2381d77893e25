import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { ROUTES } from "@suyuan/contracts/permissions/route-registry";
import { SEEDED_ROLE_KEYS } from "@suyuan/contracts/permissions/seeded-roles";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../support/legacy-client.ts";
import { signInBothApis } from "../support/public-site-fixtures.ts";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { failure } from "../support/failure.ts";

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
});

const role = (overrides: Record<string, unknown> = {}) => ({
  name: "质检员",
  priority: 20,
  description: "",
  allPerms: false,
  perms: ["/quality_check/list"],
  ...overrides,
});

describe("roles", () => {
  it("creates a role with deduplicated keys, finds and updates it", async () => {
    const { id } = await admin.role.create.mutate(
      role({ perms: ["/quality_check/list", "/quality_check/list", "/project/list", "/log/list", "/log/export"] }),
    );
    const saved = await admin.role.get.query({ id });
    expect(saved.perms).toEqual(["/log/export", "/log/list", "/project/list", "/quality_check/list"]);
    const page = await admin.role.find.query({ name: "质检", page: 1, pageSize: 10 });
    expect(page.items.map((item) => item.name)).toEqual(["质检员"]);
    await admin.role.update.mutate({ id, data: role({ name: "质检专员", perms: ["/quality_check/list"] }) });
    expect((await admin.role.get.query({ id })).name).toBe("质检专员");
  });

  it("refuses unknown keys, a taken name and deleting built-in roles, writing nothing", async () => {
    const before = await tableCounts();
    const unknown = await failure(admin.role.create.mutate(role({ name: "坏角色", perms: ["/nope/list"] })));
    expect(unknown.message).toBe("包含未知的权限标识：/nope/list");
    expect(unknown.fieldErrors).toHaveProperty("perms");
    expect((await failure(admin.role.create.mutate(role({ name: "质检专员" })))).message).toBe("角色名称已存在");
    const seeded = await prisma.role.findUniqueOrThrow({ where: { key: SEEDED_ROLE_KEYS.enterpriseMember } });
    expect((await failure(admin.role.delete.mutate({ ids: [seeded.id] }))).message).toBe("系统内置角色不能删除");
    const superRole = await prisma.role.findUniqueOrThrow({ where: { key: SEEDED_ROLE_KEYS.superAdmin } });
    expect(
      (await failure(admin.role.update.mutate({ id: superRole.id, data: role({ name: "超级管理员" }) }))).appCode,
    ).toBe("RULE_VIOLATION");
    expect(await tableCounts()).toEqual(before);
  });

  it("adds and removes members; the member's rights follow at once", async () => {
    const target = await prisma.role.findFirstOrThrow({ where: { name: "质检专员" } });
    const admin0 = await prisma.user.findUniqueOrThrow({ where: { username: "admin" } });
    const member = await prisma.user.create({
      data: {
        username: "inspector",
        passwordHash: admin0.passwordHash,
        sites: { create: { siteId: (await prisma.site.findFirstOrThrow()).id } },
      },
    });
    await admin.role.addMembers.mutate({ roleId: target.id, userIds: [member.id] });
    const inspector = createApiClient({ baseUrl: server().url });
    await inspector.auth.login.mutate({ username: "inspector", password: TEST_ADMIN.password });
    expect((await inspector.auth.getMe.query()).perms).toEqual(["/quality_check/list"]);
    const members = await admin.role.findMembers.query({ roleId: target.id, page: 1, pageSize: 10 });
    expect(members).toMatchObject({ total: 1, page: 1, pageSize: 10 });
    expect(members.items).toEqual([
      { id: member.id, username: "inspector", realName: member.realName, enabled: true, enterprise: null },
    ]);
    // The username search of the page, a text like any other (LIKE's own characters are literal).
    const search = (username: string) => admin.role.findMembers.query({ roleId: target.id, username });
    expect((await search("SPECT")).items.map((item) => item.id)).toEqual([member.id]);
    expect((await search("in_spector")).total).toBe(0);
    await admin.role.removeMembers.mutate({ roleId: target.id, userIds: [member.id] });
    expect((await inspector.auth.getMe.query()).perms).toEqual([]);
  });

  it("never removes the last super-admin through membership", async () => {
    const superRole = await prisma.role.findUniqueOrThrow({ where: { key: SEEDED_ROLE_KEYS.superAdmin } });
    const me = await prisma.user.findUniqueOrThrow({ where: { username: "admin" } });
    const refused = await failure(admin.role.removeMembers.mutate({ roleId: superRole.id, userIds: [me.id] }));
    expect(refused.message).toBe("至少需要保留一个启用的超级管理员");
    expect(await prisma.userRole.count({ where: { roleId: superRole.id } })).toBe(1);
  });

  it("deletes roles, logged once, and the legacy API lists and saves roles with comma-joined keys", async () => {
    const saved = await legacy.call("/api/role/save", {
      name: "接口角色",
      priority: "5",
      perms: "/batch/list,/batch/view,/batch/list",
      allPerms: "false",
    });
    expect(saved.code).toBe("200");
    const id = (saved.body as { id: number }).id;
    expect((await prisma.role.findUniqueOrThrow({ where: { id } })).perms).toEqual(["/batch/list", "/batch/view"]);
    const list = await legacy.call("/api/role/list", { pageNo: "1", pageSize: "2" });
    expect(list.totalCount).toBe(await prisma.role.count());
    expect((list.body as unknown[]).length).toBe(2);
    const bad = await legacy.call("/api/role/save", { name: "", perms: "" });
    expect(bad).toMatchObject({ code: "201", message: "请填写名称" });
    const before = await prisma.operationLog.count();
    expect((await legacy.call("/api/role/delete", { ids: String(id) })).code).toBe("200");
    expect(await prisma.operationLog.count()).toBe(before + 1);
  });
});

describe("permission tree", () => {
  it("is seeded from the route registry with groups, routes and operation keys", async () => {
    const tree = await admin.permission.findTree.query();
    const keys = new Set(tree.map((node) => node.key));
    for (const route of ROUTES) expect(keys.has(route.perm), route.perm).toBe(true);
    const users = tree.find((node) => node.key === "/admin/local_list");
    expect(users?.apiKeys).toEqual(["/admin/delete", "/admin/resetPassword", "/admin/enable", "/admin/export"]);
    const system = tree.find((node) => node.key === "group:system");
    expect(users?.parentId).toBe(system?.id);
  });

  it("adds, edits and deletes nodes with its rules", async () => {
    const parent = (await admin.permission.findTree.query()).find((node) => node.key === "group:system");
    const { id } = await admin.permission.create.mutate({
      parentId: parent?.id ?? null,
      name: "数据备份",
      nameEn: "Backup",
      key: "/backup/list",
      apiKeys: ["/backup/run", " /backup/run "],
      sort: 99,
      hidden: false,
    });
    expect((await admin.permission.get.query({ id })).apiKeys).toEqual(["/backup/run"]);
    expect(
      (
        await failure(
          admin.permission.create.mutate({
            parentId: null,
            name: "重复",
            nameEn: "",
            key: "/backup/list",
            apiKeys: [],
            sort: 0,
            hidden: false,
          }),
        )
      ).message,
    ).toBe("权限标识已存在");
    const child = await admin.permission.create.mutate({
      parentId: id,
      name: "备份明细",
      nameEn: "",
      key: "/backup/view",
      apiKeys: [],
      sort: 0,
      hidden: false,
    });
    const cycle = await failure(
      admin.permission.update.mutate({
        id,
        data: {
          parentId: child.id,
          name: "数据备份",
          nameEn: "Backup",
          key: "/backup/list",
          apiKeys: [],
          sort: 99,
          hidden: false,
        },
      }),
    );
    expect(cycle.message).toBe("不能移动到它自己的下级");
    expect((await failure(admin.permission.delete.mutate({ id }))).message).toBe("请先删除下级权限");
    await admin.permission.delete.mutate({ id: child.id });
    await admin.permission.delete.mutate({ id });
    // A role may now hold keys the tree added.
    await admin.permission.create.mutate({
      parentId: null,
      name: "报表",
      nameEn: "Reports",
      key: "/report/list",
      apiKeys: ["/report/print"],
      sort: 0,
      hidden: false,
    });
    await admin.role.create.mutate(role({ name: "报表员", perms: ["/report/list", "/report/print"] }));
  });

  it("builds each user's menu from the tree: permitted, visible nodes and their groups", async () => {
    const member = createApiClient({ baseUrl: server().url });
    await member.auth.register.mutate({
      username: "13500000001",
      password: "Member-pass-1",
      password2: "Member-pass-1",
    });
    await member.auth.login.mutate({ username: "13500000001", password: "Member-pass-1" });
    const menu = await member.permission.findMenu.query();
    const keys = menu.map((node) => node.key);
    expect(keys).toContain("/batch/list");
    expect(keys).toContain("group:batch");
    expect(keys).not.toContain("/admin/local_list");
    expect(keys).not.toContain("group:system");
    // Hiding a node in /auth hides it from the menu.
    const node = await prisma.permissionNode.findUniqueOrThrow({ where: { key: "/batch/list" } });
    await admin.permission.update.mutate({
      id: node.id,
      data: {
        parentId: node.parentId,
        name: "批次",
        nameEn: "Batches",
        key: node.key,
        apiKeys: node.apiKeys,
        sort: node.sort,
        hidden: true,
      },
    });
    expect((await member.permission.findMenu.query()).map((item) => item.key)).not.toContain("/batch/list");
  });
});
