import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contentIn, contentUser, contentWorld, type ContentWorld } from "../../support/content-fixtures.ts";
import { LegacyClient } from "../../support/legacy-client.ts";
import { refused } from "../../support/resource-fixtures.ts";
import { TINY_PNG } from "../../support/sample-files.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// content/send_to_weixin: the chosen items sent as one WeChat news message to the site's
// followers. A local receiver started here stands in for WeChat's API (WEIXIN_API_BASE_URL): it
// records every request the product makes and answers as each test tells it. The site's WeChat
// account (AppID, AppSecret) is set on the site settings; the secret is never answered.

type Seen = { method: string; path: string; query: URLSearchParams; body: string; contentType: string };
type Answers = Record<"token" | "upload" | "uploadnews" | "sendall", Record<string, unknown>>;

const APP_ID = "wx-test-app-0001";
const SECRET = "wxSecretNeverAnswered0123456789ab";
const TOKEN = "ACCESS_TOKEN_FOR_TESTS";
const NEWS_MEDIA = "news-media-id-0001";

const OK_ANSWERS: Answers = {
  token: { access_token: TOKEN, expires_in: 7200 },
  upload: { type: "image", media_id: "thumb-media-id", created_at: 1 },
  uploadnews: { type: "news", media_id: NEWS_MEDIA, created_at: 1 },
  sendall: { errcode: 0, errmsg: "send job submission success", msg_id: 34182 },
};

let seen: Seen[] = [];
let answers: Answers = { ...OK_ANSWERS };
let receiver: Server;
/** The test server's environment: WeChat's API is the receiver, known once it listens. */
const env: Record<string, string> = {};

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = new URL(request.url ?? "/", "http://receiver");
      seen.push({
        method: request.method ?? "",
        path: url.pathname,
        query: url.searchParams,
        body: Buffer.concat(chunks).toString("utf8"),
        contentType: request.headers["content-type"] ?? "",
      });
      const step = url.pathname.split("/").pop() as keyof Answers;
      const key = step === "token" || step === "uploadnews" || step === "sendall" ? step : "upload";
      response.writeHead(200, { "content-type": "application/json" });
      response.end(JSON.stringify(answers[key]));
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  env.WEIXIN_API_BASE_URL = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => receiver.close(resolve));
});

const server = useTestServer(env);
let admin: ApiClient;
let legacy: LegacyClient;
let world: ContentWorld;
let outsider: ApiClient;
let outsiderLegacy: LegacyClient;
/** Two items with body text and a cover image, one without text, one without a cover. */
let first: number;
let second: number;
let noText: number;
let noCover: number;
let otherSite: number;

async function item(title: string, txt: string, typeImg: string | null, siteId = world.siteId) {
  const row = await contentIn(
    world,
    CONTENT_STATUS.passed,
    title,
    siteId === world.siteId ? world.plain : world.otherSiteChannel,
  );
  await prisma.content.update({ where: { id: row.id }, data: { txt, typeImg, siteId, description: `${title}摘要` } });
  return row.id;
}

