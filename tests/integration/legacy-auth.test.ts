import { describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

const server = useTestServer();

const client = () => new LegacyClient(server().url, TEST_LEGACY);

describe("legacy login, permissions and logout", () => {
  it("logs in with an AES password and answers the session key as body", async () => {
    const api = client();
    const answer = await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(answer).toMatchObject({ code: "200" });
    expect(typeof answer.body).toBe("string");
    // At least 128 random bits, URL-safe.
    expect(String(answer.body)).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  });

  it("gives a new session key at every login", async () => {
    const first = await client().login(TEST_ADMIN.username, TEST_ADMIN.password);
    const second = await client().login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect(first.body).not.toBe(second.body);
  });

  it("answers permissions, sites and the base url for the super-admin", async () => {
    const api = client();
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const answer = await api.call("/api/admin/user/getPerms");
    expect(answer.code).toBe("200");
    const master = await prisma.site.findFirstOrThrow({ where: { isMaster: true } });
    expect(answer.body).toEqual({
      perms: "*",
      sites: [{ id: master.id, name: master.name }],
      siteId: master.id,
      isMasterSite: true,
      url: server().url,
    });
  });

  it("answers a list page again and again with its request id (each answer's headers its own)", async () => {
    const api = client();
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    for (let call = 0; call < 3; call++) {
      const response = await fetch(`${server().url}/api/admin/goods/list`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(api.signedForm({ pageNo: "1", pageSize: "5" })).toString(),
      });
      expect(response.headers.get("content-type")).toBe("application/json");
      expect(response.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
      const envelope = (await response.json()) as { code: string; totalCount?: unknown };
      expect(envelope.code).toBe("200");
      expect(typeof envelope.totalCount).toBe("number");
    }
  });

  it("logs out and the session key stops working (302), also through the alias path", async () => {
    for (const path of ["/api/admin/user/logout", "/api/member/user/logout"]) {
      const api = client();
      await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
      expect((await api.call(path)).code).toBe("200");
      expect((await api.call("/api/admin/user/getPerms")).code).toBe("302");
    }
  });

  it("accepts the front login alias and the nonce field spellings", async () => {
    const api = client();
    const answer = await api.call("/api/front/user/login", {
      username: TEST_ADMIN.username,
      aesPassword: api.encrypt(TEST_ADMIN.password),
    });
    expect(answer.code).toBe("200");
    for (const name of ["nonce", "nonceStr"]) {
      const form = api.signedForm({ username: TEST_ADMIN.username, aesPassword: api.encrypt(TEST_ADMIN.password) });
      form[name] = `${name}-${Date.now()}`;
      delete form.nonce_str;
      delete form.sign;
      const { md5Sign } = await import("../support/legacy-client.ts");
      form.sign = md5Sign(form, TEST_LEGACY.appKey);
      expect((await api.post("/api/admin/user/login", form)).code).toBe("200");
    }
  });

  it("answers 302 without a session key or with an unknown one", async () => {
    const api = client();
    expect((await api.call("/api/admin/user/getPerms")).code).toBe("302");
    api.sessionKey = "not-a-real-session-key";
    expect((await api.call("/api/admin/user/getPerms")).code).toBe("302");
    expect((await api.call("/api/personal/get")).code).toBe("302");
  });

  it("returns the signed-in user's profile without secrets", async () => {
    const api = client();
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const answer = await api.call("/api/personal/get");
    expect(answer.code).toBe("200");
    expect(answer.body).toMatchObject({ username: "admin", userName: "admin" });
    expect(JSON.stringify(answer.body)).not.toMatch(/password|hash/i);
  });
});

describe("legacy password check and change", () => {
  it("checks the old password (pass 1 or 0)", async () => {
    const api = client();
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await api.call("/api/admin/personal/check_pwd", { origPwd: TEST_ADMIN.password })).body).toEqual({
      pass: 1,
    });
    expect((await api.call("/api/admin/personal/check_pwd", { origPwd: "wrong" })).body).toEqual({ pass: 0 });
    expect((await api.call("/api/admin/personal/check_pwd", {})).code).toBe("201");
  });

  it("refuses a wrong old password or a weak new one and changes nothing", async () => {
    const api = client();
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const before = await prisma.user.findUniqueOrThrow({ where: { username: "admin" } });
    const wrongOld = await api.call("/api/admin/personal/update", {
      origPwd: "nope",
      newPwd: "New-pass-123",
      newPwd2: "New-pass-123",
    });
    expect(wrongOld).toMatchObject({ code: "201", message: "原密码输入不正确" });
    const weak = await api.call("/api/admin/personal/update", {
      origPwd: TEST_ADMIN.password,
      newPwd: "weakweak",
      newPwd2: "weakweak",
    });
    expect(weak).toMatchObject({ code: "201", message: "密码至少8位、包含字母、数字、特殊字符" });
    const mismatch = await api.call("/api/admin/personal/update", {
      origPwd: TEST_ADMIN.password,
      newPwd: "New-pass-123",
      newPwd2: "New-pass-124",
    });
    expect(mismatch).toMatchObject({ code: "201", message: "两次输入密码不一致" });
    const after = await prisma.user.findUniqueOrThrow({ where: { username: "admin" } });
    expect(after.passwordHash).toBe(before.passwordHash);
    expect((await api.call("/api/admin/user/getPerms")).code).toBe("200");
  });

  it("changes the password, ends every session of the user and logs the operation", async () => {
    const user = await prisma.user.create({
      data: {
        username: "13900000001",
        passwordHash: (await prisma.user.findUniqueOrThrow({ where: { username: "admin" } })).passwordHash,
      },
    });
    const api = client();
    const other = client();
    await api.login(user.username, TEST_ADMIN.password);
    await other.login(user.username, TEST_ADMIN.password);
    const answer = await api.call("/api/admin/personal/update", {
      origPwd: TEST_ADMIN.password,
      newPwd: "Changed-pass-9",
      newPwd2: "Changed-pass-9",
    });
    expect(answer.code).toBe("200");
    expect((await api.call("/api/admin/user/getPerms")).code).toBe("302");
    expect((await other.call("/api/admin/user/getPerms")).code).toBe("302");
    expect((await client().login(user.username, TEST_ADMIN.password)).code).toBe("304");
    expect((await client().login(user.username, "Changed-pass-9")).code).toBe("200");
    const entries = await prisma.operationLog.findMany({ where: { userId: user.id, operation: "update-password" } });
    expect(entries).toHaveLength(1);
    expect(JSON.stringify(entries.map((entry) => entry.detail))).not.toContain("Changed-pass-9");
  });
});
