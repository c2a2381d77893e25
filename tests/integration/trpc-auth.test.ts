import { createApiClient } from "@suyuan/api/client";
import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

const server = useTestServer();

type AppClientError = {
  message: string;
  data: { appCode: string; legacyCode: string; httpStatus: number; fieldErrors?: Record<string, string[]> };
};

async function trpcError(promise: Promise<unknown>): Promise<AppClientError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(TRPCClientError);
    return error as AppClientError;
  }
  throw new Error("expected the call to fail");
}

describe("tRPC auth", () => {
  it("logs in with an HttpOnly SameSite cookie and never returns the token", async () => {
    const response = await fetch(`${server().url}/trpc/auth.login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: TEST_ADMIN }),
    });
    expect(response.status).toBe(200);
    const cookie = response.headers.getSetCookie()[0] ?? "";
    expect(cookie).toMatch(/^suyuan_session=[A-Za-z0-9_-]{43,};/);
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    const token = cookie.split(";")[0]?.split("=")[1] ?? "";
    expect(await response.text()).not.toContain(token);
  });

  it("serves typed procedures to a script: login, getMe, checkPassword, logout", async () => {
    const api = createApiClient({ baseUrl: server().url });
    const { user } = await api.auth.login.mutate(TEST_ADMIN);
    expect(user.username).toBe("admin");
    const me = await api.auth.getMe.query();
    expect(me.perms).toBe("*");
    expect(me.isMasterSite).toBe(true);
    expect(me.sites.length).toBeGreaterThan(0);
    expect(await api.auth.checkPassword.mutate({ origPwd: TEST_ADMIN.password })).toEqual({ pass: true });
    expect(await api.auth.checkPassword.mutate({ origPwd: "nope" })).toEqual({ pass: false });
    await api.auth.logout.mutate();
    const error = await trpcError(api.auth.getMe.query());
    expect(error.data).toMatchObject({ appCode: "UNAUTHENTICATED", legacyCode: "302", httpStatus: 401 });
  });

  it("accepts a bearer token (the legacy session key) for scripts", async () => {
    const legacy = new LegacyClient(server().url, TEST_LEGACY);
    await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const api = createApiClient({ baseUrl: server().url, token: legacy.sessionKey ?? "" });
    expect((await api.auth.getMe.query()).user.username).toBe("admin");
  });

  it("answers wrong credentials with 304 and the message in the asked language", async () => {
    const zh = await trpcError(
      createApiClient({ baseUrl: server().url }).auth.login.mutate({ username: "admin", password: "bad" }),
    );
    expect(zh.message).toBe("用户名或密码错误");
    expect(zh.data).toMatchObject({ appCode: "WRONG_CREDENTIALS", legacyCode: "304" });
    const en = await trpcError(
      createApiClient({ baseUrl: server().url, locale: "en" }).auth.login.mutate({
        username: "admin",
        password: "bad",
      }),
    );
    expect(en.message).toBe("Wrong username or password");
  });

  it("flattens validation errors per field, translated, and writes nothing", async () => {
    const before = await tableCounts();
    const error = await trpcError(
      createApiClient({ baseUrl: server().url }).auth.register.mutate({
        username: "123",
        password: "weak",
        password2: "",
      }),
    );
    expect(error.data.appCode).toBe("BAD_REQUEST");
    expect(error.data.fieldErrors).toEqual({
      username: ["请填写正确的手机号"],
      password: ["密码至少8位、包含字母、数字、特殊字符"],
      password2: ["请再次输入密码"],
    });
    const en = await trpcError(
      createApiClient({ baseUrl: server().url, locale: "en" }).auth.register.mutate({
        username: "13800000000",
        password: "Abc12345!",
        password2: "x",
      }),
    );
    expect(en.data.fieldErrors).toEqual({ password2: ["The two passwords differ"] });
    expect(await tableCounts()).toEqual(before);
  });

  it("registers, and the new member is not '*'", async () => {
    const api = createApiClient({ baseUrl: server().url });
    await api.auth.register.mutate({ username: "13600000001", password: "Member-pass-1", password2: "Member-pass-1" });
    await api.auth.login.mutate({ username: "13600000001", password: "Member-pass-1" });
    const me = await api.auth.getMe.query();
    expect(me.perms).not.toBe("*");
    expect(me.perms).toContain("/work");
    const taken = await trpcError(
      api.auth.register.mutate({ username: "13600000001", password: "Member-pass-1", password2: "Member-pass-1" }),
    );
    expect(taken.data).toMatchObject({ appCode: "USERNAME_TAKEN", legacyCode: "305" });
  });

  it("changes the password: wrong old password is a field error; success ends the session", async () => {
    const api = createApiClient({ baseUrl: server().url });
    await api.auth.register.mutate({ username: "13600000002", password: "Member-pass-1", password2: "Member-pass-1" });
    await api.auth.login.mutate({ username: "13600000002", password: "Member-pass-1" });
    const wrong = await trpcError(
      api.auth.updatePassword.mutate({ origPwd: "nope", newPwd: "Member-pass-2", newPwd2: "Member-pass-2" }),
    );
    expect(wrong.message).toBe("原密码输入不正确");
    expect(wrong.data.fieldErrors).toEqual({ origPwd: ["原密码输入不正确"] });
    await api.auth.updatePassword.mutate({
      origPwd: "Member-pass-1",
      newPwd: "Member-pass-2",
      newPwd2: "Member-pass-2",
    });
    expect((await trpcError(api.auth.getMe.query())).data.legacyCode).toBe("302");
    await api.auth.login.mutate({ username: "13600000002", password: "Member-pass-2" });
  });

  it("switches to a permitted site, remembers it, and refuses other sites", async () => {
    const second = await prisma.site.create({ data: { name: "第二站点" } });
    const api = createApiClient({ baseUrl: server().url });
    await api.auth.login.mutate(TEST_ADMIN);
    expect(await api.auth.switchSite.mutate({ siteId: second.id })).toEqual({ siteId: second.id });
    expect((await api.auth.getMe.query()).siteId).toBe(second.id);
    expect((await api.auth.getMe.query()).isMasterSite).toBe(false);
    const logged = await prisma.operationLog.findFirst({
      where: { operation: "switch-site", targetId: String(second.id) },
    });
    expect(logged).not.toBeNull();

    const member = createApiClient({ baseUrl: server().url });
    await member.auth.register.mutate({
      username: "13600000003",
      password: "Member-pass-1",
      password2: "Member-pass-1",
    });
    await member.auth.login.mutate({ username: "13600000003", password: "Member-pass-1" });
    const refused = await trpcError(member.auth.switchSite.mutate({ siteId: second.id }));
    expect(refused.data).toMatchObject({ appCode: "FORBIDDEN", httpStatus: 403 });
  });

  it("takes the site from the x-suyuan-site header when the user may use it", async () => {
    const login = await fetch(`${server().url}/trpc/auth.login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: TEST_ADMIN }),
    });
    const cookie = (login.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
    const sites = await prisma.site.findMany({ orderBy: { id: "asc" } });
    const target = sites.at(-1);
    const me = await fetch(`${server().url}/trpc/auth.getMe`, {
      headers: { cookie, "x-suyuan-site": String(target?.id) },
    });
    const body = (await me.json()) as { result: { data: { json: { siteId: number } } } };
    expect(body.result.data.json.siteId).toBe(target?.id);
    const bad = await fetch(`${server().url}/trpc/auth.getMe`, { headers: { cookie, "x-suyuan-site": "999999" } });
    expect(bad.status).toBe(403);
  });
});

