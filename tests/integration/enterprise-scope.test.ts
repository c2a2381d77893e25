import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { TRPCClientError } from "@trpc/client";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// The shared enterprise scope: a member of an enterprise reads and changes only that enterprise's
// records, even with the keys to do so, through tRPC and the legacy API alike.

const server = useTestServer();
const PASSWORD = "Scope-pass-123";
let scoped: ApiClient;
let ids: { e1: number; e2: number; inE1: number; inE2: number; role: number; site: number };

beforeAll(async () => {
  const admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  const e1 = await prisma.enterprise.create({ data: { name: "绿源合作社", status: "approved" } });
  const e2 = await prisma.enterprise.create({ data: { name: "青山农场", status: "approved" } });
  const site = (await prisma.site.findFirstOrThrow()).id;
  const { id: role } = await admin.role.create.mutate({
    name: "企业管理员",
    priority: 30,
    description: "",
    allPerms: false,
    perms: [
      "/admin/local_list",
      "/adminGlocal/add",
      "/adminGlocal/edit",
      "/admin/delete",
      "/admin/enable",
      "/admin/resetPassword",
      "/log/list",
      "/log/export",
      "/admin/export",
    ],
  });
  const base = { realName: "", mobile: "", email: "", roleIds: [role], siteIds: [site], enabled: true };
  await admin.user.create.mutate({ ...base, enterpriseId: e1.id, username: "e1-boss", password: PASSWORD });
  const inE1 = await admin.user.create.mutate({
    ...base,
    enterpriseId: e1.id,
    username: "e1-worker",
    password: PASSWORD,
  });
  const inE2 = await admin.user.create.mutate({
    ...base,
    enterpriseId: e2.id,
    username: "e2-worker",
    password: PASSWORD,
  });
  ids = { e1: e1.id, e2: e2.id, inE1: inE1.id, inE2: inE2.id, role, site };
  scoped = createApiClient({ baseUrl: server().url });
  await scoped.auth.login.mutate({ username: "e1-boss", password: PASSWORD });
  await createApiClient({ baseUrl: server().url }).auth.login.mutate({ username: "e2-worker", password: PASSWORD });
});

async function code(promise: Promise<unknown>) {
  try {
    await promise;
    return "OK";
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCClientError);
    return (error as { data: { appCode: string } }).data.appCode;
  }
}

