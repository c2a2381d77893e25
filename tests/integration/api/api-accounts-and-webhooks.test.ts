import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { ApiClient } from "@suyuan/api/client";
import { flushApiCalls, pruneApiRecords } from "@suyuan/api/services/legacy/api-calls";
import { allowPrivateWebhookAddresses } from "@suyuan/api/services/webhook/webhook-address";
import { verifyWebhookSignature } from "@suyuan/api/services/webhook/webhook-signature";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, refusedFields } from "../../support/resource-fixtures.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// API accounts with masked keys and the separate password, every legacy call recorded in batches,
// interface daily limits counted in the database, and web-service deliveries retried by the job
// queue until a local receiver accepts them, each signed.

const server = useTestServer({ WEBHOOK_PRIVATE_ADDRESSES: "true" });
let admin: ApiClient;
let legacy: LegacyClient;
const API_PASSWORD = "Api-pass-123";

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
});

/** `read()` once `done` holds for it (vitest's polling, every 200 ms, up to `timeoutMs`). */
function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  return vi.waitFor(
    async () => {
      const value = await read();
      if (!done(value)) throw new Error(`condition not met: ${JSON.stringify(value)}`);
      return value;
    },
    { timeout: timeoutMs, interval: 200 },
  );
}

describe("the separate API-account password", () => {
  it("guards nothing until set, is set once without an old one, then needs the old one", async () => {
    expect(await admin.apiAccount.validatePassword.query({ password: API_PASSWORD })).toEqual({ result: false });
    const account = await prisma.apiAccount.findFirstOrThrow({ where: { appId: TEST_LEGACY.appId } });
    const unset = await refused(admin.apiAccount.secrets.mutate({ id: account.id, password: API_PASSWORD }));
    expect(unset.message).toBe("请先设置接口账户独立密码");

    await admin.apiAccount.updatePassword.mutate({ oldPassword: "", newPassword: API_PASSWORD });
    expect(await admin.apiAccount.validatePassword.query({ password: API_PASSWORD })).toEqual({ result: true });
    expect(await admin.apiAccount.validatePassword.query({ password: "other-pass" })).toEqual({ result: false });
    expect(
      await refusedFields(
        admin.apiAccount.updatePassword.mutate({ oldPassword: "wrong-old", newPassword: "x-123456" }),
      ),
    ).toEqual(["oldPassword"]);
    // A slow salted hash is stored, never the text.
    const stored = await prisma.appSetting.findUniqueOrThrow({ where: { key: "apiAccountPassword" } });
    expect(JSON.stringify(stored.value)).not.toContain(API_PASSWORD);
    const logged = await prisma.operationLog.findMany({ where: { resource: "apiAccount" }, orderBy: { id: "asc" } });
    expect(logged.map((entry) => entry.operation)).toContain("set-password");

    // The legacy paths take the password AES-encrypted with the caller's keys.
    const valid = await legacy.call("/api/admin/apiAccount/val_pwd", { password: legacy.encrypt(API_PASSWORD) });
    expect(valid).toMatchObject({ code: "200", body: { result: true } });
    expect((await legacy.call("/api/admin/apiAccount/val_pwd", { password: "zz" })).code).toBe("351");
  });
});

