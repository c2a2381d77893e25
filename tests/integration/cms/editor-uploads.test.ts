import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { checkRemoteUrl, fetchRemoteFile } from "@suyuan/api/services/cms/remote-image";
import { isPublicAddress } from "@suyuan/api/services/cms/public-address";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";
import { TINY_PNG as PNG } from "../../support/sample-files.ts";

// The rich-text editor's calls (spec section 7) answer the editor's own JSON (UEditor 1.4:
// `state` "SUCCESS" or the reason) through the upload service; catching remote images cannot be
// aimed at this host or a private network (SSRF).

const server = useTestServer();
let legacy: LegacyClient;
let remote: Server;
let remoteUrl: string;

type EditorFile = { state: string; url?: string; title?: string; original?: string; type?: string; size?: number };
type EditorList = {
  state: string;
  list: { url: string; state?: string; source?: string }[];
  start?: number;
  total?: number;
};

const editor = <T>(path: string, fields: Record<string, string>) =>
  legacy.call(`/api/member/ueditor/${path}`, fields) as unknown as Promise<T>;

beforeAll(async () => {
  legacy = new LegacyClient(server().url, TEST_LEGACY);
  expect((await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
  // A "remote" image server on this host: only reachable when a test allows loopback explicitly.
  remote = createServer((request, response) => {
    if (request.url === "/a.png") return response.end(Buffer.from(PNG));
    if (request.url === "/big.png") {
      response.writeHead(200, { "content-type": "image/png" });
      return response.end(Buffer.alloc(64 * 1024, 1));
    }
    if (request.url === "/redirect") {
      response.writeHead(302, { location: "http://169.254.169.254/latest/meta-data" });
      return response.end();
    }
    response.writeHead(404).end();
  });
  await new Promise<void>((resolve) => remote.listen(0, "127.0.0.1", resolve));
  remoteUrl = `http://127.0.0.1:${(remote.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => remote.close(() => resolve())));

describe("ueditor/upload", () => {
  it("stores an image and answers UEditor's shape, filed under the site as an unused file", async () => {
    const answer = (await legacy.upload(
      "/api/member/ueditor/upload",
      { Type: "Image" },
      { upfile: { name: "稻田.png", bytes: PNG, type: "image/png" } },
    )) as unknown as EditorFile;
    expect(answer).toMatchObject({
      state: "SUCCESS",
      title: "稻田.png",
      original: "稻田.png",
      type: ".png",
      size: PNG.length,
    });
    expect(answer.url).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
    const row = await prisma.upload.findUniqueOrThrow({ where: { id: answer.url!.slice(9) } });
    expect(row.siteId).not.toBeNull();
    expect(row.kind).toBe("image");
    const served = await fetch(`${server().url}${answer.url}`);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it("answers the refusal as `state` and stores nothing for a file that is not what it claims", async () => {
    const before = await prisma.upload.count();
    const answer = (await legacy.upload(
      "/api/member/ueditor/upload",
      { Type: "Image" },
      { upfile: { name: "x.png", bytes: new TextEncoder().encode("<svg onload=alert(1)>"), type: "image/png" } },
    )) as unknown as EditorFile;
    expect(answer.state).toBe("只能上传jpg,jpeg,png,gif,webp格式的图片");
    expect(await prisma.upload.count()).toBe(before);
  });

  it("still refuses unsigned calls with the envelope (the session key alone is not enough)", async () => {
    const form = new FormData();
    form.append("sessionKey", legacy.sessionKey!);
    form.append("appId", TEST_LEGACY.appId);
    form.append("upfile", new Blob([PNG.slice()]), "a.png");
    const answer = (await (
      await fetch(`${server().url}/api/member/ueditor/upload`, { method: "POST", body: form })
    ).json()) as { code: string };
    expect(answer.code).toBe("204");
  });
});

describe("ueditor/scrawlImage", () => {
  it("stores a base64 drawing as an image", async () => {
    const answer = await editor<EditorFile>("scrawlImage", { upfile: Buffer.from(PNG).toString("base64") });
    expect(answer).toMatchObject({ state: "SUCCESS", type: ".png" });
    expect(answer.url).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
  });

  it("refuses text that is not base64, or not an image", async () => {
    expect((await editor<EditorFile>("scrawlImage", { upfile: "not base64 !" })).state).toBe("涂鸦内容无效");
    const text = Buffer.from("hello, not an image").toString("base64");
    expect((await editor<EditorFile>("scrawlImage", { upfile: text })).state).not.toBe("SUCCESS");
  });
});

describe("ueditor/imageManager", () => {
  it("lists the site's images newest first, picNum at a time (the origin's client asks for 50)", async () => {
    const newest = await editor<EditorFile>("scrawlImage", { upfile: Buffer.from(PNG).toString("base64") });
    const page = await editor<EditorList>("imageManager", { picNum: "50", insite: "false" });
    expect(page.state).toBe("SUCCESS");
    expect(page.start).toBe(0);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.list[0]).toEqual({ url: newest.url });
    const one = await editor<EditorList>("imageManager", { picNum: "50", size: "1", start: "1" });
    expect(one.list).toHaveLength(1);
    expect(one.list[0]).toEqual(page.list[1]);
  });
});

describe("ueditor/getRemoteImage (SSRF)", () => {
  it.each([
    ["this host", () => `${remoteUrl}/a.png`],
    ["localhost by name", () => "http://localhost/a.png"],
    ["cloud metadata", () => "http://169.254.169.254/latest/meta-data"],
    ["a private network", () => "http://10.0.0.8/a.png"],
    ["an integer IPv4 form", () => "http://2130706433/a.png"],
    ["IPv6 loopback", () => "http://[::1]/a.png"],
    ["IPv4-mapped IPv6", () => "http://[::ffff:127.0.0.1]/a.png"],
  ])("refuses %s and stores nothing", async (_label, url) => {
    const before = await prisma.upload.count();
    const answer = await editor<EditorList>("getRemoteImage", { "source[]": url() });
    expect(answer.list).toEqual([{ state: "不能抓取内网或本机地址的图片", source: url() }]);
    expect(answer.state).toBe("不能抓取内网或本机地址的图片");
    expect(await prisma.upload.count()).toBe(before);
  });

  it.each(["ftp://example.com/a.png", "file:///etc/passwd", "gopher://example.com/", "http://example.com:6379/"])(
    "refuses %s (http and https on web ports only)",
    async (url) => {
      const answer = await editor<EditorList>("getRemoteImage", { upfile: url });
      expect(answer.list[0]?.state).toBe("远程图片地址无效：只能抓取 http 或 https 地址");
    },
  );

  it("refuses more than 20 images in one call", async () => {
    const sources = Array.from({ length: 21 }, (_, index) => `http://example.com/${index}.png`).join("ue_separate_ue");
    expect((await editor<EditorList>("getRemoteImage", { "source[]": sources })).state).toBe(
      "一次最多抓取 20 张远程图片",
    );
  });

  it("knows public from private addresses", () => {
    for (const address of ["8.8.8.8", "114.114.114.114", "2400:3200::1"]) expect(isPublicAddress(address)).toBe(true);
    for (const address of [
      "127.0.0.1",
      "10.1.2.3",
      "172.16.0.1",
      "192.168.1.1",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fe80::1",
      "fd00::1",
      "::ffff:10.0.0.1",
      "::ffff:a00:1",
      "224.0.0.1",
    ])
      expect(isPublicAddress(address)).toBe(false);
    expect(() => checkRemoteUrl("http://user:pw@example.com/a.png")).toThrow();
  });

  it("fetches within the size limit and re-checks every redirect (with loopback allowed for this test only)", async () => {
    const allowLoopback = (address: string) => address === "127.0.0.1" || isPublicAddress(address);
    const bytes = await fetchRemoteFile(`${remoteUrl}/a.png`, {
      maxBytes: 1024,
      isAllowedAddress: allowLoopback,
      allowAnyPort: true,
    });
    expect(bytes).toEqual(PNG);
    await expect(
      fetchRemoteFile(`${remoteUrl}/big.png`, { maxBytes: 1024, isAllowedAddress: allowLoopback, allowAnyPort: true }),
    ).rejects.toMatchObject({ messageKey: "cmsFile.remoteTooLarge" });
    await expect(
      fetchRemoteFile(`${remoteUrl}/redirect`, { maxBytes: 1024, isAllowedAddress: allowLoopback, allowAnyPort: true }),
    ).rejects.toMatchObject({ messageKey: "cmsFile.remoteHostRefused" });
  });
});