describe("enterprise scope", () => {
  it("lists only the member's enterprise", async () => {
    const page = await scoped.user.find.query({ page: 1, pageSize: 50 });
    expect(page.items.map((user) => user.username).sort()).toEqual(["e1-boss", "e1-worker"]);
    expect((await scoped.user.find.query({ enterpriseId: ids.e2, page: 1, pageSize: 50 })).total).toBe(0);
    expect((await scoped.lookup.enterprises.query({})).map((option) => option.name)).toEqual(["绿源合作社"]);
  });

  it("answers NOT_FOUND for another enterprise's records and changes nothing", async () => {
    const before = await tableCounts();
    const fields = {
      realName: "改名",
      mobile: "",
      email: "",
      roleIds: [ids.role],
      siteIds: [ids.site],
      enterpriseId: ids.e2,
      enabled: true,
    };
    expect(await code(scoped.user.get.query({ id: ids.inE2 }))).toBe("NOT_FOUND");
    expect(await code(scoped.user.update.mutate({ id: ids.inE2, data: fields }))).toBe("NOT_FOUND");
    expect(await code(scoped.user.delete.mutate({ ids: [ids.inE2] }))).toBe("NOT_FOUND");
    expect(await code(scoped.user.updateEnabled.mutate({ ids: [ids.inE2], enabled: false }))).toBe("NOT_FOUND");
    expect(
      await code(scoped.user.resetPassword.mutate({ id: ids.inE2, password: PASSWORD, password2: PASSWORD })),
    ).toBe("NOT_FOUND");
    expect(await code(scoped.user.create.mutate({ ...fields, username: "planted", password: PASSWORD }))).toBe(
      "NOT_FOUND",
    );
    expect(await tableCounts()).toEqual(before);
  });

  it("writes new records into the member's own enterprise", async () => {
    const fields = {
      realName: "",
      mobile: "",
      email: "",
      roleIds: [ids.role],
      siteIds: [ids.site],
      enterpriseId: null,
      enabled: true,
    };
    const { id } = await scoped.user.create.mutate({ ...fields, username: "e1-new", password: PASSWORD });
    expect((await prisma.user.findUniqueOrThrow({ where: { id } })).enterpriseId).toBe(ids.e1);
    expect(await code(scoped.user.update.mutate({ id: ids.inE1, data: { ...fields, realName: "新名字" } }))).toBe("OK");
  });

  it("sees only its enterprise's login and operation logs, and exports only those", async () => {
    const logins = await scoped.log.findLogins.query({ page: 1, pageSize: 50 });
    expect(new Set(logins.items.map((item) => item.username))).toEqual(new Set(["e1-boss"]));
    const operations = await scoped.log.findOperations.query({ page: 1, pageSize: 50 });
    expect(operations.items.every((item) => item.username === "e1-boss")).toBe(true);
    const cookieResponse = await fetch(`${server().url}/trpc/auth.login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { username: "e1-boss", password: PASSWORD } }),
    });
    const cookie = (cookieResponse.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    const csv = await (await fetch(`${server().url}/export/users?format=csv&q=%7B%7D`, { headers: { cookie } })).text();
    expect(csv).toContain("e1-worker");
    expect(csv).not.toContain("e2-worker");
    expect(csv).not.toContain("admin");
  });

  it("holds on the legacy API too", async () => {
    const api = new LegacyClient(server().url, TEST_LEGACY);
    expect((await api.login("e1-boss", PASSWORD)).code).toBe("200");
    const list = await api.call("/api/admin/list", {});
    expect(list.totalCount).toBe(3);
    expect((await api.call("/api/admin/get", { id: String(ids.inE2) })).code).toBe("206");
    expect((await api.call("/api/admin/delete", { ids: String(ids.inE2) })).code).toBe("206");
    expect(await prisma.user.count({ where: { id: ids.inE2 } })).toBe(1);
  });
});

describe("site scope", () => {
  it("shows a limited administrator only users and operation logs of their own sites", async () => {
    const admin = createApiClient({ baseUrl: server().url });
    await admin.auth.login.mutate(TEST_ADMIN);
    const other = await prisma.site.create({ data: { name: "县级分站" } });
    const base = { realName: "", mobile: "", email: "", roleIds: [ids.role], enterpriseId: null, enabled: true };
    await admin.user.create.mutate({ ...base, siteIds: [other.id], username: "branch-lead", password: PASSWORD });
    await admin.user.create.mutate({ ...base, siteIds: [other.id], username: "branch-clerk", password: PASSWORD });
    const lead = createApiClient({ baseUrl: server().url });
    await lead.auth.login.mutate({ username: "branch-lead", password: PASSWORD });
    const visible = (await lead.user.find.query({ page: 1, pageSize: 50 })).items.map((user) => user.username).sort();
    expect(visible).toEqual(["branch-clerk", "branch-lead"]);
    const masterUser = await prisma.user.findUniqueOrThrow({ where: { username: "e1-worker" } });
    expect(await code(lead.user.get.query({ id: masterUser.id }))).toBe("NOT_FOUND");
    expect(
      await code(lead.user.resetPassword.mutate({ id: masterUser.id, password: PASSWORD, password2: PASSWORD })),
    ).toBe("NOT_FOUND");
    const operations = await lead.log.findOperations.query({ page: 1, pageSize: 50 });
    expect(operations.items.every((item) => item.site?.id === other.id)).toBe(true);
  });
});
