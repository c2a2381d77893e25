import type { ApiClient } from "@suyuan/api/client";
import { SEEDED_ROLE_KEYS } from "@suyuan/contracts/permissions/seeded-roles";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { signInBothApis } from "../support/public-site-fixtures.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// The origin's names for people and organisation: the department tree (department/*), the
// administrators across sites and of the current site (admin/global_*, admin/local_*, the rank
// rule of admin/val_rank), a role's administrators (role/member_*), members' third-party bindings
// (account/*) and the origin's log list (log/operating_list), on the legacy paths and typed.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
let otherSiteId: number;
let operatorRole: number;
let editorRole: number;

type Department = { id: number; name: string; priority: number; weights: number; pid: number | null };
type Node = { id: number; name: string; hasChild: boolean; child?: Node[] };
type Admin = {
  id: number;
  username: string;
  realname: string;
  email: string;
  rank: number;
  selfAdmin: boolean;
  disabled: boolean;
  departmentIds: number[];
  departmentNames: string[];
  roleIds: number[];
  roleNames: string[];
  sites: { id: number; name: string }[];
};

const idOf = (body: unknown) => Number((body as { id: number | string }).id);

async function saveDepartment(name: string, pid: number | null, priority = 1) {
  const saved = await legacy.call("/api/admin/department/save", {
    name,
    priority: String(priority),
    weights: "1",
    ...(pid === null ? {} : { pid: String(pid) }),
  });
  expect(saved.code, JSON.stringify(saved)).toBe("200");
  return idOf(saved.body);
}

beforeAll(async () => {
  ({ admin, legacy, siteId } = await signInBothApis(() => server().url));
  otherSiteId = (await prisma.site.create({ data: { name: "人员测试分站" } })).id;
  operatorRole = (await prisma.role.findFirstOrThrow({ where: { key: SEEDED_ROLE_KEYS.stationOperator } })).id;
  editorRole = (await prisma.role.create({ data: { name: "部门测试编辑", perms: ["/content/list"], priority: 20 } }))
    .id;
});

