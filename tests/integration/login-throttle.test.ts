import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

const server = useTestServer();
let passwordHash: string;
beforeAll(async () => {
  passwordHash = (await prisma.user.findUniqueOrThrow({ where: { username: "admin" } })).passwordHash;
});

const client = () => new LegacyClient(server().url, TEST_LEGACY);

async function newUser(username: string) {
  return prisma.user.create({ data: { username, passwordHash } });
}

describe("brute-force lockout", () => {
  it("refuses the right password after 5 failures within 30 minutes, with 301 and a message", async () => {
    const user = await newUser("13700000001");
    for (let i = 0; i < 5; i++) expect((await client().login(user.username, "wrong-password")).code).toBe("304");
    const locked = await client().login(user.username, TEST_ADMIN.password);
    expect(locked.code).toBe("301");
    expect(locked.message).toMatch(/登录失败次数过多，账号已锁定，请于 .+ 后再试/);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    const log = await prisma.loginLog.findMany({ where: { username: user.username }, orderBy: { id: "asc" } });
    expect(log.map((entry) => entry.reason)).toEqual([...Array.from({ length: 5 }, () => "wrong_password"), "locked"]);
  });

  it("lets the user in again once the failures are older than the window", async () => {
    const user = await newUser("13700000002");
    for (let i = 0; i < 5; i++) await client().login(user.username, "wrong-password");
    expect((await client().login(user.username, TEST_ADMIN.password)).code).toBe("301");
    await prisma.$executeRaw`UPDATE login_log SET created_at = created_at - interval '31 minutes' WHERE username = ${user.username}`;
    expect((await client().login(user.username, TEST_ADMIN.password)).code).toBe("200");
  });

  it("counts failures since the last success only", async () => {
    const user = await newUser("13700000003");
    for (let i = 0; i < 4; i++) await client().login(user.username, "wrong-password");
    expect((await client().login(user.username, TEST_ADMIN.password)).code).toBe("200");
    for (let i = 0; i < 4; i++) await client().login(user.username, "wrong-password");
    expect((await client().login(user.username, TEST_ADMIN.password)).code).toBe("200");
  });

  it("locks unknown usernames the same way (no account enumeration)", async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await client().login("no-such-user", "whatever")).code);
    expect(answers).toEqual(["304", "304", "304", "304", "304", "301"]);
  });

  it("cannot be raced: 8 parallel wrong guesses give exactly 5 failures and 3 refusals", async () => {
    const user = await newUser("13700000004");
    const codes = await Promise.all(Array.from({ length: 8 }, () => client().login(user.username, "wrong-password")));
    const counts = codes.reduce<Record<string, number>>(
      (acc, answer) => ({ ...acc, [answer.code]: (acc[answer.code] ?? 0) + 1 }),
      {},
    );
    expect(counts).toEqual({ "304": 5, "301": 3 });
  });

  it("answers 301 with its message for a disabled account, only after the right password", async () => {
    const user = await newUser("13700000005");
    await prisma.user.update({ where: { id: user.id }, data: { enabled: false } });
    expect((await client().login(user.username, "wrong-password")).code).toBe("304");
    expect(await client().login(user.username, TEST_ADMIN.password)).toMatchObject({
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
