import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient, type Envelope } from "../../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Every site-owned CMS record belongs to one site and is invisible from another: not in its lists,
// not readable, changeable or deletable by id. Checked generically over the CMS resources through
// the origin's paths, with the administrator (who may work on both sites) switching sites by
// `_site_id_param`. Each resource is also read from its own site, so the check cannot pass by
// answering nothing.

const server = useTestServer();
let legacy: LegacyClient;
let siteA: number;
let siteB: number;

type SiteOwned = {
  name: string;
  /** Writes one record in the site; its id. */
  create: (siteId: number) => Promise<number | string>;
  list: { path: string; fields?: Record<string, string> };
  get?: { path: string };
  /** A write by id (delete): from another site it must change nothing. */
  write?: {
    path: string;
    fields: (id: number | string) => Record<string, string>;
    unchanged: (id: number | string) => Promise<boolean>;
  };
};

/** Every `id` anywhere in an answer's body (lists, pages, trees with children), as text. */
function idsIn(body: unknown, into = new Set<string>()): Set<string> {
  if (Array.isArray(body)) for (const item of body) idsIn(item, into);
  else if (body && typeof body === "object") {
    const record = body as Record<string, unknown>;
    if (typeof record.id === "number" || typeof record.id === "string") into.add(String(record.id));
    for (const value of Object.values(record)) if (value && typeof value === "object") idsIn(value, into);
  }
  return into;
}

async function asSite(siteId: number, path: string, fields: Record<string, string> = {}): Promise<Envelope> {
  legacy.siteId = String(siteId);
  return legacy.call(`/api/admin${path}`, fields);
}

const defaultModel = (kind: "channel" | "content") =>
  prisma.cmsModel.findFirstOrThrow({ where: { kind, isDefault: true }, select: { id: true } });

async function channelIn(siteId: number): Promise<number> {
  const suffix = randomBytes(4).toString("hex");
  const model = await defaultModel("channel");
  const channel = await prisma.channel.create({
    data: { siteId, name: `隔离栏目${suffix}`, path: `iso${suffix}`, modelId: model.id },
  });
  return channel.id;
}

async function contentIn(siteId: number): Promise<number> {
  const channelId = await channelIn(siteId);
  const model = await defaultModel("content");
  const type = await prisma.contentType.findFirstOrThrow({ orderBy: { priority: "asc" } });
  const content = await prisma.content.create({
    data: {
      siteId,
      channelId,
      modelId: model.id,
      typeId: type.id,
      title: `隔离内容${randomBytes(3).toString("hex")}`,
      releaseDate: new Date(),
      status: 2,
    },
  });
  return content.id;
}

const RESOURCES: SiteOwned[] = [
  {
    name: "channel",
    create: channelIn,
    list: { path: "/channel/list" },
    get: { path: "/channel/get" },
    write: {
      path: "/channel/delete",
      fields: (id) => ({ ids: String(id) }),
      unchanged: async (id) =>
        (await prisma.channel.findUniqueOrThrow({ where: { id: Number(id) } })).deletedAt === null,
    },
  },
  {
    name: "content",
    create: contentIn,
    list: { path: "/content/page", fields: { pageNo: "1", pageSize: "100" } },
    get: { path: "/content/get" },
    write: {
      path: "/content/delete",
      fields: (id) => ({ ids: String(id) }),
      unchanged: async (id) => (await prisma.content.findUniqueOrThrow({ where: { id: Number(id) } })).status === 2,
    },
  },
  {
    name: "tag",
    create: async (siteId) =>
      (await prisma.tag.create({ data: { siteId, name: `标签${randomBytes(3).toString("hex")}` } })).id,
    list: { path: "/tag/list", fields: { pageNo: "1", pageSize: "100" } },
    get: { path: "/tag/get" },
    write: {
      path: "/tag/delete",
      fields: (id) => ({ ids: String(id) }),
      unchanged: async (id) => (await prisma.tag.count({ where: { id: Number(id) } })) === 1,
    },
  },
  {
    name: "topic",
    create: async (siteId) =>
      (await prisma.topic.create({ data: { siteId, name: `专题${randomBytes(3).toString("hex")}` } })).id,
    list: { path: "/topic/list", fields: { pageNo: "1", pageSize: "100" } },
    get: { path: "/topic/get" },
    write: {
      path: "/topic/delete",
      fields: (id) => ({ ids: String(id) }),
      unchanged: async (id) => (await prisma.topic.count({ where: { id: Number(id) } })) === 1,
    },
  },
  {
    name: "workflow",
    create: async (siteId) => {
      const role = await prisma.role.findFirstOrThrow({ where: { key: "cms-reviewer" } });
      const workflow = await prisma.workflow.create({
        data: {
          siteId,
          name: `流程${randomBytes(3).toString("hex")}`,
          steps: { create: { step: 1, roleId: role.id } },
        },
      });
      return workflow.id;
    },
    list: { path: "/workflow/list", fields: { pageNo: "1", pageSize: "100" } },
    get: { path: "/workflow/get" },
    write: {
      path: "/workflow/delete",
      fields: (id) => ({ ids: String(id) }),
      unchanged: async (id) => (await prisma.workflow.count({ where: { id: Number(id) } })) === 1,
    },
  },
  {
    name: "file",
    create: async (siteId) => {
      const upload = await prisma.upload.create({
        data: {
          id: randomBytes(16).toString("hex"),
          kind: "image",
          originalName: "isolation.png",
          mimeType: "image/png",
          size: 4,
          siteId,
        },
      });
      return upload.id;
    },
    list: { path: "/file/list", fields: { pageNo: "1", pageSize: "100" } },
    write: {
      path: "/file/delete",
      fields: (id) => ({ ids: String(id) }),
      unchanged: async (id) => (await prisma.upload.count({ where: { id: String(id) } })) === 1,
    },
  },
];

