import type { ApiClient } from "@suyuan/api/client";
import { uploadKey, uploadSettingsFrom } from "@suyuan/api/services/upload/uploads";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { prisma, useTestServer, type TestServer } from "../../support/test-server.ts";
import { TINY_PNG as PNG } from "../../support/sample-files.ts";
import { STORAGE_DRIVERS } from "../../support/test-storage.ts";

// CMS attachments: every file knows which records use it (here: topics, whose images are the
// kit resource's fields), unused files are listed and cleaned up, per site; with each storage
// driver (this machine's directory, an S3 bucket).

/** The server of the driver block running now. */
let active: () => TestServer;
const server = () => active();
let admin: ApiClient;
let legacy: LegacyClient;

type EditorState = { state: string; url?: string };

/** An image uploaded through the editor: filed under the current site as an unused file. */
async function editorImage(name = "图.png"): Promise<string> {
  const answer = (await legacy.upload(
    "/api/member/ueditor/upload",
    { Type: "Image" },
    { upfile: { name, bytes: PNG, type: "image/png" } },
  )) as unknown as EditorState;
  expect(answer.state).toBe("SUCCESS");
  return answer.url!;
}

const topic = (name: string, titleImg: string | null, contentImg: string | null = null) => ({
  name,
  shortName: null,
  keywords: null,
  description: null,
  titleImg,
  contentImg,
  tplContent: null,
  priority: 10,
  recommend: false,
});

async function fileRow(url: string) {
  return prisma.upload.findUniqueOrThrow({
    where: { id: url.slice("/uploads/".length) },
    include: { references: true },
  });
}

/**
 * Makes a file old enough for the clean-up (it keeps unused files of the last day): its row and
 * its stored file, which is kept by creation month, as if it had been uploaded two days ago.
 */
async function age(url: string) {
  const id = url.slice("/uploads/".length);
  const { createdAt } = await prisma.upload.findUniqueOrThrow({ where: { id } });
  const aged = new Date(Date.now() - 2 * 24 * 3600 * 1000);
  const { storage } = uploadSettingsFrom(server().config);
  const file = await storage.open(uploadKey(id, createdAt));
  if (!file) throw new Error(`${url} has no stored file`);
  await storage.put(uploadKey(id, aged), new Uint8Array(await new Response(file.body).arrayBuffer()), file.size);
  if (uploadKey(id, aged) !== uploadKey(id, createdAt)) await storage.remove(uploadKey(id, createdAt));
  await prisma.upload.update({ where: { id }, data: { createdAt: aged } });
}

async function fileStored(url: string, createdAt: Date) {
  return (await server().storedKeys()).includes(uploadKey(url.slice("/uploads/".length), createdAt));
}

