import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { closeDatabase, openDatabase, prisma } from "@suyuan/db/client";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, type ServerProcess } from "../support/server-process.ts";
import { createServerDatabase, type TestDatabase } from "../support/test-database.ts";
import { TEST_ADMIN, TEST_SERVER_ENV } from "../support/test-env.ts";
import { callTrpc, loginCookie } from "../support/trpc-http.ts";

// The sign-in's CAPTCHA and lock, the back-office firewall and the public forms' limits on two API
// processes over one PostgreSQL database, as behind a load balancer: a failure or a post counted on
// one counts on the other, a CAPTCHA shown by one is answered on the other, and a firewall rule
// saved on one is in force on the other (its kept rule dropped by the change notice).
let database: TestDatabase & { url: string };
let first: ServerProcess;
let second: ServerProcess;
let sql: pg.Client;
const dataDirs: string[] = [];

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), "suyuan-settings-"));
  dataDirs.push(dataDir);
  const server = await spawnServer({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    ...TEST_SERVER_ENV,
    TRUST_PROXY: "true",
  });
  await server.waitFor(/Suyuan is running/);
  return server;
}

beforeAll(async () => {
  database = await createServerDatabase();
  first = await startServer();
  second = await startServer();
  sql = new pg.Client({ connectionString: database.url });
  await sql.connect();
  await openDatabase({ kind: "postgres", url: database.url, poolMax: 2 });
}, 120_000);

