import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ApiClient } from "@suyuan/api/client";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentIn, contentUser, contentWorld, type ContentWorld } from "../../support/content-fixtures.ts";
import { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, refusedFields } from "../../support/resource-fixtures.ts";
import { TEST_LEGACY } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// The origin's oss/*, stat/*, webservice/auth_*, content/static and visual/save: their parameter
// names and answers, the typed secrets never answered in clear (masked, kept when an edit leaves
// them blank), a receiver's credentials sent with the deliveries, and a user without the keys
// refused on both APIs.

const server = useTestServer({ WEBHOOK_PRIVATE_ADDRESSES: "true" });
let admin: ApiClient;
let legacy: LegacyClient;
let world: ContentWorld;
/** A signed-in user with the content keys only: refused everything else. */
let outsider: ApiClient;
let outsiderLegacy: LegacyClient;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  world = await contentWorld(admin, "ia");
  outsider = await contentUser(server().url, admin, {
    username: "ia-outsider",
    perms: ["/content/list"],
    siteId: world.siteId,
  });
  outsiderLegacy = new LegacyClient(server().url, TEST_LEGACY);
  expect((await outsiderLegacy.login("ia-outsider", "Content-pass-123")).code).toBe("200");
});

/** The legacy paths a user without their keys calls: each refused (209), nothing written. */
async function refusedOnLegacy(paths: readonly string[], fields: Record<string, string> = {}) {
  for (const path of paths) expect((await outsiderLegacy.call(`/api/admin/${path}`, fields)).code, path).toBe("209");
}

describe("object-storage accounts (oss/*)", () => {
  const SECRET_ID = "AKIDsecretIdValue0001";
  const APP_KEY = "secretKeyValueNeverShown0001";

  it("take the keys AES-encrypted, store them, and answer them masked only", async () => {
    const saved = await legacy.call("/api/admin/oss/save", {
      name: "腾讯云存储",
      ossType: "1",
      ossAppId: "1250000000",
      secretId: legacy.encrypt(SECRET_ID),
      appKey: legacy.encrypt(APP_KEY),
      bucketName: "suyuan-files",
      bucketArea: "ap-guangzhou",
      accessDomain: "https://files.example.com",
    });
    expect(saved.code).toBe("200");
    const stored = await prisma.ossAccount.findFirstOrThrow({ where: { name: "腾讯云存储" } });
    expect(saved.body).toEqual({ id: String(stored.id) });
    expect(stored).toMatchObject({ secretId: SECRET_ID, appKey: APP_KEY, ossType: "1", bucketArea: "ap-guangzhou" });

    const listed = await legacy.call("/api/admin/oss/list", {});
    const got = await legacy.call("/api/admin/oss/get", { id: String(stored.id) });
    const typed = await admin.oss.get.query({ id: stored.id });
    for (const answer of [listed, got, typed, await admin.oss.find.query({})]) {
      expect(JSON.stringify(answer)).not.toContain(SECRET_ID);
      expect(JSON.stringify(answer)).not.toContain(APP_KEY);
    }
    expect(got.body).toMatchObject({
      id: stored.id,
      name: "腾讯云存储",
      ossAppId: "1250000000",
      bucketName: "suyuan-files",
      secretId: "AKID********",
      appKey: "secr********",
    });
    expect(listed.body).toEqual(expect.arrayContaining([expect.objectContaining({ secretId: "AKID********" })]));
    // A key that does not decrypt with the caller's keys: 351, nothing written.
    const garbled = await legacy.call("/api/admin/oss/update", {
      id: String(stored.id),
      name: "腾讯云存储",
      ossType: "1",
      bucketName: "suyuan-files",
      secretId: "00ff",
    });
    expect(garbled.code).toBe("351");
    expect((await prisma.ossAccount.findUniqueOrThrow({ where: { id: stored.id } })).secretId).toBe(SECRET_ID);
  });

  it("keep the stored keys when an edit leaves them blank, and need them on create", async () => {
    const { id } = await admin.oss.create.mutate({
      name: "阿里云存储",
      ossType: "2",
      bucketName: "suyuan-ali",
      secretId: "LTAIaliKeyId",
      appKey: "aliSecretValue",
      endPoint: "https://oss-cn-hangzhou.aliyuncs.com",
    });
    const updated = await legacy.call("/api/admin/oss/update", {
      id: String(id),
      name: "阿里云存储（杭州）",
      ossType: "2",
      bucketName: "suyuan-ali",
      secretId: "",
      appKey: legacy.encrypt("aliSecretRenewed"),
    });
    expect(updated).toMatchObject({ code: "200", body: { id: String(id) } });
    expect(await prisma.ossAccount.findUniqueOrThrow({ where: { id } })).toMatchObject({
      name: "阿里云存储（杭州）",
      secretId: "LTAIaliKeyId",
      appKey: "aliSecretRenewed",
    });
    const missing = admin.oss.create.mutate({ name: "无密钥", ossType: "3", bucketName: "b" });
    expect((await refusedFields(missing)).sort()).toEqual(["appKey", "secretId"]);
    expect((await legacy.call("/api/admin/oss/save", { name: "无密钥", ossType: "3", bucketName: "b" })).code).toBe(
      "201",
    );
    expect(await legacy.call("/api/admin/oss/delete", { ids: String(id) })).toMatchObject({ code: "200" });
    expect(await prisma.ossAccount.count({ where: { id } })).toBe(0);
  });

  it("refuse a user without their keys on both APIs", async () => {
    const before = await prisma.ossAccount.count();
    await refusedOnLegacy(["oss/list", "oss/get", "oss/save", "oss/update", "oss/delete"], {
      id: "1",
      ids: "1",
      name: "x",
      ossType: "1",
      bucketName: "b",
    });
    expect((await refused(outsider.oss.find.query({}))).data.appCode).toBe("FORBIDDEN");
    expect((await refused(outsider.oss.delete.mutate({ ids: [1] }))).data.appCode).toBe("FORBIDDEN");
    expect(await prisma.ossAccount.count()).toBe(before);
  });
});

