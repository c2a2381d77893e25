import { beforeAll, describe, expect, it } from "vitest";
import { storeCaptcha } from "@suyuan/api/services/public-site/public-write-guard";
import { LegacyClient } from "../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// Clients' addresses come from X-Forwarded-For, so each test fails from its own address.
const server = useTestServer({ TRUST_PROXY: "true" });
let passwordHash: string;
beforeAll(async () => {
  passwordHash = (await prisma.user.findUniqueOrThrow({ where: { username: "admin" } })).passwordHash;
});

const client = (ip?: string) => new LegacyClient(server().url, TEST_LEGACY, ip ? { "x-forwarded-for": ip } : {});

async function newUser(username: string) {
  return prisma.user.create({ data: { username, passwordHash } });
}

/** A CAPTCHA stored as the login page's are, and its answer (the test knows it; a browser reads the image). */
async function solved(): Promise<Record<string, string>> {
  return { captchaId: await storeCaptcha("ab12"), captcha: "AB12" };
}

/** What a refused attempt must leave as it was. */
const footprint = async (username: string) => ({
  log: await prisma.loginLog.count({ where: { username } }),
  sessions: await prisma.session.count(),
  users: await prisma.user.findMany({ where: { username }, select: { lastLoginAt: true, enabled: true } }),
});