describe("departments", () => {
  let bureau: number;
  let office: number;

  it("keeps a tree: one level per list, the whole tree with every child, and details", async () => {
    bureau = await saveDepartment("农业农村局", null, 1);
    const media = await saveDepartment("融媒体中心", null, 2);
    office = await saveDepartment("办公室", bureau, 1);
    const market = await saveDepartment("市场信息科", bureau, 2);
    const quality = await saveDepartment("质量安全科", bureau, 3);
    const desk = await saveDepartment("综合组", office, 1);

    const top = await legacy.call("/api/admin/department/list");
    expect(top.code).toBe("200");
    expect((top.body as Department[]).map((row) => row.name)).toEqual(["农业农村局", "融媒体中心"]);
    expect((top.body as Department[])[0]).toMatchObject({ id: bureau, priority: 1, weights: 1, pid: null });
    const level = await legacy.call("/api/admin/department/list", { root: String(bureau) });
    expect((level.body as Department[]).map((row) => row.id)).toEqual([office, market, quality]);

    // Every child of a node, not only the last one.
    const tree = await legacy.call("/api/admin/department/tree", { root: "source" });
    expect(tree.code).toBe("200");
    const nodes = tree.body as Node[];
    expect(nodes.map((node) => node.id)).toEqual([bureau, media]);
    expect(nodes[0]!.child!.map((node) => node.id)).toEqual([office, market, quality]);
    expect(nodes[0]!.child![0]).toEqual({
      id: office,
      name: "办公室",
      hasChild: true,
      child: [{ id: desk, name: "综合组", hasChild: false }],
    });
    expect(nodes[1]).toEqual({ id: media, name: "融媒体中心", hasChild: false });
    const below = await legacy.call("/api/admin/department/tree", { root: String(office) });
    expect(below.body).toEqual([{ id: desk, name: "综合组", hasChild: false }]);
    expect((await legacy.call("/api/admin/department/tree", { root: "abc" })).code).not.toBe("200");

    const detail = await legacy.call("/api/admin/department/get", { id: String(desk) });
    expect(detail.code).toBe("200");
    expect(detail.body).toMatchObject({ id: desk, name: "综合组", pid: office, hasChild: false });
    expect((detail.body as { parents: number[] }).parents).toEqual([bureau, office, desk]);
    expect(await admin.department.tree.query({})).toEqual(nodes);
  });

  it("uses a name once under each parent: the check, the service and the database say so", async () => {
    const free = await legacy.call("/api/admin/department/check_name", { name: "办公室", pid: String(bureau) });
    expect(free.body).toEqual({ result: false });
    // The same department keeps its own name; another parent may use it.
    expect(
      (
        await legacy.call("/api/admin/department/check_name", {
          name: "办公室",
          pid: String(bureau),
          id: String(office),
        })
      ).body,
    ).toEqual({ result: true });
    expect((await legacy.call("/api/admin/department/check_name", { name: "办公室" })).body).toEqual({ result: true });

    const before = await prisma.department.count();
    const taken = await legacy.call("/api/admin/department/save", {
      name: "办公室",
      priority: "9",
      pid: String(bureau),
    });
    expect(taken.code).not.toBe("200");
    expect(taken.message).toContain("同名部门");
    const topTaken = await legacy.call("/api/admin/department/save", { name: "农业农村局", priority: "9" });
    expect(topTaken.code).not.toBe("200");
    expect(await prisma.department.count()).toBe(before);
    // The rule is the database's own, at the top level (a partial index) as below a parent.
    await expect(prisma.department.create({ data: { name: "农业农村局" } })).rejects.toThrow();
    await expect(prisma.department.create({ data: { name: "办公室", pid: bureau } })).rejects.toThrow();
    const elsewhere = await saveDepartment("办公室", null, 5);
    expect(elsewhere).toBeGreaterThan(0);
    expect((await legacy.call("/api/admin/department/delete", { ids: String(elsewhere) })).code).toBe("200");
  });

  it("moves, reorders and refuses a parent below itself", async () => {
    const desk = (await prisma.department.findFirstOrThrow({ where: { name: "综合组" } })).id;
    const loop = await legacy.call("/api/admin/department/update", {
      id: String(office),
      name: "办公室",
      priority: "1",
      pid: String(desk),
    });
    expect(loop.code).not.toBe("200");
    expect((await prisma.department.findUniqueOrThrow({ where: { id: office } })).pid).toBe(bureau);

    const children = await prisma.department.findMany({ where: { pid: bureau }, orderBy: { id: "asc" } });
    const reordered = await legacy.call("/api/admin/department/priority", {
      ids: children.map((row) => row.id).join(","),
      priorities: "3,2,1",
    });
    expect(reordered.code).toBe("200");
    const level = await legacy.call("/api/admin/department/list", { root: String(bureau) });
    expect((level.body as Department[]).map((row) => row.id)).toEqual(children.map((row) => row.id).reverse());
    expect(
      (await legacy.call("/api/admin/department/priority", { ids: String(office), priorities: "1,2" })).code,
    ).not.toBe("200");
    expect((await legacy.call("/api/admin/department/priority", { ids: "2147483000", priorities: "1" })).code).not.toBe(
      "200",
    );
  });

  it("lists a department's administrators and keeps a department that has some", async () => {
    const user = await admin.user.create.mutate({
      username: "dept_member",
      password: "Member-pass-1!",
      realName: "部门成员",
      mobile: "",
      email: "",
      roleIds: [operatorRole],
      siteIds: [siteId],
      enterpriseId: null,
      departmentId: office,
      enabled: true,
    });
    const members = await legacy.call("/api/admin/department/member_list", { departId: String(office) });
    expect(members.code).toBe("200");
    expect(members.totalCount).toBe(1);
    expect((members.body as Admin[])[0]).toMatchObject({
      id: user.id,
      username: "dept_member",
      realname: "部门成员",
      departmentIds: [bureau, office],
      departmentNames: ["农业农村局", "办公室"],
    });
    const refused = await legacy.call("/api/admin/department/delete", { ids: String(bureau) });
    expect(refused.code).not.toBe("200");
    expect(await prisma.department.count({ where: { id: bureau } })).toBe(1);
    await prisma.user.update({ where: { id: user.id }, data: { departmentId: null } });
    // Removing a department removes the departments below it.
    expect((await legacy.call("/api/admin/department/delete", { ids: String(bureau) })).code).toBe("200");
    expect(await prisma.department.count({ where: { OR: [{ id: bureau }, { pid: bureau }, { id: office }] } })).toBe(0);
  });
});