describe("operations endpoints", () => {
  it("answers /healthz and /readyz", async () => {
    expect(await (await fetch(`${server().url}/healthz`)).json()).toEqual({ status: "ok" });
    expect(await (await fetch(`${server().url}/readyz`)).json()).toEqual({ status: "ready" });
  });

  it("limits the body size on tRPC too, and tags answers with a request id", async () => {
    const response = await fetch(`${server().url}/trpc/auth.login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { username: "x".repeat(2_000_000), password: "x" } }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get("x-request-id")).toMatch(/^[\w-]+$/);
  });

  it("sends the APIs' answers with the API security headers and pages with the document ones", async () => {
    const answers = [
      await fetch(`${server().url}/trpc/auth.me`),
      await fetch(`${server().url}/api/admin/goods/list`, { method: "POST" }),
      await fetch(`${server().url}/healthz`),
    ];
    for (const answer of answers) {
      expect(answer.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.headers.get("x-frame-options")).toBe("DENY");
      expect(answer.headers.get("cache-control")).toBe("no-store");
      // Headers for documents a browser renders are not sent with JSON.
      expect(answer.headers.get("cross-origin-opener-policy")).toBeNull();
      expect(answer.headers.get("x-dns-prefetch-control")).toBeNull();
    }
    const page = await fetch(`${server().url}/login`);
    expect(page.headers.get("content-security-policy")).toContain("script-src 'self'");
    expect(page.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
  });
});
