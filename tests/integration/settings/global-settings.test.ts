import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// System, cache and other, member, third-party sign-in and single sign-on settings (config/*):
// answered by the origin's names, saved with old and new values in the operation log, secrets
// never answered nor logged in clear, bad input refused with a message.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
});

const lastLog = (resource: string) =>
  prisma.operationLog.findFirstOrThrow({ where: { resource }, orderBy: { id: "desc" } });

describe("system settings", () => {
  it("answers config/get, saves what is sent and keeps the rest, logged old and new", async () => {
    expect(await legacy.call("/api/admin/config/get")).toMatchObject({
      code: "200",
      body: { id: 1, commentOpen: true, commentDayLimit: 0, downloadTime: 12, port: null },
    });
    const saved = await legacy.call("/api/admin/config/system_update", {
      id: "1",
      commentDayLimit: "20",
      guestbookOpen: "false",
      port: "8080",
    });
    expect(saved).toMatchObject({ code: "200", body: { id: 1 } });
    expect(await admin.config.system.query()).toMatchObject({
      commentDayLimit: 20,
      guestbookOpen: false,
      port: 8080,
      downloadTime: 12,
      commentOpen: true,
    });
    expect((await lastLog("system-settings")).detail).toMatchObject({
      old: { commentDayLimit: 0, guestbookOpen: true },
      new: { commentDayLimit: 20, guestbookOpen: false },
    });
    const refused = await legacy.call("/api/admin/config/system_update", { validateType: "7", commentDayLimit: "-1" });
    expect(refused.code).toBe("201");
    expect((await admin.config.system.query()).commentDayLimit).toBe(20);
  });
});

describe("cache and other settings", () => {
  it("sends the public pages' cache minutes, 0 = revalidated on every visit", async () => {
    const site = await prisma.site.create({ data: { name: "缓存测试站", accessPath: "cachetest" } });
    const page = () => fetch(`${server().url}/site/cachetest/`);
    expect((await page()).headers.get("cache-control")).toBe("no-cache");
    const saved = await legacy.call("/api/admin/config/attr_update", {
      contentFreshMinute: "5",
      pictureNew: "/r/new.gif",
      weixinAppSecret: "wx-secret-1",
    });
    expect(saved.code).toBe("200");
    const answered = await page();
    expect(answered.status).toBe(200);
    expect(answered.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await legacy.call("/api/admin/config/attr_get")).toMatchObject({
      code: "200",
      body: { contentFreshMinute: 5, pictureNew: "/r/new.gif", weixinAppSecret: "", bdToken: "" },
    });
    const log = await lastLog("attr-settings");
    expect(log.detail).toMatchObject({ new: { contentFreshMinute: 5, weixinAppSecret: "******" } });
    expect(JSON.stringify(log.detail)).not.toContain("wx-secret-1");

    // Clearing outdates every site's generated pages (their template version rises).
    const before = (await prisma.site.findUniqueOrThrow({ where: { id: site.id } })).templateVersion;
    expect(await legacy.call("/api/admin/config/attr_clear")).toMatchObject({ code: "200" });
    expect((await prisma.site.findUniqueOrThrow({ where: { id: site.id } })).templateVersion).toBe(before + 1);
    expect((await lastLog("page-cache")).operation).toBe("clear");

    const refused = await legacy.call("/api/admin/config/attr_update", { contentFreshMinute: "-1" });
    expect(refused.code).toBe("201");
    await admin.config.updateAttr.mutate({ contentFreshMinute: 0 });
    expect((await page()).headers.get("cache-control")).toBe("no-cache");
  });
});

describe("member settings", () => {
  it("saves only the fields sent", async () => {
    expect((await legacy.call("/api/admin/config/member_get")).body).toMatchObject({
      memberOn: true,
      usernameMinLen: 3,
      userImgWidth: 143,
    });
    expect(
      (await legacy.call("/api/admin/config/member_update", { registerOn: "false", passwordMinLen: "8" })).code,
    ).toBe("200");
    expect(await admin.config.member.query()).toMatchObject({ registerOn: false, passwordMinLen: 8, memberOn: true });
    expect((await lastLog("member-settings")).detail).toMatchObject({
      old: { passwordMinLen: 3 },
      new: { passwordMinLen: 8 },
    });
    expect((await legacy.call("/api/admin/config/member_update", { passwordMinLen: "abc" })).code).toBe("201");
  });
});

describe("third-party sign-in settings", () => {
  it("never answers nor logs the keys; a blank key keeps the stored one", async () => {
    await legacy.call("/api/admin/config/api_update", { qqEnable: "true", qqID: "10001", qqKey: "qq-key-secret" });
    expect((await legacy.call("/api/admin/config/api_get")).body).toMatchObject({
      qqEnable: true,
      qqID: "10001",
      qqKey: "",
    });
    await admin.config.updateApi.mutate({ qqID: "10002", qqKey: "" });
    const log = await lastLog("api-settings");
    expect(log.detail).toMatchObject({ old: { qqKey: "******" }, new: { qqID: "10002", qqKey: "******" } });
    expect(JSON.stringify(log.detail)).not.toContain("qq-key-secret");
    const stored = await prisma.appSetting.findUniqueOrThrow({ where: { key: "api" } });
    expect(stored.value).toMatchObject({ qqKey: "qq-key-secret" });
  });
});

describe("single sign-on settings", () => {
  it("takes the origin's attr_ssoEnable and attr_sso_1…n and answers them so", async () => {
    const saved = await legacy.call("/api/admin/config/sso_update", {
      attr_ssoEnable: "true",
      attr_sso_2: "https://b.example.cn/sso/authenticate",
      attr_sso_1: "http://a.example.cn/sso/authenticate",
    });
    expect(saved.code).toBe("200");
    expect(await legacy.call("/api/admin/config/sso_get")).toMatchObject({
      code: "200",
      body: {
        attr_ssoEnable: true,
        attrs: [
          { key: "attr_sso_1", value: "http://a.example.cn/sso/authenticate" },
          { key: "attr_sso_2", value: "https://b.example.cn/sso/authenticate" },
        ],
      },
    });
    expect((await legacy.call("/api/admin/config/sso_update", { attr_sso_1: "http://x" })).code).toBe("201");
    expect(
      (await legacy.call("/api/admin/config/sso_update", { attr_ssoEnable: "true", attr_sso_1: "ftp://x" })).code,
    ).toBe("201");
    expect((await admin.config.sso.query()).urls).toHaveLength(2);
  });
});