/** A legacy answer as the bytes came, to see a bare number where the origin writes one. */
async function rawLegacy(client: LegacyClient, path: string, fields: Record<string, string>) {
  const response = await fetch(`${server().url}${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(client.signedForm(fields)).toString(),
  });
  return response.text();
}

beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  legacy = new LegacyClient(server().url, TEST_LEGACY);
  expect((await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
  world = await contentWorld(admin, "wx");
  const uploaded = await legacy.upload(
    "/api/member/upload/o_upload",
    { type: "image" },
    { uploadFile: { name: "封面.png", bytes: TINY_PNG, type: "image/png" } },
  );
  const cover = (uploaded.body as { uploadPath: string }).uploadPath;
  expect(cover).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
  first = await item("春耕图文一", "<p>春耕正文一</p>", cover);
  second = await item("春耕图文二", "<p>春耕正文二</p>", cover);
  noText = await item("没有正文", "<p>&nbsp; </p>", cover);
  noCover = await item("没有封面", "<p>有正文没有封面</p>", null);
  otherSite = await item("别站内容", "<p>别站正文</p>", cover, world.otherSiteId);
  outsider = await contentUser(server().url, admin, {
    username: "wx-outsider",
    perms: ["/content/list"],
    siteId: world.siteId,
  });
  outsiderLegacy = new LegacyClient(server().url, TEST_LEGACY);
  expect((await outsiderLegacy.login("wx-outsider", "Content-pass-123")).code).toBe("200");
  await admin.site.updateWeixin.mutate({ appId: APP_ID, appSecret: SECRET });
});

beforeEach(() => {
  seen = [];
  answers = { ...OK_ANSWERS };
});

describe("the site's WeChat account", () => {
  it("keeps the secret, never answers it, keeps it on a blank save, and removes the account with a blank AppID", async () => {
    const got = await admin.site.getWeixin.query();
    expect(got).toEqual({ siteId: world.siteId, appId: APP_ID, appSecretSet: true });
    expect(await admin.content.weixinReady.query()).toEqual({ configured: true });

    await admin.site.updateWeixin.mutate({ appId: "wx-test-app-0002", appSecret: "" });
    expect(await prisma.siteWeixin.findUniqueOrThrow({ where: { siteId: world.siteId } })).toMatchObject({
      appId: "wx-test-app-0002",
      appSecret: SECRET,
    });
    await admin.site.updateWeixin.mutate({ appId: null, appSecret: "" });
    expect(await prisma.siteWeixin.count({ where: { siteId: world.siteId } })).toBe(0);
    expect(await admin.content.weixinReady.query()).toEqual({ configured: false });
    // A new account needs its secret.
    const missing = await refused(admin.site.updateWeixin.mutate({ appId: APP_ID, appSecret: "" }));
    expect(missing.data.fieldErrors).toEqual({ appSecret: ["请填写 AppSecret"] });
    await admin.site.updateWeixin.mutate({ appId: APP_ID, appSecret: SECRET });

    const logged = await prisma.operationLog.findMany({ where: { operation: "update-weixin" } });
    expect(logged.length).toBe(4);
    expect(JSON.stringify(logged.map((row) => row.detail))).not.toContain(SECRET);
    expect(JSON.stringify(await admin.site.getWeixin.query())).not.toContain(SECRET);
  });
});

describe("content/send_to_weixin", () => {
  it("sends the items as one news message to every follower and answers 200 with { result: true }", async () => {
    const typed = await admin.content.sendToWeixin.mutate({ ids: [first, second] });
    expect(typed).toEqual({ result: true, status: 200, errmsg: null, articles: 2 });

    const [token, ...rest] = seen;
    expect(token).toMatchObject({ method: "GET", path: "/cgi-bin/token" });
    expect(Object.fromEntries(token!.query)).toEqual({
      grant_type: "client_credential",
      appid: APP_ID,
      secret: SECRET,
    });
    const uploads = rest.filter((request) => request.path === "/cgi-bin/media/upload");
    expect(uploads.length).toBe(2);
    for (const upload of uploads) {
      expect(upload.query.get("access_token")).toBe(TOKEN);
      expect(upload.query.get("type")).toBe("image");
      expect(upload.contentType).toMatch(/^multipart\/form-data/);
      expect(upload.body).toContain('name="media"');
    }
    const news = rest.find((request) => request.path === "/cgi-bin/media/uploadnews")!;
    expect(news.query.get("access_token")).toBe(TOKEN);
    const articles = (JSON.parse(news.body) as { articles: Record<string, unknown>[] }).articles;
    expect(articles.map((article) => [article.title, article.content, article.digest, article.thumb_media_id])).toEqual(
      [
        ["春耕图文一", "<p>春耕正文一</p>", "春耕图文一摘要", "thumb-media-id"],
        ["春耕图文二", "<p>春耕正文二</p>", "春耕图文二摘要", "thumb-media-id"],
      ],
    );
    const sendall = rest.find((request) => request.path === "/cgi-bin/message/mass/sendall")!;
    expect(sendall.query.get("access_token")).toBe(TOKEN);
    expect(JSON.parse(sendall.body)).toMatchObject({
      filter: { is_to_all: true },
      mpnews: { media_id: NEWS_MEDIA },
      msgtype: "mpnews",
    });
    expect(seen.at(-1)).toBe(sendall);

    seen = [];
    const answer = await legacy.call("/api/admin/content/send_to_weixin", { ids: `${first},${second}` });
    expect(answer).toMatchObject({ code: "200", body: { result: true } });
    expect(seen.some((request) => request.path === "/cgi-bin/message/mass/sendall")).toBe(true);

    const logged = await prisma.operationLog.findMany({ where: { operation: "send-weixin", outcome: "success" } });
    expect(logged.length).toBe(2);
    expect(logged[0]).toMatchObject({ resource: "content", targetId: `${first},${second}` });
    for (const text of [JSON.stringify(typed), JSON.stringify(answer), JSON.stringify(logged.map((row) => row.detail))])
      expect(text).not.toContain(SECRET);
  });

  it("answers WeChat's status and errmsg when WeChat refuses a step", async () => {
    answers.token = { errcode: 40013, errmsg: "invalid appid" };
    expect(await admin.content.sendToWeixin.mutate({ ids: [first] })).toEqual({
      result: false,
      status: 400,
      errmsg: "invalid appid",
      articles: 0,
    });
    const tokenRefused = await legacy.call("/api/admin/content/send_to_weixin", { ids: String(first) });
    expect(tokenRefused).toEqual({ code: "400", message: "invalid appid", body: { result: false, wxCode: 400 } });
    expect(seen.every((request) => request.path === "/cgi-bin/token")).toBe(true);

    answers = { ...OK_ANSWERS, uploadnews: { errcode: 40007, errmsg: "invalid media_id" } };
    const uploadRefused = await legacy.call("/api/admin/content/send_to_weixin", { ids: String(first) });
    expect(uploadRefused).toEqual({ code: "403", message: "invalid media_id", body: { result: false, wxCode: 403 } });

    answers = { ...OK_ANSWERS, sendall: { errcode: 45028, errmsg: "has no masssend quota" } };
    const sendRefused = await legacy.call("/api/admin/content/send_to_weixin", { ids: String(first) });
    expect(sendRefused).toEqual({
      code: "402",
      message: "has no masssend quota",
      body: { result: false, wxCode: 402 },
    });

    // No item with a cover image: nothing to send (405), said in our words when WeChat gave none.
    seen = [];
    const tooShort = await legacy.call("/api/admin/content/send_to_weixin", { ids: String(noCover) });
    expect(tooShort).toMatchObject({ code: "405", body: { result: false, wxCode: 405 } });
    expect(tooShort.message).toContain("类型图");
    expect(seen.some((request) => request.path === "/cgi-bin/media/uploadnews")).toBe(false);

    const failures = await prisma.operationLog.count({ where: { operation: "send-weixin", outcome: "failure" } });
    expect(failures).toBeGreaterThanOrEqual(5);
  });

  it("answers the bare number 202 with { result: false } and sends nothing when an item has no body text", async () => {
    const text = await rawLegacy(legacy, "/api/admin/content/send_to_weixin", { ids: `${first},${noText}` });
    const answer = JSON.parse(text) as { code: unknown; message: string; body: unknown };
    expect(answer.code).toBe(202);
    expect(text).toMatch(/"code":202[,}]/);
    expect(answer.body).toEqual({ result: false });
    expect(answer.message).toBe("包含没有正文的内容，未推送");
    const typed = await admin.content.sendToWeixin.mutate({ ids: [noText] });
    expect(typed).toMatchObject({ result: false, status: 202 });
    expect(seen).toEqual([]);
  });

  it("answers 101 for an id that is unknown or another site's, sending nothing", async () => {
    for (const ids of ["2147483000", `${first},${otherSite}`]) {
      const answer = await legacy.call("/api/admin/content/send_to_weixin", { ids });
      expect(answer.code, ids).toBe("101");
    }
    expect((await refused(admin.content.sendToWeixin.mutate({ ids: [otherSite] }))).data.httpStatus).toBe(404);
    expect(seen).toEqual([]);
  });

  it("refuses a user without the key on both APIs, sending nothing", async () => {
    const before = await prisma.operationLog.count({ where: { operation: "send-weixin" } });
    const answer = await outsiderLegacy.call("/api/admin/content/send_to_weixin", { ids: String(first) });
    expect(answer.code).toBe("209");
    expect((await refused(outsider.content.sendToWeixin.mutate({ ids: [first] }))).data.appCode).toBe("FORBIDDEN");
    expect((await refused(outsider.content.weixinReady.query())).data.appCode).toBe("FORBIDDEN");
    expect((await refused(outsider.site.getWeixin.query())).data.appCode).toBe("FORBIDDEN");
    expect(seen).toEqual([]);
    expect(await prisma.operationLog.count({ where: { operation: "send-weixin" } })).toBe(before);
  });
});