describe("the sites' statistics accounts (stat/*)", () => {
  it("save one account per site by its id, answer it with the secrets masked, get, update and delete it", async () => {
    const siteId = String(world.siteId);
    const form = { siteName: "示例站", userName: "tongji-user", password: "tongji-pass-1" };
    const saved = await legacy.call("/api/admin/stat/save", {
      siteId,
      ...form,
      tjToken: legacy.encrypt("tongji-token-secret"),
      tjSiteId: legacy.encrypt("17000001"),
    });
    expect(saved).toMatchObject({ code: "200", body: { id: siteId } });
    expect(await prisma.statAccount.findUniqueOrThrow({ where: { siteId: world.siteId } })).toMatchObject({
      password: "tongji-pass-1",
      tjToken: "tongji-token-secret",
      tjSiteId: "17000001",
    });

    const listed = await legacy.call("/api/admin/stat/list", { siteId });
    expect(listed.body).toEqual([
      {
        id: world.siteId,
        siteName: "示例站",
        userName: "tongji-user",
        password: "tong********",
        tjSiteId: "17000001",
        tjToken: "tong********",
      },
    ]);
    const got = await legacy.call("/api/admin/stat/get", { id: siteId });
    expect(got.body).toEqual(listed.body instanceof Array ? listed.body[0] : null);
    expect(JSON.stringify(await admin.statAccount.find.query({}))).not.toContain("tongji-token-secret");

    // stat/update (like a second stat/save) changes the site's account; a blank password keeps it.
    const updated = await legacy.call("/api/admin/stat/update", {
      id: siteId,
      ...form,
      userName: "tongji-user-2",
      password: "",
      tjToken: legacy.encrypt("tongji-token-2"),
      tjSiteId: legacy.encrypt("17000002"),
    });
    expect(updated).toMatchObject({ code: "200", body: { id: siteId } });
    expect(await prisma.statAccount.findMany({ where: { siteId: world.siteId } })).toEqual([
      expect.objectContaining({ userName: "tongji-user-2", password: "tongji-pass-1", tjToken: "tongji-token-2" }),
    ]);
    expect((await legacy.call("/api/admin/stat/get", { id: "2147483000" })).code).toBe("206");

    const deleted = await legacy.call("/api/admin/stat/delete", { ids: siteId });
    expect(deleted).toMatchObject({ code: "200", body: { count: "1" } });
    expect(await prisma.statAccount.count({ where: { siteId: world.siteId } })).toBe(0);
  });

  it("refuse a user without their keys on both APIs", async () => {
    await refusedOnLegacy(["stat/list", "stat/get", "stat/save", "stat/update", "stat/delete"], {
      id: "1",
      ids: "1",
      siteId: "1",
    });
    expect((await refused(outsider.statAccount.find.query({}))).data.appCode).toBe("FORBIDDEN");
    expect(await prisma.statAccount.count({ where: { siteId: world.siteId } })).toBe(0);
  });
});