describe("CAPTCHA after failed sign-ins (defaults: 3 failures, 10 lock, 30 minutes)", () => {
  it("asks for a CAPTCHA after 3 failures; missing or wrong it is refused with 353 and nothing changes", async () => {
    const user = await newUser("13700000001");
    const ip = "10.9.0.1";
    expect((await client(ip).call("/api/admin/user/captcha", { username: user.username })).body).toEqual({
      required: false,
    });
    for (let i = 0; i < 3; i++) expect((await client(ip).login(user.username, "wrong-password")).code).toBe("304");

    const before = await footprint(user.username);
    const missing = await client(ip).login(user.username, TEST_ADMIN.password);
    expect(missing).toMatchObject({ code: "353", message: "登录失败次数较多，请输入验证码" });
    const wrong = await client(ip).login(user.username, TEST_ADMIN.password, {
      captchaId: await storeCaptcha("ab12"),
      captcha: "zz99",
    });
    expect(wrong).toMatchObject({ code: "353", message: "验证码错误，请重新输入" });
    // A challenge is used once: the right answer to a used one is refused too.
    const reused = await solved();
    await client(ip).login(user.username, "wrong-password", reused);
    expect((await client(ip).login(user.username, TEST_ADMIN.password, reused)).code).toBe("353");
    expect(await footprint(user.username)).toEqual({ ...before, log: before.log + 1 });

    // The login page's question: required, with an SVG image and the id to send back.
    const asked = await client(ip).call("/api/admin/user/captcha", { username: user.username });
    expect(asked).toMatchObject({ code: "200", body: { required: true } });
    const body = asked.body as { captchaId: string; image: string };
    expect(body.image).toMatch(/^<svg/);
    expect(body.captchaId.length).toBeGreaterThan(10);

    expect((await client(ip).login(user.username, TEST_ADMIN.password, await solved())).code).toBe("200");
    // A success starts the count again.
    expect((await client(ip).login(user.username, TEST_ADMIN.password)).code).toBe("200");
  });

  it("counts the failures of one address across usernames, unknown ones alike", async () => {
    const ip = "10.9.0.2";
    const answers = [];
    for (const name of ["no-such-1", "no-such-2", "no-such-3", "no-such-4"])
      answers.push((await client(ip).login(name, "whatever")).code);
    expect(answers).toEqual(["304", "304", "304", "353"]);
    // The same username from another address has one failure only: no CAPTCHA there.
    expect((await client("10.9.0.3").login("no-such-4", "whatever")).code).toBe("304");
    // A username's own failures ask for it from any address.
    for (let i = 0; i < 2; i++) await client(`10.9.1.${i}`).login("no-such-5", "whatever");
    expect((await client("10.9.1.9").login("no-such-5", "whatever")).code).toBe("304");
    expect((await client("10.9.1.8").login("no-such-5", "whatever")).code).toBe("353");
  });

  it("locks the username after 10 failures, CAPTCHAs solved or not, until the window has passed", async () => {
    const user = await newUser("13700000002");
    const ip = "10.9.0.4";
    for (let i = 0; i < 10; i++)
      expect((await client(ip).login(user.username, "wrong-password", await solved())).code).toBe("304");
    const locked = await client(ip).login(user.username, TEST_ADMIN.password, await solved());
    expect(locked.code).toBe("301");
    expect(locked.message).toMatch(/登录失败次数过多，账号已锁定，请于 .+ 后再试/);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    const log = await prisma.loginLog.findMany({ where: { username: user.username }, orderBy: { id: "asc" } });
    expect(log.map((entry) => entry.reason)).toEqual([...Array.from({ length: 10 }, () => "wrong_password"), "locked"]);

    await prisma.$executeRaw`UPDATE login_log SET created_at = created_at - interval '31 minutes' WHERE username = ${user.username}`;
    expect((await client(ip).login(user.username, TEST_ADMIN.password)).code).toBe("200");
  });

  it("counts failures since the last success only", async () => {
    const user = await newUser("13700000003");
    const ip = "10.9.0.5";
    for (let i = 0; i < 2; i++) await client(ip).login(user.username, "wrong-password");
    expect((await client(ip).login(user.username, TEST_ADMIN.password)).code).toBe("200");
    for (let i = 0; i < 2; i++) await client(ip).login(user.username, "wrong-password");
    expect((await client(ip).login(user.username, TEST_ADMIN.password)).code).toBe("200");
  });

  it("cannot be raced: 8 parallel wrong guesses give exactly 3 failures and 5 CAPTCHA refusals", async () => {
    const user = await newUser("13700000004");
    const codes = await Promise.all(
      Array.from({ length: 8 }, () => client("10.9.0.6").login(user.username, "wrong-password")),
    );
    const counts = codes.reduce<Record<string, number>>(
      (acc, answer) => ({ ...acc, [answer.code]: (acc[answer.code] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ "304": 3, "353": 5 });
  });

  it("answers 301 with its message for a disabled account, only after the right password", async () => {
    const user = await newUser("13700000005");
    await prisma.user.update({ where: { id: user.id }, data: { enabled: false } });
    expect((await client("10.9.0.7").login(user.username, "wrong-password")).code).toBe("304");
    expect(await client("10.9.0.7").login(user.username, TEST_ADMIN.password)).toMatchObject({
      code: "301",
      message: "该账号已被禁用",
    });
  });
});

describe("session lifetime", () => {
  it("answers code 3 after SESSION_IDLE_MINUTES without activity, then 302", async () => {
    const api = client();
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await api.call("/api/admin/user/getPerms")).code).toBe("200");
    await prisma.$executeRaw`UPDATE session SET last_seen_at = now() - interval '21 minutes' WHERE revoked_at IS NULL`;
    const timedOut = await api.call("/api/admin/user/getPerms");
    expect(timedOut).toMatchObject({ code: "3", message: "长时间未操作，登录已超时，请重新登录" });
    expect((await api.call("/api/admin/user/getPerms")).code).toBe("302");
  });

  it("keeps an active session alive: activity moves the idle deadline", async () => {
    const api = client();
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    await prisma.$executeRaw`UPDATE session SET last_seen_at = now() - interval '19 minutes' WHERE revoked_at IS NULL`;
    expect((await api.call("/api/admin/user/getPerms")).code).toBe("200");
    const session = await prisma.session.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    expect(Date.now() - session.lastSeenAt.getTime()).toBeLessThan(60_000);
  });

  it("ends a session at its absolute lifetime even when active", async () => {
    const api = client();
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    await prisma.$executeRaw`UPDATE session SET expires_at = now() - interval '1 second' WHERE revoked_at IS NULL`;
    expect((await api.call("/api/admin/user/getPerms")).code).toBe("3");
  });

  it("ends the sessions of a user who is disabled", async () => {
    const user = await newUser("13700000006");
    const api = client();
    await api.login(user.username, TEST_ADMIN.password);
    await prisma.user.update({ where: { id: user.id }, data: { enabled: false } });
    expect((await api.call("/api/admin/user/getPerms")).code).toBe("302");
  });
});
