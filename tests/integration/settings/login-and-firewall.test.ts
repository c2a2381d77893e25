import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import { storeCaptcha } from "@suyuan/api/services/public-site/public-write-guard";
import { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../../support/test-env.ts";
import { callTrpc, loginCookie } from "../../support/trpc-http.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// The login settings (config/login_*) and the back-office firewall (config/firewall_*): stored,
// answered by the origin's names, logged with old and new values (secrets masked), and applied
// to the admin sign-in and to every admin entry point (tRPC, the legacy API, files, pages).

// Clients' addresses come from X-Forwarded-For (a proxy in front, as in production); the
// administrator's own calls carry none and come from this machine.
const server = useTestServer({ TRUST_PROXY: "true" });
let admin: ApiClient;
let legacy: LegacyClient;
let passwordHash: string;

const from = (ip: string) => new LegacyClient(server().url, TEST_LEGACY, { "x-forwarded-for": ip });

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  passwordHash = (await prisma.user.findUniqueOrThrow({ where: { username: "admin" } })).passwordHash;
});

const lastLog = (resource: string) => prisma.operationLog.findFirst({ where: { resource }, orderBy: { id: "desc" } });

const LOGIN_FORM = {
  errorTimes: "5",
  errorInterval: "30",
  host: "smtp.example.cn",
  username: "noreply@example.cn",
  forgotPasswordSubject: "找回密码",
  forgotPasswordText: "${username} 您好",
  registerSubject: "激活账号",
  registerText: "${activationCode}",
};

describe("login settings", () => {
  it("answers the environment's limits until saved, then the saved ones; the mail password never", async () => {
    const before = await legacy.call("/api/admin/config/login_get");
    expect(before).toMatchObject({
      code: "200",
      body: { errorTimes: 3, errorInterval: 30, lockTimes: 10, password: "" },
    });

    const saved = await legacy.call("/api/admin/config/login_update", {
      ...LOGIN_FORM,
      errorTimes: "2",
      errorInterval: "10",
      password: "smtp-secret-1",
    });
    expect(saved).toMatchObject({ code: "200", body: null });
    const after = await admin.config.login.query();
    expect(after).toMatchObject({ errorTimes: 2, errorInterval: 10, password: "", passwordSet: true });
    expect(after.host).toBe("smtp.example.cn");

    const log = await lastLog("login-settings");
    expect(log?.detail).toMatchObject({
      old: { errorTimes: null, password: "" },
      new: { errorTimes: 2, errorInterval: 10, password: "******" },
    });
    expect(JSON.stringify(log?.detail)).not.toContain("smtp-secret-1");

    // A blank password keeps the stored one.
    await admin.config.updateLogin.mutate({ errorTimes: 2, errorInterval: 10, password: "" });
    expect((await admin.config.login.query()).passwordSet).toBe(true);
  });

  it("asks for a CAPTCHA after the saved number of failures, then locks after the saved larger one, on both APIs", async () => {
    await admin.config.updateLogin.mutate({ errorTimes: 2, errorInterval: 10, lockTimes: 3 });
    const user = await prisma.user.create({ data: { username: "13700000101", passwordHash } });
    const ip = "10.8.0.1";
    const trpcLogin = (input: Record<string, string>) =>
      fetch(`${server().url}/trpc/auth.login`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify({ json: { username: user.username, ...input } }),
      }).then(async (response) => ({
        status: response.status,
        ...((await response.json()) as { error?: { json?: { message?: string; data?: { appCode?: string } } } }).error
          ?.json,
      }));
    expect((await from(ip).login(user.username, "wrong-password")).code).toBe("304");
    // The first failure on the legacy API, the second on tRPC: one count in the database.
    expect((await trpcLogin({ password: "wrong" })).data?.appCode).toBe("WRONG_CREDENTIALS");

    const logBefore = await prisma.loginLog.count({ where: { username: user.username } });
    const missing = await trpcLogin({ password: TEST_ADMIN.password });
    expect(missing).toMatchObject({
      status: 400,
      message: "登录失败次数较多，请输入验证码",
      data: { appCode: "CAPTCHA" },
    });
    const wrong = await trpcLogin({
      password: TEST_ADMIN.password,
      captchaId: await storeCaptcha("ab12"),
      captcha: "x",
    });
    expect(wrong).toMatchObject({ message: "验证码错误，请重新输入", data: { appCode: "CAPTCHA" } });
    expect((await from(ip).login(user.username, TEST_ADMIN.password)).code).toBe("353");
    expect(await prisma.loginLog.count({ where: { username: user.username } })).toBe(logBefore);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);

    // The page asks whether a CAPTCHA is needed, and gets one to show.
    const asked = (await fetch(`${server().url}/trpc/auth.loginCaptcha`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ json: { username: user.username } }),
    }).then((response) => response.json())) as { result: { data: { json: { required: boolean; image: string } } } };
    expect(asked.result.data.json.required).toBe(true);
    expect(asked.result.data.json.image).toMatch(/^<svg/);

    // Solved, a third failure counts; it reaches the saved lock (3): the right password is refused.
    const solved = { captchaId: await storeCaptcha("cd34"), captcha: "cd34" };
    expect((await trpcLogin({ password: "wrong", ...solved })).data?.appCode).toBe("WRONG_CREDENTIALS");
    const locked = await from(ip).login(user.username, TEST_ADMIN.password, {
      captchaId: await storeCaptcha("ef56"),
      captcha: "ef56",
    });
    expect(locked.code).toBe("301");
    expect(locked.message).toMatch(/登录失败次数过多/);

    // The saved interval (10 minutes), not the environment's 30, ends the lock and the CAPTCHA.
    await prisma.$executeRaw`UPDATE login_log SET created_at = created_at - interval '11 minutes' WHERE username = ${user.username}`;
    expect((await from(ip).login(user.username, TEST_ADMIN.password)).code).toBe("200");
  });

  it("refuses a lock at or below the CAPTCHA's number of failures", async () => {
    const refused = await legacy.call("/api/admin/config/login_update", {
      ...LOGIN_FORM,
      errorTimes: "4",
      lockTimes: "4",
    });
    expect(refused).toMatchObject({ code: "201", message: "锁定所需的失败次数须大于需要验证码的次数（0 表示不锁定）" });
    expect((await admin.config.login.query()).lockTimes).toBe(3);
    // 0: never lock.
    await admin.config.updateLogin.mutate({ errorTimes: 2, errorInterval: 10, lockTimes: 0 });
    expect((await admin.config.login.query()).lockTimes).toBe(0);
  });

  it("refuses bad limits with a clear message and changes nothing", async () => {
    for (const errorTimes of ["0", "abc", "1000"]) {
      const refused = await legacy.call("/api/admin/config/login_update", { ...LOGIN_FORM, errorTimes });
      expect(refused.code).toBe("201");
      expect(refused.message).not.toBe("");
    }
    const missing = await legacy.call("/api/admin/config/login_update", { errorInterval: "10" });
    expect(missing).toMatchObject({ code: "201", message: "请填写数字" });
    expect((await admin.config.login.query()).errorTimes).toBe(2);
    await admin.config.updateLogin.mutate({ errorTimes: 5, errorInterval: 30 });
  });
});