describe("API accounts", () => {
  it("generate keys, answer them masked, show them after the password, and replace them everywhere", async () => {
    const { id } = await admin.apiAccount.create.mutate({ appId: "partner-app", enabled: true });
    const item = await admin.apiAccount.get.query({ id });
    const stored = await prisma.apiAccount.findUniqueOrThrow({ where: { id } });
    expect(stored.appKey).toHaveLength(32);
    expect(item.appKey).toBe(`${stored.appKey.slice(0, 4)}********`);
    expect(JSON.stringify(await admin.apiAccount.find.query({}))).not.toContain(stored.appKey);
    const listed = await legacy.call("/api/admin/apiAccount/list", {});
    expect(JSON.stringify(listed)).not.toContain(stored.aesKey);
    expect(listed.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ setAppId: "partner-app", disabled: false, admin: false })]),
    );

    const wrong = await refused(admin.apiAccount.secrets.mutate({ id, password: "not-it-1" }));
    expect(wrong.data.legacyCode).toBe("304");
    const shown = await admin.apiAccount.secrets.mutate({ id, password: API_PASSWORD });
    expect(shown).toEqual({ appKey: stored.appKey, aesKey: stored.aesKey, ivKey: stored.ivKey });

    // A client signing with the account works; after new keys, the old signature is refused.
    const partner = new LegacyClient(server().url, { appId: "partner-app", ...shown });
    expect((await partner.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
    const renewed = await admin.apiAccount.secrets.mutate({ id, password: API_PASSWORD, regenerate: true });
    expect(renewed.appKey).not.toBe(shown.appKey);
    expect((await partner.call("/api/admin/apiAccount/list", {})).code).toBe("204");
    const again = new LegacyClient(server().url, { appId: "partner-app", ...renewed });
    expect((await again.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
    const operations = await prisma.operationLog.findMany({ where: { resource: "apiAccount", targetId: String(id) } });
    expect(operations.map((entry) => entry.operation).sort()).toEqual(["create", "regenerate-keys", "reveal-keys"]);
    expect(JSON.stringify(operations.map((entry) => entry.detail))).not.toContain(renewed.appKey);
  });

  it("keep the default account enabled and undeleted; the legacy save needs the password", async () => {
    const fallback = await prisma.apiAccount.findFirstOrThrow({ where: { isDefault: true } });
    expect((await refused(admin.apiAccount.delete.mutate({ ids: [fallback.id] }))).message).toBe(
      "后台默认接口账户不能删除或停用",
    );
    const disabling = admin.apiAccount.update.mutate({
      id: fallback.id,
      data: { appId: fallback.appId, enabled: false },
    });
    expect((await refused(disabling)).message).toBe("后台默认接口账户不能删除或停用");

    const form = {
      setAppId: "legacy-made",
      appKey: "k".repeat(32),
      aesKey: "A".repeat(16),
      ivKey: "B".repeat(16),
      limitSingleDevice: "true",
    };
    expect(
      (await legacy.call("/api/admin/apiAccount/save", { ...form, apiPwd: legacy.encrypt("wrong-pass") })).code,
    ).toBe("304");
    const saved = await legacy.call("/api/admin/apiAccount/save", { ...form, apiPwd: legacy.encrypt(API_PASSWORD) });
    expect(saved.code).toBe("200");
    const made = await prisma.apiAccount.findUniqueOrThrow({ where: { appId: "legacy-made" } });
    expect(saved.body).toEqual({ id: String(made.id) });
    expect(made).toMatchObject({ appKey: "k".repeat(32), limitSingleDevice: true, enabled: true });
    // Its users keep one session: a second sign-in through it ends the first.
    const role = await prisma.role.findFirstOrThrow();
    const site = await prisma.site.findFirstOrThrow();
    const person = { username: "one-device", password: "One-device-pass1!" };
    await admin.user.create.mutate({
      ...person,
      realName: "",
      mobile: "",
      email: "",
      roleIds: [role.id],
      siteIds: [site.id],
      enterpriseId: null,
      enabled: true,
    });
    const device = new LegacyClient(server().url, {
      appId: "legacy-made",
      appKey: form.appKey,
      aesKey: form.aesKey,
      ivKey: form.ivKey,
    });
    expect((await device.login(person.username, person.password)).code).toBe("200");
    const firstSession = device.sessionKey!;
    expect((await device.call("/api/admin/apiAccount/get", { id: "0" })).code).not.toBe("302");
    expect((await device.login(person.username, person.password)).code).toBe("200");
    expect((await device.call("/api/admin/apiAccount/get", { id: "0", sessionKey: firstSession })).code).toBe("302");
    expect((await device.call("/api/admin/apiAccount/get", { id: "0" })).code).not.toBe("302");

    // Bad input is a clear refusal, never a 500.
    const bad = await legacy.call("/api/admin/apiAccount/save", { ...form, setAppId: "", apiPwd: "zz" });
    expect(bad.code).toBe("201");
  });
});