describe.each(STORAGE_DRIVERS)("CMS files with the %s storage driver", (driver) => {
  const started = useTestServer({}, { storage: driver });

  beforeAll(async () => {
    active = started;
    ({ admin, legacy } = await signInBothApis(() => server().url));
  });

  describe("file references", () => {
    it("records the files a topic uses, and frees those it stops using", async () => {
      const first = await editorImage();
      const second = await editorImage();
      expect((await fileRow(first)).references).toEqual([]);

      const created = await admin.topic.create.mutate(topic("乡村振兴专题", first, second));
      expect((await fileRow(first)).references).toMatchObject([{ ownerType: "topic", ownerId: created.id }]);
      expect((await fileRow(second)).references).toHaveLength(1);

      await admin.topic.update.mutate({ id: created.id, data: topic("乡村振兴专题", first, null) });
      expect((await fileRow(first)).references).toHaveLength(1);
      expect((await fileRow(second)).references).toEqual([]);

      const used = await admin.cmsFile.find.query({ valid: true, pageSize: 100 });
      const free = await admin.cmsFile.find.query({ valid: false, pageSize: 100 });
      expect(used.items.map((item) => item.path)).toContain(first);
      expect(used.items.map((item) => item.path)).not.toContain(second);
      expect(free.items.map((item) => item.path)).toContain(second);
      const row = await fileRow(first);
      expect(used.items.find((item) => item.path === first)).toEqual({
        id: row.id,
        path: first,
        name: row.originalName,
        size: row.size,
        mime: row.mimeType,
        uploadedAt: row.createdAt,
        uploaderName: TEST_ADMIN.username,
        valid: true,
        references: [{ ownerType: "topic", ownerId: created.id }],
      });
      // The name search takes LIKE's own characters literally.
      expect((await admin.cmsFile.find.query({ name: "%" })).items.every((item) => item.name.includes("%"))).toBe(true);

      // Deleting the topic frees its files.
      await admin.topic.delete.mutate({ ids: [created.id] });
      expect((await fileRow(first)).references).toEqual([]);
    });

    it("refuses to delete a file a record uses, and changes nothing", async () => {
      const image = await editorImage();
      await admin.topic.create.mutate(topic("在用附件专题", image));
      const row = await fileRow(image);
      const error = await refused(admin.cmsFile.delete.mutate({ ids: [row.id] }));
      expect(error.data.appCode).toBe("RULE_VIOLATION");
      expect(error.message).toBe("附件仍被内容、栏目或专题引用，不能删除");
      expect(await fileRow(image)).toBeTruthy();
      expect(await fileStored(image, row.createdAt)).toBe(true);

      // The legacy path (`names`: the paths) answers the same refusal.
      const answer = await legacy.call("/api/admin/file/delete", { names: image });
      expect(answer.code).toBe("202");
      expect(await prisma.upload.count({ where: { id: row.id } })).toBe(1);
    });

    it("deletes an unused file: its row and its stored file", async () => {
      const image = await editorImage();
      const row = await fileRow(image);
      expect(await fileStored(image, row.createdAt)).toBe(true);
      const answer = await legacy.call("/api/admin/file/delete", { names: image });
      expect(answer).toMatchObject({ code: "200", body: { count: 1 } });
      expect(await prisma.upload.count({ where: { id: row.id } })).toBe(0);
      expect(await fileStored(image, row.createdAt)).toBe(false);
      expect((await fetch(`${server().url}${image}`)).status).toBe(404);
    });

    it("cleans up the free files older than a day, never used or recent ones", async () => {
      const used = await editorImage();
      const stale = await editorImage();
      const recent = await editorImage();
      await admin.topic.create.mutate(topic("清理测试专题", used));
      await age(used);
      await age(stale);
      const staleRow = await fileRow(stale);
      expect(await fileStored(stale, staleRow.createdAt)).toBe(true);

      const answer = await legacy.call("/api/admin/file/freefiles_delete", {});
      expect(answer.code).toBe("200");
      expect((answer.body as { count: number }).count).toBeGreaterThanOrEqual(1);
      expect(await prisma.upload.count({ where: { id: staleRow.id } })).toBe(0);
      expect(await fileStored(stale, staleRow.createdAt)).toBe(false);
      expect((await fetch(`${server().url}${stale}`)).status).toBe(404);
      expect(await fileRow(used)).toBeTruthy();
      expect(await fileRow(recent)).toBeTruthy();

      // Nothing left to clean: a clear refusal.
      const again = await refused(admin.cmsFile.deleteFree.mutate());
      expect(again.message).toBe("没有可清理的无效附件");
    });

    it("leaves uploads of the rest of the product alone (they belong to no site)", async () => {
      const answer = await legacy.upload(
        "/api/member/upload/o_upload",
        { type: "image" },
        { uploadFile: { name: "商品.png", bytes: PNG, type: "image/png" } },
      );
      const path = (answer.body as { uploadPath: string }).uploadPath;
      await age(path);
      const all = await admin.cmsFile.find.query({ pageSize: 100 });
      expect(all.items.map((item) => item.path)).not.toContain(path);
      await admin.cmsFile.deleteFree.mutate().catch(() => undefined);
      expect(await fileRow(path)).toBeTruthy();
    });

    it("file/flag rebuilds references from what records store", async () => {
      const image = await editorImage();
      const created = await admin.topic.create.mutate(topic("重建引用专题", image));
      // Lost references (a record written before they were kept): flag finds them again.
      await prisma.fileReference.deleteMany({ where: { ownerType: "topic", ownerId: created.id } });
      expect((await fileRow(image)).references).toEqual([]);
      const answer = await legacy.call("/api/admin/file/flag", {});
      expect(answer.code).toBe("200");
      expect((answer.body as { count: number }).count).toBeGreaterThanOrEqual(1);
      expect((await fileRow(image)).references).toMatchObject([{ ownerType: "topic", ownerId: created.id }]);
    });

    it("lists with the envelope and totalCount on the legacy path, valid=false for free files", async () => {
      const image = await editorImage("空闲.png");
      const answer = await legacy.call("/api/admin/file/list", { valid: "false", pageNo: "1", pageSize: "100" });
      expect(answer.code).toBe("200");
      expect(answer.totalCount).toBeGreaterThanOrEqual(1);
      const rows = answer.body as { path: string; valid: boolean; name: string }[];
      expect(rows.find((row) => row.path === image)).toMatchObject({ valid: false, name: "空闲.png" });
      expect(rows.every((row) => row.valid === false)).toBe(true);
    });

    it("keeps each site's files to itself", async () => {
      const image = await editorImage();
      const other = await secondSiteAdmin(server().url, "附件隔离站点");
      const list = await other.cmsFile.find.query({ pageSize: 100 });
      expect(list.items.map((item) => item.path)).not.toContain(image);
      const row = await fileRow(image);
      const error = await refused(other.cmsFile.delete.mutate({ ids: [row.id] }));
      expect(error.data.appCode).toBe("NOT_FOUND");
      expect(await fileRow(image)).toBeTruthy();
    });
  });
});
