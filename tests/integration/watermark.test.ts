import type { ApiClient } from "@suyuan/api/client";
import type { TWatermark } from "@suyuan/contracts/config/watermark";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../support/legacy-client.ts";
import { signInBothApis } from "../support/public-site-fixtures.ts";
import { TEST_ADMIN } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// The watermark of uploaded images: set through config/mark_update (and the typed procedure),
// applied to an uploaded image (its pixels compared), not to an image under the minimum size,
// the original kept in the storage beside the marked file.

const server = useTestServer();
let admin: ApiClient;
let cookie: string;
let legacy: LegacyClient;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
});

const white = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#ffffff" } })
    .png()
    .toBuffer();

async function upload(bytes: Uint8Array, name = "photo.png"): Promise<{ url: string; size: number }> {
  const form = new FormData();
  form.append("kind", "image");
  form.append("file", new Blob([bytes.slice()]), name);
  const response = await fetch(`${server().url}/upload`, { method: "POST", headers: { cookie }, body: form });
  expect(response.status).toBe(200);
  return (await response.json()) as { url: string; size: number };
}

async function served(url: string): Promise<Uint8Array> {
  const response = await fetch(`${server().url}${url}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  return new Uint8Array(await response.arrayBuffer());
}

/** The image's pixels as RGB triples, by position. */
async function pixels(bytes: Uint8Array) {
  const { data, info } = await sharp(bytes).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return {
    width: info.width,
    height: info.height,
    at: (x: number, y: number) => [...data.subarray((y * info.width + x) * 3, (y * info.width + x) * 3 + 3)],
  };
}

const TEXT_MARK: TWatermark = {
  on: true,
  minWidth: 120,
  minHeight: 120,
  imagePath: "",
  content: "溯源 Suyuan",
  size: 40,
  color: "#FF0000",
  alpha: 100,
  pos: 1,
  offsetX: 10,
  offsetY: 10,
};

describe("the watermark of uploaded images", () => {
  it("is off by default and saved whole through config/mark_update, logged with old and new", async () => {
    const initial = await legacy.call("/api/admin/config/mark_get");
    expect(initial.body).toMatchObject({ on: false, minWidth: 120, minHeight: 120, alpha: 50, pos: 1 });
    const form = Object.fromEntries(Object.entries(TEXT_MARK).map(([key, value]) => [key, String(value)]));
    expect(await legacy.call("/api/admin/config/mark_update", form)).toMatchObject({ code: "200", body: "" });
    expect(await admin.watermark.get.query()).toEqual(TEXT_MARK);
    const log = await prisma.operationLog.findFirstOrThrow({
      where: { resource: "watermark" },
      orderBy: { id: "desc" },
    });
    expect(log.detail).toMatchObject({ old: { on: false }, new: { on: true, content: "溯源 Suyuan" } });
    // Bad values are refused by name, nothing saved.
    const bad = await legacy.call("/api/admin/config/mark_update", { ...form, alpha: "101", color: "red" });
    expect(bad.code).toBe("201");
    expect(Object.keys((bad.body as { fieldErrors: object }).fieldErrors).sort()).toEqual(["alpha", "color"]);
    const empty = await legacy.call("/api/admin/config/mark_update", { ...form, content: "" });
    expect(Object.keys((empty.body as { fieldErrors: object }).fieldErrors)).toEqual(["content"]);
    expect(await admin.watermark.get.query()).toEqual(TEXT_MARK);
  });

  it("marks an uploaded image where chosen and keeps the original; leaves a small one as it is", async () => {
    await admin.watermark.update.mutate(TEXT_MARK);
    const original = await white(400, 300);
    const stored = await upload(original);
    const marked = await pixels(await served(stored.url));
    expect([marked.width, marked.height]).toEqual([400, 300]);
    // Red text in the top-left corner; the rest of the image untouched.
    let red = 0;
    for (let y = 10; y < 60; y++)
      for (let x = 10; x < 200; x++) {
        const [r, g, b] = marked.at(x, y) as [number, number, number];
        if (r > 200 && g < 80 && b < 80) red++;
      }
    expect(red).toBeGreaterThan(100);
    for (const [x, y] of [
      [5, 5],
      [399, 299],
      [300, 200],
      [200, 150],
    ] as const)
      expect(marked.at(x, y)).toEqual([255, 255, 255]);
    // The original is kept beside the marked file.
    const id = stored.url.split("/").pop()!;
    const row = await prisma.upload.findUniqueOrThrow({ where: { id } });
    const keys = await server().storedKeys();
    const key = keys.find((entry) => entry.endsWith(id));
    expect(key).toBeTruthy();
    expect(keys).toContain(`${key}.original`);
    expect(row.size).toBe(stored.size);

    // Under the minimum size: served exactly as uploaded.
    const small = await white(100, 200);
    expect(await served((await upload(small, "small.png")).url)).toEqual(new Uint8Array(small));
  });

  it("blends an image watermark at the chosen opacity in the chosen corner", async () => {
    // The watermark image (itself under the minimum size, so not marked).
    const square = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    const mark = await upload(square, "mark.png");
    await admin.watermark.update.mutate({
      ...TEXT_MARK,
      imagePath: mark.url,
      content: "",
      alpha: 50,
      pos: 4,
      offsetX: 0,
      offsetY: 0,
    });
    const marked = await pixels(await served((await upload(await white(300, 200))).url));
    const [r, g, b] = marked.at(295, 195) as [number, number, number];
    expect(r).toBeGreaterThan(250);
    expect(g).toBeGreaterThan(118);
    expect(g).toBeLessThan(138);
    expect(b).toBeGreaterThan(118);
    expect(b).toBeLessThan(138);
    expect(marked.at(275, 175)).toEqual([255, 255, 255]);
    expect(marked.at(5, 5)).toEqual([255, 255, 255]);
    // Switched off: images are stored as uploaded again.
    await admin.watermark.update.mutate({ ...TEXT_MARK, on: false });
    const plain = await white(300, 200);
    expect(await served((await upload(plain)).url)).toEqual(new Uint8Array(plain));
  });
});