type Received = { headers: IncomingHttpHeaders; body: string };

describe("receivers' credentials (webservice/auth_*)", () => {
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
        response.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  it("are saved, listed with the password masked, and kept when an edit leaves the password blank", async () => {
    const saved = await legacy.call("/api/admin/webservice/auth_save", {
      username: "crm-sync",
      password: "crm-password-1",
      system: "客户管理系统",
      enable: "true",
    });
    expect(saved.code).toBe("200");
    const id = (saved.body as { id: number }).id;
    const listed = await legacy.call("/api/admin/webservice/auth_list", {});
    expect(listed.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id,
          username: "crm-sync",
          system: "客户管理系统",
          enable: true,
          password: "crm-********",
        }),
      ]),
    );
    expect(JSON.stringify(listed)).not.toContain("crm-password-1");
    expect((await legacy.call("/api/admin/webservice/auth_get", { id: String(id) })).body).toMatchObject({
      id,
      enable: true,
      password: "crm-********",
    });
    const updated = await legacy.call("/api/admin/webservice/auth_update", {
      id: String(id),
      username: "crm-sync-2",
      system: "客户管理系统",
      enable: "false",
      password: "",
    });
    expect(updated).toMatchObject({ code: "200", body: { id } });
    expect(await prisma.webhookAuth.findUniqueOrThrow({ where: { id } })).toMatchObject({
      username: "crm-sync-2",
      password: "crm-password-1",
      enabled: false,
    });
    const deleted = await legacy.call("/api/admin/webservice/auth_delete", { ids: String(id) });
    expect(deleted.code).toBe("200");
    expect(await prisma.webhookAuth.count({ where: { id } })).toBe(0);
  });

  it("go with each delivery of a web service that names them, as HTTP Basic authorization, while enabled", async () => {
    const auth = await admin.webhookAuth.create.mutate({
      system: "用户中心",
      username: "hook-user",
      password: "hook-pass:1",
      enabled: true,
    });
    const hook = await admin.webhook.create.mutate({
      name: "带凭据的推送",
      url: receiverUrl,
      events: ["user.created"],
      enabled: true,
      authId: auth.id,
    });
    expect((await admin.webhook.get.query({ id: hook.id })).auth).toMatchObject({ id: auth.id });
    const role = await prisma.role.findFirstOrThrow();
    const userOf = (username: string) =>
      admin.user.create.mutate({
        username,
        password: "Hook-user-pass1!",
        realName: "",
        mobile: "",
        email: "",
        roleIds: [role.id],
        siteIds: [world.siteId],
        enterpriseId: null,
        enabled: true,
      });
    const delivered = (count: number) =>
      vi.waitFor(
        async () => {
          const done = await prisma.webhookDelivery.count({ where: { webhookId: hook.id, status: "delivered" } });
          if (done < count) throw new Error(`${done} delivered`);
        },
        { timeout: 30_000, interval: 200 },
      );
    await userOf("basic-auth-one");
    await delivered(1);
    const expected = `Basic ${Buffer.from("hook-user:hook-pass:1").toString("base64")}`;
    expect(received.at(-1)?.headers.authorization).toBe(expected);

    // Disabled credentials are not sent.
    await admin.webhookAuth.update.mutate({
      id: auth.id,
      data: { system: "用户中心", username: "hook-user", enabled: false },
    });
    await userOf("basic-auth-two");
    await delivered(2);
    expect(received.at(-1)?.headers.authorization).toBeUndefined();
    expect((await prisma.webhookAuth.findUniqueOrThrow({ where: { id: auth.id } })).password).toBe("hook-pass:1");
  });

  it("refuse a user without their keys on both APIs", async () => {
    const before = await prisma.webhookAuth.count();
    await refusedOnLegacy(
      [
        "webservice/auth_list",
        "webservice/auth_get",
        "webservice/auth_save",
        "webservice/auth_update",
        "webservice/auth_delete",
      ],
      { id: "1", ids: "1", username: "x", password: "y", system: "z", enable: "true" },
    );
    expect((await refused(outsider.webhookAuth.find.query({}))).data.appCode).toBe("FORBIDDEN");
    expect(await prisma.webhookAuth.count()).toBe(before);
  });
});