describe("call records and interface limits", () => {
  it("record every call in batches, list and delete them, prune old ones", async () => {
    await legacy.call("/api/admin/apiAccount/get", { id: "0" });
    await legacy.call("/api/admin/apiAccount/get", { id: "abc" });
    await flushApiCalls();
    const page = await admin.apiAccount.records.query({ path: "apiAccount/get", appId: TEST_LEGACY.appId });
    // Newest first: the refused call with its code, then the accepted one.
    expect(page.items.slice(0, 2).map((record) => record.code)).toEqual(["201", "200"]);
    expect(page.items.every((record) => record.appId === TEST_LEGACY.appId && record.ip !== null)).toBe(true);
    const {
      createdAt: _createdAt,
      updatedAt: _updatedAt,
      ...recorded
    } = await prisma.apiRecord.findUniqueOrThrow({
      where: { id: page.items[0]!.id },
    });
    expect(page.items[0]).toEqual(recorded);
    // The filters keep case and take LIKE's own characters literally.
    expect((await admin.apiAccount.records.query({ path: "APIACCOUNT/get" })).total).toBe(0);
    expect((await admin.apiAccount.records.query({ path: "apiAccount%get" })).total).toBe(0);

    const listed = await legacy.call("/api/admin/apiRecord/list", { pageNo: "1", pageSize: "5" });
    expect(listed.code).toBe("200");
    expect((listed.body as Record<string, unknown>[])[0]).toMatchObject({ apiAppId: TEST_LEGACY.appId });
    expect((listed.body as Record<string, unknown>[])[0]?.callTime).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const first = page.items[0]!;
    expect(await admin.apiAccount.deleteRecords.mutate({ ids: [first.id] })).toEqual({ count: 1 });
    expect((await legacy.call("/api/admin/apiRecord/delete", { ids: String(first.id) })).code).toBe("206");

    await prisma.apiRecord.updateMany({ data: { at: new Date(Date.now() - 400 * 86_400_000) } });
    expect(await pruneApiRecords()).toBeGreaterThan(0);
    expect(await prisma.apiRecord.count()).toBe(0);
  });

  it("count a registered interface's calls per account and day, refusing past the limit", async () => {
    const { id } = await admin.apiInfo.create.mutate({
      name: "接口账户列表",
      url: "/api/admin/apiAccount/list",
      code: "apiAccountList",
      disabled: false,
      limitCallDay: 2,
    });
    expect((await legacy.call("/api/admin/apiAccount/list", {})).code).toBe("200");
    expect((await legacy.call("/api/admin/apiAccount/list", {})).code).toBe("200");
    const third = await legacy.call("/api/admin/apiAccount/list", {});
    expect(third.code).toBe("202");
    expect(third.message).toBe("该接口今日调用次数已达上限（2 次）");
    // Other paths are not counted.
    expect((await legacy.call("/api/admin/apiAccount/get", { id: "0" })).code).toBe("200");
    expect(await admin.apiInfo.get.query({ id })).toMatchObject({ callDayCount: 2, callTotalCount: 2 });
    const infos = await legacy.call("/api/admin/info/list", {});
    expect(infos.body).toEqual([expect.objectContaining({ url: "/api/admin/apiAccount/list", limitCallDay: 2 })]);

    // Every process reads the same counter: a raised limit applies at once.
    await admin.apiInfo.update.mutate({
      id,
      data: { name: "接口账户列表", url: "/api/admin/apiAccount/list", code: "apiAccountList", limitCallDay: 3 },
    });
    expect((await legacy.call("/api/admin/apiAccount/list", {})).code).toBe("200");
    await admin.apiInfo.update.mutate({
      id,
      data: {
        name: "接口账户列表",
        url: "/api/admin/apiAccount/list",
        code: "apiAccountList",
        disabled: true,
        limitCallDay: 0,
      },
    });
    expect((await legacy.call("/api/admin/apiAccount/list", {})).code).toBe("209");
    await admin.apiInfo.delete.mutate({ ids: [id] });
  });
});