describe("administrators across sites and of the current site", () => {
  let department: number;
  let adminId: number;

  beforeAll(async () => {
    department = await saveDepartment("信息中心", null, 7);
  });

  it("saves across sites from `source`, and lists and gets with the origin's fields", async () => {
    const saved = await legacy.call("/api/admin/admin/global_save", {
      username: "global_ops",
      password: "Global-pass-1!",
      groupId: "1",
      rank: "5",
      selfAdmin: "true",
      email: "ops@example.cn",
      realname: "王管理",
      departmentId: String(department),
      roleIds: `${operatorRole},${editorRole}`,
      source: JSON.stringify([
        { siteIds: siteId, steps: 1, allChannels: true, allControlChannels: true },
        { siteIds: otherSiteId, steps: 0, allChannels: false, allControlChannels: false },
      ]),
    });
    expect(saved.code, JSON.stringify(saved)).toBe("200");
    adminId = idOf(saved.body);

    const list = await legacy.call("/api/admin/admin/global_list", { queryUsername: "global_o" });
    expect(list.code, JSON.stringify(list)).toBe("200");
    expect(list.totalCount).toBe(1);
    const found = (list.body as Admin[])[0]!;
    expect(found).toMatchObject({
      id: adminId,
      username: "global_ops",
      realname: "王管理",
      email: "ops@example.cn",
      rank: 5,
      selfAdmin: true,
      disabled: false,
      departmentIds: [department],
      departmentNames: ["信息中心"],
      roleIds: [operatorRole, editorRole],
    });
    expect(found.sites.map((site) => site.id)).toEqual([siteId, otherSiteId]);
    expect((await legacy.call("/api/admin/admin/global_list", { queryDepartId: String(department) })).totalCount).toBe(
      1,
    );
    expect((await legacy.call("/api/admin/admin/global_list", { queryRoleId: String(editorRole) })).totalCount).toBe(1);
    expect(
      (await legacy.call("/api/admin/admin/global_list", { queryUsername: "global_o", queryStatu: "1" })).totalCount,
    ).toBe(0);

    const local = await legacy.call("/api/admin/admin/local_get", { id: String(adminId) });
    expect((local.body as Admin).sites.map((site) => site.id)).toEqual([siteId]);
    const all = await legacy.call("/api/admin/admin/local_all");
    expect((all.body as { id: number; username: string }[]).map((row) => row.username)).toContain("global_ops");
    expect(await admin.user.globalGet.query({ id: adminId })).toEqual(
      (await legacy.call("/api/admin/admin/global_get", { id: String(adminId) })).body,
    );
    // A taken username, as the user form says it.
    const taken = await legacy.call("/api/admin/admin/global_save", {
      username: "global_ops",
      password: "Global-pass-1!",
      rank: "1",
      selfAdmin: "false",
      roleIds: String(operatorRole),
      source: JSON.stringify([{ siteIds: siteId }]),
    });
    expect(taken.code).not.toBe("200");
  });

  it("updates only what is sent: roles, sites, department and profile stay (the origin wiped them)", async () => {
    const updated = await legacy.call("/api/admin/admin/global_update", {
      id: String(adminId),
      groupId: "1",
      rank: "6",
      selfAdmin: "true",
      realname: "王主任",
    });
    expect(updated.code, JSON.stringify(updated)).toBe("200");
    const row = await prisma.user.findUniqueOrThrow({
      where: { id: adminId },
      include: { roles: true, sites: true },
    });
    expect(row).toMatchObject({ realName: "王主任", rank: 6, email: "ops@example.cn", departmentId: department });
    expect(row.roles.map((role) => role.roleId).sort()).toEqual([operatorRole, editorRole].sort());
    expect(row.sites.map((site) => site.siteId).sort()).toEqual([siteId, otherSiteId].sort());

    // The local path leaves the sites alone; `source` on the global one replaces them.
    await legacy.call("/api/admin/admin/local_update", {
      id: String(adminId),
      rank: "6",
      selfAdmin: "false",
      steps: "1",
      allChannels: "true",
      allControlChannels: "true",
      roleIds: String(operatorRole),
    });
    const afterLocal = await prisma.user.findUniqueOrThrow({
      where: { id: adminId },
      include: { roles: true, sites: true },
    });
    expect(afterLocal.selfAdmin).toBe(false);
    expect(afterLocal.roles.map((role) => role.roleId)).toEqual([operatorRole]);
    expect(afterLocal.sites).toHaveLength(2);
    await legacy.call("/api/admin/admin/global_update", {
      id: String(adminId),
      source: JSON.stringify([{ siteIds: siteId, steps: 0, allChannels: false, allControlChannels: false }]),
      departmentId: "0",
    });
    const afterGlobal = await prisma.user.findUniqueOrThrow({ where: { id: adminId }, include: { sites: true } });
    expect(afterGlobal.sites.map((site) => site.siteId)).toEqual([siteId]);
    expect(afterGlobal.departmentId).toBeNull();
    expect(afterGlobal.realName).toBe("王主任");
  });

  it("sets a new password with an update, and keeps it on a blank one", async () => {
    const before = (await prisma.user.findUniqueOrThrow({ where: { id: adminId } })).passwordHash;
    await legacy.call("/api/admin/admin/global_update", { id: String(adminId), password: "" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: adminId } })).passwordHash).toBe(before);
    const changed = await legacy.call("/api/admin/admin/global_update", {
      id: String(adminId),
      password: "Changed-pass-2!",
    });
    expect(changed.code).toBe("200");
    const client = new LegacyClient(server().url, TEST_LEGACY);
    expect((await client.login("global_ops", "Changed-pass-2!")).code).toBe("200");
  });

  it("applies the rank rule: a caller sees, gives and manages ranks up to their own", async () => {
    // A user administrator of rank 3 (not a super-admin).
    const role = await prisma.role.create({
      data: {
        name: "用户管理员",
        perms: ["/admin/local_list", "/adminGlocal/add", "/adminGlocal/edit", "/admin/delete", "/station/list"],
      },
    });
    const manager = await admin.user.create.mutate({
      username: "rank_manager",
      password: "Manager-pass-1!",
      realName: "",
      mobile: "",
      email: "",
      roleIds: [role.id],
      siteIds: [siteId],
      enterpriseId: null,
      rank: 3,
      enabled: true,
    });
    const low = await admin.user.create.mutate({
      username: "rank_low",
      password: "Low-user-pass-1!",
      realName: "",
      mobile: "",
      email: "",
      roleIds: [operatorRole],
      siteIds: [siteId],
      enterpriseId: null,
      rank: 2,
      enabled: true,
    });
    expect(manager.id).toBeGreaterThan(0);
    const caller = new LegacyClient(server().url, TEST_LEGACY);
    expect((await caller.login("rank_manager", "Manager-pass-1!")).code).toBe("200");

    expect((await caller.call("/api/admin/admin/val_rank", { rank: "3" })).body).toEqual({ result: true });
    expect((await caller.call("/api/admin/admin/val_rank", { rank: "4" })).body).toEqual({ result: false });
    expect((await caller.call("/api/admin/admin/val_rank", { rank: "1", id: String(low.id) })).body).toEqual({
      result: true,
    });
    // global_ops has rank 6: out of reach, and out of the list.
    expect((await caller.call("/api/admin/admin/val_rank", { rank: "1", id: String(adminId) })).body).toEqual({
      result: false,
    });
    const seen = await caller.call("/api/admin/admin/global_list", { pageSize: "100" });
    const names = (seen.body as Admin[]).map((row) => row.username);
    expect(names).toContain("rank_low");
    expect(names).not.toContain("global_ops");

    const raised = await caller.call("/api/admin/admin/local_update", { id: String(low.id), rank: "4" });
    expect(raised.code).not.toBe("200");
    const higher = await caller.call("/api/admin/admin/global_update", { id: String(adminId), realname: "越级" });
    expect(higher.code).not.toBe("200");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: adminId } })).realName).toBe("王主任");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: low.id } })).rank).toBe(2);
    const tooHigh = await caller.call("/api/admin/admin/local_save", {
      username: "rank_new",
      password: "New-user-pass-1!",
      rank: "9",
      selfAdmin: "false",
      roleIds: String(operatorRole),
    });
    expect(tooHigh.code).not.toBe("200");
    expect(await prisma.user.count({ where: { username: "rank_new" } })).toBe(0);
  });

  it("saves and deletes administrators of the current site only on the local paths", async () => {
    const saved = await legacy.call("/api/admin/admin/local_save", {
      username: "local_ops",
      password: "Local-pass-1!",
      groupId: "1",
      rank: "1",
      selfAdmin: "false",
      roleIds: String(operatorRole),
      steps: "0",
      allChannels: "false",
      allControlChannels: "false",
    });
    expect(saved.code, JSON.stringify(saved)).toBe("200");
    const localId = idOf(saved.body);
    const sites = await prisma.userSite.findMany({ where: { userId: localId } });
    expect(sites.map((site) => site.siteId)).toEqual([siteId]);
    const listed = await legacy.call("/api/admin/admin/local_list", { queryUsername: "local_ops" });
    expect(listed.totalCount, JSON.stringify(listed)).toBe(1);

    // An administrator of another site only is not the current site's to delete.
    const elsewhere = await admin.user.create.mutate({
      username: "branch_only",
      password: "Branch-pass-1!",
      realName: "",
      mobile: "",
      email: "",
      roleIds: [operatorRole],
      siteIds: [otherSiteId],
      enterpriseId: null,
      enabled: true,
    });
    expect((await legacy.call("/api/admin/admin/local_delete", { ids: String(elsewhere.id) })).code).not.toBe("200");
    expect((await legacy.call("/api/admin/admin/local_list", { queryUsername: "branch_only" })).totalCount).toBe(0);
    const deleted = await legacy.call("/api/admin/admin/local_delete", { ids: String(localId) });
    expect(deleted.code).toBe("200");
    expect(deleted.body).toEqual({ currentUser: false });
    expect((await legacy.call("/api/admin/admin/global_delete", { ids: String(elsewhere.id) })).code).toBe("200");
    expect(await prisma.user.count({ where: { id: { in: [localId, elsewhere.id] } } })).toBe(0);
    // Oneself: refused.
    const me = (await prisma.user.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } })).id;
    expect((await legacy.call("/api/admin/admin/global_delete", { ids: String(me) })).code).not.toBe("200");
  });
});