describe("content/static", () => {
  it("generates the chosen items' pages now, and refuses an item that is not approved", async () => {
    await prisma.site.update({ where: { id: world.siteId }, data: { accessPath: "iatest", domain: null } });
    const passed = await contentIn(world, CONTENT_STATUS.passed, "生成静态页的文章");
    const draft = await contentIn(world, CONTENT_STATUS.draft, "草稿不生成");
    const channel = await prisma.channel.findUniqueOrThrow({ where: { id: world.plain } });
    const path = `${channel.path}/${passed.id}.html`;

    const generated = await legacy.call("/api/admin/content/static", { ids: String(passed.id) });
    expect(generated).toMatchObject({ code: "200", body: { result: true } });
    const page = await prisma.staticPage.findUniqueOrThrow({ where: { siteId_path: { siteId: world.siteId, path } } });
    expect(page.html).toContain("生成静态页的文章");
    const logged = await prisma.operationLog.findFirst({
      where: { resource: "content", operation: "create-page", targetId: String(passed.id) },
    });
    expect(logged).not.toBeNull();

    const notApproved = await legacy.call("/api/admin/content/static", { ids: `${passed.id},${draft.id}` });
    expect(notApproved.code).toBe("202");
    expect(notApproved.message).toContain("草稿不生成");
    expect((await legacy.call("/api/admin/content/static", { ids: "2147483000" })).code).toBe("206");
    expect(await admin.static.contentPages.mutate({ ids: [passed.id] })).toEqual({ result: true, generated: 1 });
  });

  it("refuses a user without its key on both APIs", async () => {
    const passed = await contentIn(world, CONTENT_STATUS.passed, "无权生成");
    await refusedOnLegacy(["content/static"], { ids: String(passed.id) });
    expect((await refused(outsider.static.contentPages.mutate({ ids: [passed.id] }))).data.appCode).toBe("FORBIDDEN");
    expect(
      await prisma.staticPage.count({ where: { siteId: world.siteId, path: { endsWith: `/${passed.id}.html` } } }),
    ).toBe(0);
  });
});

describe("visual/save", () => {
  const file = () =>
    prisma.templateFile.findFirst({
      where: { siteId: world.siteId, kind: "template", path: "common/tagTemplate.html" },
    });
  const text = async () => Buffer.from((await file())?.data ?? new Uint8Array()).toString("utf8");

  it("writes the editor's content into the .replace element of common/tagTemplate.html, the rest kept", async () => {
    const first = await legacy.call("/api/admin/visual/save", {
      templateStr: encodeURIComponent("<ul>{% for c in channels %}<li>{{ c.name }}</li>{% endfor %}</ul>"),
    });
    expect(first).toMatchObject({ code: "200", body: "" });
    expect(await text()).toContain('<div class="replace"><ul>{% for c in channels %}<li>{{ c.name }}</li>');

    // Around the element, the file as an administrator laid it out.
    await prisma.templateFile.updateMany({
      where: { siteId: world.siteId, kind: "template", path: "common/tagTemplate.html" },
      data: { data: Buffer.from('<section><h2>标签</h2><div class="box replace">旧内容</div><p>页脚</p></section>') },
    });
    expect((await legacy.call("/api/admin/visual/save", { templateStr: "<b>新内容</b>" })).code).toBe("200");
    expect(await text()).toBe(
      '<section><h2>标签</h2><div class="box replace"><b>新内容</b></div><p>页脚</p></section>',
    );
  });

  it("refuses a user without its key on both APIs", async () => {
    const before = await text();
    await refusedOnLegacy(["visual/save"], { templateStr: "<i>不该写入</i>" });
    expect((await refused(outsider.template.saveVisual.mutate({ templateStr: "x" }))).data.appCode).toBe("FORBIDDEN");
    expect(await text()).toBe(before);
  });
});
