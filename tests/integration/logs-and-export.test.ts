import { createApiClient, type ApiClient } from "@suyuan/api/client";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

const server = useTestServer();
let admin: ApiClient;
let cookie: string;
beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  await createApiClient({ baseUrl: server().url })
    .auth.login.mutate({ username: "admin", password: "wrong" })
    .catch(() => {});
  await createApiClient({ baseUrl: server().url })
    .auth.login.mutate({ username: "ghost", password: "wrong" })
    .catch(() => {});
  cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
});

const exportUrl = (resource: string, format: string, q: object) =>
  `${server().url}/export/${resource}?format=${format}&q=${encodeURIComponent(JSON.stringify(q))}`;

describe("login and operation logs", () => {
  it("lists login attempts with their outcome and reason, filtered", async () => {
    const failures = await admin.log.findLogins.query({ success: false, page: 1, pageSize: 10 });
    expect(failures.items.map((item) => [item.username, item.reason])).toEqual([
      ["ghost", "unknown_user"],
      ["admin", "wrong_password"],
    ]);
    const adminOnly = await admin.log.findLogins.query({ username: "admin", success: true, page: 1, pageSize: 10 });
    expect(adminOnly.items.every((item) => item.username === "admin" && item.success)).toBe(true);
    const today = new Intl.DateTimeFormat("sv-SE", { timeZone: "Asia/Shanghai" }).format(new Date());
    expect((await admin.log.findLogins.query({ from: today, to: today, page: 1, pageSize: 50 })).total).toBe(
      failures.total + adminOnly.total,
    );
    expect(
      (await admin.log.findLogins.query({ from: "2000-01-01", to: "2000-01-02", page: 1, pageSize: 10 })).total,
    ).toBe(0);
  });

  it("lists operations with user, site and outcome", async () => {
    await admin.role.create.mutate({ name: "日志测试", priority: 1, description: "", allPerms: false, perms: [] });
    const page = await admin.log.findOperations.query({ resource: "role", page: 1, pageSize: 10 });
    expect(page.items[0]).toMatchObject({
      username: "admin",
      operation: "create",
      resource: "role",
      outcome: "success",
    });
    expect(page.items[0]?.site?.name).toBe("溯源管理平台");
  });

  it("refuses a reversed date range with its message", async () => {
    await expect(
      admin.log.findLogins.query({ from: "2026-02-01", to: "2026-01-01", page: 1, pageSize: 10 }),
    ).rejects.toThrow("开始日期不能晚于结束日期");
  });

  it("answers the legacy log list with totalCount", async () => {
    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const answer = await api.call("/api/log/list", { type: "login", success: "false", pageNo: "1", pageSize: "1" });
    expect(answer.code).toBe("200");
    expect(answer.totalCount).toBe(2);
    expect((answer.body as unknown[]).length).toBe(1);
  });
});

describe("export", () => {
  it("streams the filtered login log as CSV with a BOM, Chinese headers and guarded formulas", async () => {
    await createApiClient({ baseUrl: server().url })
      .auth.login.mutate({ username: "=HYPERLINK(1)", password: "x" })
      .catch(() => {});
    const response = await fetch(exportUrl("login-logs", "csv", { success: false }), { headers: { cookie } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/csv");
    expect(response.headers.get("content-disposition")).toContain("attachment");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString("utf8");
    const lines = text.trim().split("\r\n");
    expect(lines[0]).toBe("时间,用户名,IP,地区,客户端,浏览器标识,结果,原因");
    expect(lines).toHaveLength(4);
    expect(text).toContain("'=HYPERLINK(1)");
    expect(text).toContain("用户不存在");
  });

  it("streams users as a real .xlsx workbook", async () => {
    const response = await fetch(exportUrl("users", "xlsx", { username: "admin" }), { headers: { cookie } });
    expect(response.status).toBe(200);
    const buffer = Buffer.from(await response.arrayBuffer());
    expect(buffer.subarray(0, 2).toString()).toBe("PK");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).getCell(1).value).toBe("用户名");
    expect(sheet?.getRow(2).getCell(1).value).toBe("admin");
    expect(sheet?.rowCount).toBe(2);
  });

  it("refuses without a session, without the key, or with bad filters", async () => {
    expect((await fetch(exportUrl("users", "csv", {}))).status).toBe(401);
    const member = createApiClient({ baseUrl: server().url });
    await member.auth.register.mutate({
      username: "13500000009",
      password: "Member-pass-1",
      password2: "Member-pass-1",
    });
    const memberCookie = await loginCookie(server().url, "13500000009", "Member-pass-1");
    expect((await fetch(exportUrl("users", "csv", {}), { headers: { cookie: memberCookie } })).status).toBe(403);
    expect((await fetch(exportUrl("login-logs", "csv", { from: "yesterday" }), { headers: { cookie } })).status).toBe(
      400,
    );
    expect((await fetch(`${server().url}/export/users?format=pdf`, { headers: { cookie } })).status).toBe(400);
    expect((await fetch(exportUrl("secrets", "csv", {}), { headers: { cookie } })).status).toBe(404);
  });

  it("keeps memory flat: exports more rows than one batch in id order", async () => {
    const rows = Array.from({ length: 1200 }, (_, index) => ({
      username: `bulk${index}`,
      success: false,
      reason: "unknown_user",
    }));
    await prisma.loginLog.createMany({ data: rows });
    const response = await fetch(exportUrl("login-logs", "csv", { username: "bulk" }), { headers: { cookie } });
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines).toHaveLength(1201);
    expect(lines[1]).toContain("bulk0");
    expect(lines.at(-1)).toContain("bulk1199");
  });
});