afterAll(async () => {
  await closeDatabase();
  await sql?.end();
  for (const server of [first, second]) {
    server?.child.kill("SIGTERM");
    await server?.exited;
  }
  await database?.drop();
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

async function signIn(
  server: ServerProcess,
  username: string,
  password: string,
  ip = "127.0.0.1",
  captcha: { captchaId?: string; captcha?: string } = {},
) {
  const response = await fetch(`${server.url}/trpc/auth.login`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify({ json: { username, password, ...captcha } }),
  });
  const body = (await response.json()) as { error?: { json?: { message?: string; data?: { appCode?: string } } } };
  return { status: response.status, appCode: body.error?.json?.data?.appCode, message: body.error?.json?.message };
}

/** getMe from `ip` on `server`, without a session: 401 past the firewall, 403 refused by it. */
const probe = async (server: ServerProcess, ip: string) =>
  (await fetch(`${server.url}/trpc/auth.getMe`, { headers: { "x-forwarded-for": ip } })).status;

async function until(read: () => Promise<number>, wanted: number, deadlineMs = 5_000) {
  const end = Date.now() + deadlineMs;
  let last = await read();
  while (last !== wanted && Date.now() < end) last = await read();
  return last;
}

describe("settings on two processes", () => {
  it("counts failed sign-ins in the database: both processes ask for the CAPTCHA, then lock, alike", async () => {
    const admin = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const saved = await callTrpc(first.url, admin, "config.updateLogin", "mutation", {
      errorTimes: 2,
      errorInterval: 10,
      lockTimes: 3,
    });
    expect(saved.status).toBe(200);
    const ip = "10.7.0.1";
    expect((await signIn(first, TEST_ADMIN.username, "wrong-1", ip)).appCode).toBe("WRONG_CREDENTIALS");
    expect((await signIn(second, TEST_ADMIN.username, "wrong-2", ip)).appCode).toBe("WRONG_CREDENTIALS");
    const logged = await sql.query("SELECT count(*)::int AS n FROM login_log");
    for (const server of [first, second]) {
      const asked = await signIn(server, TEST_ADMIN.username, TEST_ADMIN.password, ip);
      expect(asked).toMatchObject({ status: 400, appCode: "CAPTCHA", message: "登录失败次数较多，请输入验证码" });
    }
    // A wrong answer to a CAPTCHA shown by the first process, sent to the second: refused, nothing logged.
    const shown = await fetch(`${first.url}/trpc/auth.loginCaptcha`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip },
      body: JSON.stringify({ json: { username: TEST_ADMIN.username } }),
    }).then(async (response) => (await response.json()) as { result: { data: { json: { captchaId: string } } } });
    const { captchaId } = shown.result.data.json;
    const wrong = await signIn(second, TEST_ADMIN.username, TEST_ADMIN.password, ip, { captchaId, captcha: "????" });
    expect(wrong).toMatchObject({ appCode: "CAPTCHA", message: "验证码错误，请重新输入" });
    expect((await sql.query("SELECT count(*)::int AS n FROM login_log")).rows[0]).toEqual(logged.rows[0]);

    // Solved (its answer is stored hashed; the test replaces it with a known one): a third failure,
    // on the second process, reaches the lock on both.
    const known = (answer: string) => createHash("sha256").update(answer).digest("hex");
    const challenge = async (answer: string) => {
      const id = `test-${answer}-${Date.now()}`;
      await sql.query(
        "INSERT INTO public_captcha (id, answer_hash, expires_at) VALUES ($1, $2, now() + interval '5 minutes')",
        [id, known(answer)],
      );
      return { captchaId: id, captcha: answer };
    };
    expect((await signIn(second, TEST_ADMIN.username, "wrong-3", ip, await challenge("ab12"))).appCode).toBe(
      "WRONG_CREDENTIALS",
    );
    for (const server of [first, second]) {
      const locked = await signIn(server, TEST_ADMIN.username, TEST_ADMIN.password, ip, await challenge("cd34"));
      expect(locked).toMatchObject({ status: 403, appCode: "ACCOUNT_UNAVAILABLE" });
      expect(locked.message).toMatch(/登录失败次数过多/);
    }
    await sql.query("UPDATE login_log SET created_at = created_at - interval '11 minutes'");
    expect((await signIn(second, TEST_ADMIN.username, TEST_ADMIN.password, ip)).status).toBe(200);
  });

  it("a firewall rule saved on one process is in force on the other, and lifted the same way", async () => {
    const admin = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
    // Twice, so the second process answers from its kept rule.
    expect(await probe(second, "172.16.0.1")).toBe(401);
    expect(await probe(second, "172.16.0.1")).toBe(401);
    const rule = { open: true, ips: ["127.0.0.1", "::1", "10.0.0.0/8"], hours: [], weeks: [] };
    expect((await callTrpc(first.url, admin, "config.updateFirewall", "mutation", rule)).status).toBe(200);
    expect(await until(() => probe(second, "172.16.0.1"), 403)).toBe(403);
    expect(await probe(first, "172.16.0.1")).toBe(403);
    expect(await probe(second, "10.2.3.4")).toBe(401);
    expect((await signIn(second, TEST_ADMIN.username, TEST_ADMIN.password, "172.16.0.1")).appCode).toBe("FIREWALL");

    const off = { open: false, ips: [], hours: [], weeks: [] };
    expect((await callTrpc(first.url, admin, "config.updateFirewall", "mutation", off)).status).toBe(200);
    expect(await until(() => probe(second, "172.16.0.1"), 401)).toBe(401);
  });

  it("counts the public forms' posts in the database: the CAPTCHA threshold and the day limit hold on both processes", async () => {
    const site = await prisma.site.create({ data: { name: "两进程站", accessPath: "twoproc" } });
    const channelModel = await prisma.cmsModel.create({ data: { name: "两进程栏目", kind: "channel", path: "tp-c" } });
    const contentModel = await prisma.cmsModel.create({ data: { name: "两进程内容", kind: "content", path: "tp-n" } });
    const type = await prisma.contentType.create({ data: { name: "两进程类型" } });
    const channel = await prisma.channel.create({
      data: {
        siteId: site.id,
        name: "评论",
        path: "tp",
        modelId: channelModel.id,
        commentControl: 0,
        commentCheck: false,
      },
    });
    const article = await prisma.content.create({
      data: {
        siteId: site.id,
        channelId: channel.id,
        modelId: contentModel.id,
        typeId: type.id,
        title: "两进程文章",
        txt: "<p>正文</p>",
        status: CONTENT_STATUS.passed,
        releaseDate: new Date("2026-03-01T08:00:00Z"),
      },
    });
    const articlePath = `tp/${article.id}.html`;
    const ip = "198.51.100.200";
    let cookie = "";
    const visit = async (server: ServerProcess) => {
      const response = await fetch(`${server.url}/site/twoproc/${articlePath}`, {
        headers: { "x-forwarded-for": ip, ...(cookie ? { cookie } : {}) },
      });
      const set = response.headers.getSetCookie().map((line) => line.split(";")[0]);
      if (set.length > 0) cookie = set.join("; ");
      return response.text();
    };
    const post = async (server: ServerProcess, text: string) => {
      const html = await visit(server);
      const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
      const response = await fetch(`${server.url}/site/twoproc/comment`, {
        method: "POST",
        headers: { "x-forwarded-for": ip, cookie, "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ csrf, contentId: String(article.id), back: articlePath, text }).toString(),
        redirect: "manual",
      });
      return new URL(response.headers.get("location") ?? "", "http://x").searchParams.get("notice");
    };
    const admin = await loginCookie(first.url, TEST_ADMIN.username, TEST_ADMIN.password);
    const limit = { commentDayLimit: 2 };
    expect((await callTrpc(first.url, admin, "config.updateSystem", "mutation", limit)).status).toBe(200);

    // Two posts through different processes use up the day's limit: the third is refused.
    expect(await post(first, "第一条")).toBe("public.commentPassed");
    expect(await post(second, "第二条")).toBe("public.commentPassed");
    expect(await post(second, "第三条")).toBe("public.dayLimit");
    // The IP's three posts of the hour (counted wherever they landed) now ask for a CAPTCHA on both.
    expect(await visit(first)).toContain('name="captcha"');
    expect(await visit(second)).toContain('name="captcha"');
    expect(await prisma.cmsComment.count({ where: { contentId: article.id } })).toBe(2);
  });
});