type Received = { headers: IncomingHttpHeaders; body: string };

describe("web services", () => {
  let receiver: Server;
  let receiverUrl: string;
  const received: Received[] = [];
  let refuseFirst = 1;

  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
        if (refuseFirst > 0) {
          refuseFirst -= 1;
          response.writeHead(503).end("busy");
        } else response.writeHead(200).end("ok");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`;
  });
  afterAll(async () => {
    await new Promise((resolve) => receiver.close(resolve));
  });

  it("refuse private and local addresses unless the installation allows them", async () => {
    allowPrivateWebhookAddresses(false);
    try {
      const made = admin.webhook.create.mutate({
        name: "内网",
        url: receiverUrl,
        events: ["user.created"],
        enabled: true,
      });
      expect(await refusedFields(made)).toEqual(["url"]);
    } finally {
      allowPrivateWebhookAddresses(true);
    }
  });

  it("deliver a user's creation, retried until the receiver accepts, each attempt signed", async () => {
    const { id } = await admin.webhook.create.mutate({
      name: "用户同步",
      url: receiverUrl,
      events: ["user.created", "user.deleted"],
      enabled: true,
    });
    expect((await admin.webhook.get.query({ id })).secret).toBe("whse********");
    const { secret } = await admin.webhook.secret.mutate({ id, password: API_PASSWORD });
    expect(secret).toMatch(/^whsec_/);

    const role = await prisma.role.findFirstOrThrow();
    const site = await prisma.site.findFirstOrThrow();
    const user = await admin.user.create.mutate({
      username: "hook-user",
      password: "Hook-user-pass1!",
      realName: "",
      mobile: "",
      email: "",
      roleIds: [role.id],
      siteIds: [site.id],
      enterpriseId: null,
      enabled: true,
    });
    const delivered = await until(
      () => prisma.webhookDelivery.findFirst({ where: { webhookId: id } }),
      (row) => row?.status === "delivered",
    );
    expect(delivered).toMatchObject({ event: "user.created", attempts: 2, responseCode: 200, response: "ok" });
    expect(received).toHaveLength(2);
    for (const request of received) {
      const header = {
        signature: String(request.headers["x-suyuan-signature"]),
        timestamp: String(request.headers["x-suyuan-timestamp"]),
      };
      expect(verifyWebhookSignature(secret, header, request.body)).toBe(true);
      expect(verifyWebhookSignature("whsec_other", header, request.body)).toBe(false);
      expect(JSON.parse(request.body)).toMatchObject({ event: "user.created", data: { ids: [user.id] } });
    }

    // An update is not asked for: nothing is sent. A deletion is.
    await admin.user.delete.mutate({ ids: [user.id] });
    await until(
      () => prisma.webhookDelivery.count({ where: { webhookId: id, status: "delivered" } }),
      (count) => count === 2,
    );
    const records = await legacy.call("/api/admin/webservice/record_list", {});
    expect(records.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ serviceCode: "user.deleted", status: "delivered" })]),
    );
    const page = await admin.webhook.deliveries.query({ webhookId: id });
    expect(page.total).toBe(2);
    const stored = await prisma.webhookDelivery.findUniqueOrThrow({
      where: { id: page.items[0]!.id },
      include: { webhook: { select: { name: true } } },
    });
    const { payload: _payload, updatedAt: _updatedAt, webhook, ...columns } = stored;
    expect(page.items[0]).toEqual({ ...columns, webhookName: webhook.name });
    expect(await admin.webhook.deleteDeliveries.mutate({ ids: page.items.map((item) => item.id) })).toEqual({
      count: 2,
    });
  });
});