/** tRPC and a page from `ip`, without a session: the firewall answers before anything else. */
async function probe(ip: string) {
  const headers = { "x-forwarded-for": ip };
  const trpc = await fetch(`${server().url}/trpc/auth.getMe`, { headers });
  const page = await fetch(`${server().url}/log/list`, { headers: { ...headers, accept: "text/html" } });
  const file = await fetch(`${server().url}/export/user`, { headers });
  const health = await fetch(`${server().url}/healthz`, { headers });
  const legacyAnswer = await from(ip).call("/api/admin/user/getPerms");
  return {
    trpc: trpc.status,
    trpcCode: ((await trpc.json()) as { error?: { json?: { data?: { appCode?: string } } } }).error?.json?.data
      ?.appCode,
    page: page.status,
    file: file.status,
    health: health.status,
    legacy: legacyAnswer.code,
  };
}

const REFUSED = { trpc: 403, trpcCode: "FIREWALL", page: 403, file: 403, health: 200, legacy: "214" };

describe("back-office firewall", () => {
  it("answers the origin's fields, off by default", async () => {
    expect(await legacy.call("/api/admin/config/firewall_get")).toMatchObject({
      code: "200",
      body: { open: "0", ips: "", hours: [], weeks: [], password: "" },
    });
  });

  it("refuses a rule that would lock out the saving administrator's own address, saving nothing", async () => {
    const logsBefore = await prisma.operationLog.count({ where: { resource: "firewall" } });
    await expect(
      admin.config.updateFirewall.mutate({ open: true, ips: ["10.0.0.0/8"], hours: [], weeks: [] }),
    ).rejects.toThrow(/将无法访问后台/);
    const denied = await legacy.call("/api/admin/config/firewall_update", {
      open: "1",
      ips: "",
      denyIps: "127.0.0.0/8,::1",
      hours: "",
      weeks: "",
    });
    expect(denied.code).toBe("202");
    expect(denied.message).toMatch(/保存后您当前的地址（.+）将无法访问后台/);
    // Outside the opening hours (China time) is a lock-out too.
    const chinaHour = new Date(Date.now() + 8 * 3_600_000).getUTCHours();
    const otherHours = Array.from({ length: 24 }, (_, hour) => hour).filter(
      (hour) => hour !== chinaHour && hour !== (chinaHour + 1) % 24,
    );
    await expect(
      admin.config.updateFirewall.mutate({ open: true, ips: [], hours: otherHours, weeks: [] }),
    ).rejects.toThrow(/将无法访问后台/);
    expect((await admin.config.firewall.query()).open).toBe(false);
    expect(await prisma.operationLog.count({ where: { resource: "firewall" } })).toBe(logsBefore);
  });

  it("refuses an unreadable rule with a clear message, never a 500", async () => {
    for (const ips of ["10.0.0.300", "10.0.0.0/33", "10.0.0.9-10.0.0.1", "abc"]) {
      const refused = await legacy.call("/api/admin/config/firewall_update", { open: "1", ips, hours: "", weeks: "" });
      expect(refused.code).toBe("201");
      expect(refused.message).toContain("无法识别的 IP 规则");
    }
    const hour = await legacy.call("/api/admin/config/firewall_update", { open: "0", ips: "", hours: "24", weeks: "" });
    expect(hour.code).toBe("201");
  });

  it("lets in only the allowed addresses on every admin entry point, the denied ones never", async () => {
    const saved = await legacy.call("/api/admin/config/firewall_update", {
      open: "1",
      ips: "127.0.0.1,::1,10.1.0.0/16,192.168.1.10-192.168.1.20",
      denyIps: "10.1.2.3",
      hours: "",
      weeks: "",
    });
    expect(saved).toMatchObject({ code: "200", body: null });
    expect(await legacy.call("/api/admin/config/firewall_get")).toMatchObject({
      body: { open: "1", ips: "127.0.0.1,::1,10.1.0.0/16,192.168.1.10-192.168.1.20", denyIps: "10.1.2.3" },
    });
    const log = await lastLog("firewall");
    expect(log?.detail).toMatchObject({ old: { open: false }, new: { open: true, denyIps: ["10.1.2.3"] } });

    expect(await probe("172.16.0.1")).toEqual(REFUSED);
    expect(await probe("10.1.2.3")).toEqual(REFUSED);
    expect(await probe("192.168.1.21")).toEqual(REFUSED);
    const inside = await probe("192.168.1.15");
    expect(inside).toMatchObject({ trpc: 401, health: 200, legacy: "302" });
    // Past the firewall: the app's page (or its 404 where the web app is not built).
    expect(inside.page).not.toBe(403);
    expect(await probe("10.1.200.7")).toMatchObject({ trpc: 401, legacy: "302" });
    // A refused address cannot even sign in.
    expect((await from("172.16.0.1").login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("214");
    expect(
      (
        await fetch(`${server().url}/trpc/auth.login`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-forwarded-for": "172.16.0.1" },
          body: JSON.stringify({ json: TEST_ADMIN }),
        })
      ).status,
    ).toBe(403);
    // The administrator (this machine) keeps working, and signing in from inside works.
    expect((await admin.config.firewall.query()).open).toBe(true);
    const cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await callTrpc(server().url, cookie, "auth.getMe", "query", undefined)).status).toBe(200);
  });

  it("keeps to the opening days and hours, in China time", async () => {
    const china = new Date(Date.now() + 8 * 3_600_000);
    const today = china.getUTCDay() + 1;
    const otherDay = (today % 7) + 1;
    // Today and tomorrow open: this machine is inside; a day rule alone refuses nobody today.
    await admin.config.updateFirewall.mutate({ open: true, ips: [], hours: [], weeks: [today, otherDay] });
    expect((await probe("172.16.0.1")).trpc).toBe(401);
    // Another day only: refused at once (the saving administrator's own address included, so the
    // rule is written directly, as another process would have).
    await prisma.appSetting.update({
      where: { key: "firewall" },
      data: { value: { open: true, ips: [], denyIps: [], hours: [], weeks: [otherDay] } },
    });
    await expect.poll(async () => (await probe("172.16.0.1")).trpc, { timeout: 5_000 }).toBe(403);
    expect((await legacy.call("/api/admin/config/firewall_get")).code).toBe("214");
    await prisma.appSetting.delete({ where: { key: "firewall" } });
    await expect
      .poll(async () => (await legacy.call("/api/admin/config/firewall_get")).code, { timeout: 5_000 })
      .toBe("200");
  });
});
