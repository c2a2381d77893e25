import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { loginCookie } from "../support/trpc-http.ts";

const server = useTestServer();
let cookie: string;

const EVIL = { origin: "https://evil.example" };
const CROSS_SITE = { "sec-fetch-site": "cross-site" };
const SAME_SITE = { "sec-fetch-site": "same-site", origin: "https://admin.suyuan.example" };

beforeAll(async () => {
  cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
});

const own = () => ({ origin: server().url, "sec-fetch-site": "same-origin" });

/** A new town through tRPC with the administrator's cookie and the given browser headers. */
function createTown(name: string, headers: Record<string, string>) {
  return fetch(`${server().url}/trpc/town.create`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json", ...headers },
    body: JSON.stringify({ json: { name, code: name, countyCode: null, head: null, phone: null, address: null } }),
  });
}

function multipart(path: string, headers: Record<string, string>) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: "image/png" }), "x.png");
  form.set("kind", "image");
  return fetch(`${server().url}${path}`, { method: "POST", headers: { cookie, ...headers }, body: form });
}

describe("state-changing requests from other sites", () => {
  it("refuses a tRPC mutation with the session cookie from another origin, and writes nothing", async () => {
    for (const [index, headers] of [EVIL, CROSS_SITE, SAME_SITE, { origin: "null" }].entries()) {
      const response = await createTown(`跨站${index}`, headers);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { message: string }).message).toContain("其他网站");
    }
    expect(await prisma.town.count({ where: { name: { startsWith: "跨站" } } })).toBe(0);
  });

  it("accepts the app's own pages and non-browser clients", async () => {
    expect((await createTown("本站", own())).status).toBe(200);
    // An older browser without fetch metadata: the Origin decides.
    expect((await createTown("本站旧浏览器", { origin: server().url })).status).toBe(200);
    // Scripts and server-side clients send neither header.
    expect((await createTown("脚本", {})).status).toBe(200);
    expect(await prisma.town.count({ where: { name: { in: ["本站", "本站旧浏览器", "脚本"] } } })).toBe(3);
  });

  it("refuses uploads and imports from another origin before reading them", async () => {
    const paths = ["/upload", "/import/projects", "/import/statistics", "/import/express"];
    const uploadsBefore = await prisma.upload.count();
    for (const path of paths) expect((await multipart(path, EVIL)).status, path).toBe(403);
    expect(await prisma.upload.count()).toBe(uploadsBefore);
    // From the app's own page the same requests reach the handlers (which judge the file).
    for (const path of paths) expect((await multipart(path, own())).status, path).not.toBe(403);
  });

  it("refuses a cross-site sign-in (login CSRF) but leaves reads and the signed legacy API alone", async () => {
    const login = await fetch(`${server().url}/trpc/auth.login`, {
      method: "POST",
      headers: { "content-type": "application/json", ...EVIL },
      body: JSON.stringify({ json: { username: TEST_ADMIN.username, password: TEST_ADMIN.password } }),
    });
    expect(login.status).toBe(403);
    expect(login.headers.getSetCookie()).toEqual([]);

    const read = await fetch(`${server().url}/trpc/auth.getMe`, { headers: { cookie, ...EVIL } });
    expect(read.status).toBe(200);

    // The origin's admin client runs on another origin and signs its calls: unaffected.
    const legacy = new LegacyClient(server().url, TEST_LEGACY, EVIL);
    await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await legacy.call("/api/admin/town/list", {})).code).toBe("200");
  });
});