describe("role members, third-party accounts and the origin's log list", () => {
  it("lists a role's administrators and takes the role from some", async () => {
    const users = await Promise.all(
      ["role_a", "role_b"].map((username) =>
        admin.user.create.mutate({
          username,
          password: "Role-member-1!",
          realName: "",
          mobile: "",
          email: "",
          roleIds: [editorRole, operatorRole],
          siteIds: [siteId],
          enterpriseId: null,
          enabled: true,
        }),
      ),
    );
    const list = await legacy.call("/api/admin/role/member_list", { roleId: String(editorRole) });
    expect(list.code).toBe("200");
    const ids = users.map((user) => user.id).sort((a, b) => a - b);
    expect((list.body as Admin[]).map((row) => row.id)).toEqual(ids);
    expect((list.body as Admin[])[0]!.roleNames).toContain("部门测试编辑");
    expect((await legacy.call("/api/admin/role/member_list")).totalCount).toBe(0);
    const removed = await legacy.call("/api/admin/role/member_delete", {
      roleId: String(editorRole),
      userIds: String(ids[0]),
    });
    expect(removed.code).toBe("200");
    expect((await legacy.call("/api/admin/role/member_list", { roleId: String(editorRole) })).totalCount).toBe(1);
    expect(await prisma.userRole.count({ where: { userId: ids[0], roleId: operatorRole } })).toBe(1);
  });

  it("lists members' third-party bindings by username and source, and deletes them", async () => {
    const group = await prisma.memberGroup.create({ data: { name: "绑定测试组" } });
    const member = await prisma.member.create({
      data: { username: "13900009999", passwordHash: "x", groupId: group.id, realName: "李会员", gender: true },
    });
    const qq = await prisma.memberThirdAccount.create({
      data: { username: "qq_li", source: "QQ", accountKey: "OPENID-QQ-1", memberId: member.id },
    });
    await prisma.memberThirdAccount.create({
      data: { username: "wx_li", source: "WEIXIN", accountKey: "OPENID-WX-1", memberId: member.id },
    });
    const list = await legacy.call("/api/admin/account/list", { username: "_li", source: "QQ" });
    expect(list.code, JSON.stringify(list)).toBe("200");
    expect(list.totalCount).toBe(1);
    expect((list.body as Record<string, unknown>[])[0]).toMatchObject({
      id: qq.id,
      accountKey: "OPENID-QQ-1",
      username: "qq_li",
      source: "QQ",
      userRealName: "李会员",
      userIntro: "",
      userGender: true,
    });
    expect((await legacy.call("/api/admin/account/list", { username: "_li" })).totalCount).toBe(2);
    // One binding per provider account.
    await expect(
      prisma.memberThirdAccount.create({ data: { username: "qq_again", source: "QQ", accountKey: "OPENID-QQ-1" } }),
    ).rejects.toThrow();
    expect((await legacy.call("/api/admin/account/delete", { ids: String(qq.id) })).code).toBe("200");
    expect(await prisma.memberThirdAccount.count({ where: { memberId: member.id } })).toBe(1);
    expect((await legacy.call("/api/admin/account/delete", { ids: "2147483000" })).code).not.toBe("200");
  });

  it("lists the current site's operations and the sign-ins in the origin's fields", async () => {
    await legacy.call("/api/admin/department/save", { name: "日志测试部", priority: "1" });
    const operations = await legacy.call("/api/admin/log/operating_list", { queryUsername: TEST_ADMIN.username });
    expect(operations.code).toBe("200");
    const first = (operations.body as Record<string, unknown>[])[0]!;
    expect(first).toMatchObject({ category: 3, title: "department.create", userName: TEST_ADMIN.username });
    expect(first.content).toMatch(/^id=\d+;name=日志测试部$/);
    expect(first.time).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const titled = await legacy.call("/api/admin/log/operating_list", { queryTitle: "department" });
    expect((titled.body as { title: string }[]).every((row) => row.title.includes("department"))).toBe(true);
    expect((await legacy.call("/api/admin/log/operating_list", { queryUsername: "nobody_here" })).totalCount).toBe(0);
    // The address filter matches the start of the address as typed: % is no wildcard.
    const ip = String(first.ip);
    expect((await legacy.call("/api/admin/log/operating_list", { queryIp: ip })).totalCount).toBeGreaterThan(0);
    expect((await legacy.call("/api/admin/log/operating_list", { queryIp: "%" })).totalCount).toBe(0);

    const logins = await legacy.call("/api/admin/log/operating_list", {
      category: "1",
      queryUsername: TEST_ADMIN.username,
    });
    expect(logins.code).toBe("200");
    expect((logins.body as Record<string, unknown>[])[0]).toMatchObject({
      category: 1,
      title: "登录成功",
      userName: TEST_ADMIN.username,
    });
    expect((await legacy.call("/api/admin/log/operating_list", { category: "4" })).code).not.toBe("200");

    // A page past the last answers the last page, as every list on the list statement does.
    for (const path of ["/api/admin/log/operating_list", "/api/admin/admin/global_list"]) {
      const last = await legacy.call(path, { pageSize: "1", pageNo: "1" });
      const past = await legacy.call(path, { pageSize: "1", pageNo: "100000" });
      expect(past.totalCount).toBe(last.totalCount);
      expect(past.body).toEqual((await legacy.call(path, { pageSize: "1", pageNo: String(last.totalCount) })).body);
      expect(past.body).toHaveLength(1);
    }
  });
});