beforeAll(async () => {
  legacy = new LegacyClient(server().url, TEST_LEGACY);
  await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password);
  siteA = (await prisma.site.findFirstOrThrow({ where: { isMaster: true } })).id;
  siteB = (await prisma.site.create({ data: { name: "隔离测试站点", accessPath: "isolation" } })).id;
});

describe("site isolation of content management records", () => {
  for (const resource of RESOURCES) {
    it(`${resource.name}: listed and read in its own site only`, async () => {
      const id = await resource.create(siteA);

      const own = await asSite(siteA, resource.list.path, resource.list.fields);
      expect(own.code, `${resource.name} list in its own site: ${own.message}`).toBe("200");
      expect(idsIn(own.body).has(String(id)), `${resource.name} listed in its own site`).toBe(true);
      const other = await asSite(siteB, resource.list.path, resource.list.fields);
      expect(other.code).toBe("200");
      expect(idsIn(other.body).has(String(id)), `${resource.name} listed in another site`).toBe(false);

      if (resource.get) {
        const mine = await asSite(siteA, resource.get.path, { id: String(id) });
        expect(mine.code, `${resource.name} get in its own site: ${mine.message}`).toBe("200");
        expect((mine.body as { id?: number | string } | null)?.id).toBe(id);
        const theirs = await asSite(siteB, resource.get.path, { id: String(id) });
        expect(theirs.code, `${resource.name} read from another site`).not.toBe("200");
      }

      if (resource.write) {
        const answer = await asSite(siteB, resource.write.path, resource.write.fields(id));
        expect(answer.code, `${resource.name} changed from another site`).not.toBe("200");
        expect(await resource.write.unchanged(id)).toBe(true);
      }
    });
  }

  it("sites: a limited administrator manages only the sites they hold", async () => {
    const role = await prisma.role.create({
      data: { name: "站点管理员（隔离）", perms: ["/site/list", "/site/update"] },
    });
    const username = `siteadmin${randomBytes(3).toString("hex")}`;
    // The administrator's password hash: the same password signs the limited user in.
    const admin = await prisma.user.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    await prisma.user.create({
      data: {
        username,
        passwordHash: admin.passwordHash,
        roles: { create: { roleId: role.id } },
        sites: { create: { siteId: siteB } },
      },
    });
    const limited = new LegacyClient(server().url, TEST_LEGACY);
    expect((await limited.login(username, TEST_ADMIN.password)).code).toBe("200");
    const list = await limited.call("/api/admin/site/list", { pageNo: "1", pageSize: "100" });
    expect([...idsIn(list.body)]).toEqual([String(siteB)]);
    expect((await limited.call("/api/admin/site/get", { id: String(siteA) })).code).toBe("206");
    expect((await limited.call("/api/admin/site/get", { id: String(siteB) })).code).toBe("200");
    // Not even a write by id reaches a site they do not hold.
    const other = await prisma.site.create({ data: { name: "别人的站点" } });
    const renamed = await limited.call("/api/admin/site/update", { id: String(other.id), siteName: "改名" });
    expect(renamed.code).toBe("206");
    expect((await prisma.site.findUniqueOrThrow({ where: { id: other.id } })).name).toBe("别人的站点");
  });
});
