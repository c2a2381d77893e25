import type { ApiClient } from "@suyuan/api/client";
import { readSolutionZip } from "@suyuan/api/services/template/solution-zip";
import { changesHeard } from "../../support/change-notices.ts";
import { zipSync } from "fflate";
import { beforeAll, describe, expect, it } from "vitest";
import { contentUser } from "../../support/content-fixtures.ts";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Template solutions stored in the database: file CRUD through tRPC and the legacy paths, the
// parse check, the public page showing an edit at once, the sandbox, zip import path checks and
// permissions. Runs on PGlite and (TEST_DB_KIND=postgres) on PostgreSQL.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
const ACCESS = "tplfiles";

/** A page, once every change notice is in (some tests write rows directly; see public-site.test.ts). */
const page = async (path: string) => {
  await changesHeard();
  return fetch(`${server().url}${path}`, { redirect: "manual" });
};
const version = async () => (await prisma.site.findUniqueOrThrow({ where: { id: siteId } })).templateVersion;
const fileCount = () => prisma.templateFile.count({ where: { siteId } });
const textOf = async (path: string, solution = "default") => {
  const row = await prisma.templateFile.findUnique({
    where: { siteId_solution_kind_path: { siteId, solution, kind: "template", path } },
  });
  return row?.data ? new TextDecoder().decode(row.data) : null;
};
const encode = (text: string) => new TextEncoder().encode(text);

async function importZip(solution: string, zip: Uint8Array) {
  return legacy.upload("/api/admin/template/importTpl", { solution }, { file: { name: "s.zip", bytes: zip } });
}

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  const site = await prisma.site.findFirstOrThrow({ where: { isMaster: true } });
  siteId = site.id;
  await prisma.site.update({ where: { id: siteId }, data: { accessPath: ACCESS, status: "open" } });
});

describe("template files", () => {
  it("starts the default solution as the built-in files, stored on first read", async () => {
    expect(await fileCount()).toBe(0);
    const home = await page(`/site/${ACCESS}/`);
    expect(home.status).toBe(200);
    const tree = await admin.template.tree.query({});
    expect(tree.solution).toBe("default");
    expect(tree.nodes.map((node) => node.path)).toContain("index.liquid");
    expect(await fileCount()).toBeGreaterThan(5);
    const solutions = await admin.template.findSolutions.query();
    expect(solutions.solutions).toEqual([expect.objectContaining({ name: "default", current: true })]);
    const resources = await admin.resource.find.query({});
    expect(resources.items.map((item) => item.path)).toContain("style.css");
  });

  it("creates, reads, updates, renames and deletes files and folders, raising the version each time", async () => {
    const before = await version();
    await admin.template.create.mutate({ path: "inc/extra.liquid", text: "额外 {{ site.name }}" });
    expect(await version()).toBe(before + 1);
    const inc = await admin.template.find.query({ dir: "inc" });
    expect(inc.items).toEqual([expect.objectContaining({ path: "inc/extra.liquid", name: "extra.liquid" })]);
    expect((await admin.template.get.query({ path: "inc/extra.liquid" })).text).toBe("额外 {{ site.name }}");
    await expect(admin.template.create.mutate({ path: "inc/extra.liquid", text: "x" })).rejects.toThrow(/已存在/);
    await admin.template.update.mutate({ id: "inc/extra.liquid", data: { text: "改过" } });
    expect(await textOf("inc/extra.liquid")).toBe("改过");
    await admin.template.rename.mutate({ path: "inc", newPath: "parts" });
    expect(await textOf("parts/extra.liquid")).toBe("改过");
    expect(await textOf("inc/extra.liquid")).toBeNull();
    await admin.template.createDir.mutate({ path: "empty/inner" });
    await admin.template.delete.mutate({ paths: ["parts", "empty"] });
    expect(await prisma.templateFile.count({ where: { siteId, path: { startsWith: "parts" } } })).toBe(0);
    expect(await prisma.templateFile.count({ where: { siteId, path: { startsWith: "empty" } } })).toBe(0);
    expect(await version()).toBe(before + 5);
    const logged = await prisma.operationLog.count({ where: { resource: "template", siteId } });
    expect(logged).toBeGreaterThanOrEqual(5);
  });

  it("refuses bad paths and types with clear messages", async () => {
    for (const path of ["../x.liquid", "/abs.liquid", "a/../b.liquid", "a\\b.liquid", "x.php", "a//b.liquid"]) {
      await expect(admin.template.create.mutate({ path, text: "x" }), path).rejects.toThrow(/路径|类型/);
    }
    await expect(admin.resource.create.mutate({ path: "x.liquid", text: "x" })).rejects.toThrow(/类型/);
  });

  it("applies one path rule to every way a file enters a solution", async () => {
    const deep = `${Array.from({ length: 12 }, (_, i) => `d${i}`).join("/")}/deep.css`;
    const control = "evil\n\u001b[2J.css";
    const before = { count: await fileCount(), version: await version() };
    for (const path of [control, deep]) {
      await expect(admin.resource.create.mutate({ path, text: "a{}" }), path).rejects.toThrow(/路径不正确/);
      await expect(admin.resource.createDir.mutate({ path: path.replace(/\.css$/, "") }), path).rejects.toThrow(
        /路径不正确/,
      );
      await expect(admin.resource.rename.mutate({ path: "style.css", newPath: path }), path).rejects.toThrow(
        /路径不正确/,
      );
      const slash = path.lastIndexOf("/");
      const uploaded = await legacy.upload(
        "/api/admin/resource/upload",
        { dir: slash > 0 ? path.slice(0, slash) : "" },
        { file: { name: path.slice(slash + 1), bytes: encode("a{}") } },
      );
      expect(uploaded.code, path).toBe("201");
      expect(uploaded.message).toMatch(/路径不正确/);
      const imported = await importZip("default", zipSync({ "index.liquid": encode("x"), [path]: encode("a{}") }));
      expect(imported.code, path).not.toBe("200");
      expect(imported.message).toMatch(/路径不正确/);
    }
    // The message shows a control character as an escape, never as itself.
    const imported = await importZip("default", zipSync({ "index.liquid": encode("x"), [control]: encode("a{}") }));
    expect(imported.message).toContain("evil\\n\\u001b[2J.css");
    expect({ count: await fileCount(), version: await version() }).toEqual(before);
    // Eight levels is within the rule, also inside a zip of one folder (read from inside it).
    const eight = `${Array.from({ length: 7 }, (_, i) => `e${i}`).join("/")}/ok.css`;
    const wrapped = zipSync({ "top/index.liquid": encode("x"), [`top/${eight}`]: encode("a{}") });
    expect(readSolutionZip(wrapped).map((file) => file.path)).toEqual(["index.liquid", eight]);
  });

  it("refuses a template that does not parse, naming line and column, and changes nothing", async () => {
    const before = { version: await version(), text: await textOf("index.liquid"), count: await fileCount() };
    const error = await admin.template.update
      .mutate({ id: "index.liquid", data: { text: "第一行\n  {% if x %}未闭合" } })
      .catch((caught: unknown) => caught as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toMatch(/第 2 行第 3 列/);
    await expect(admin.template.create.mutate({ path: "bad.liquid", text: "{{ x | }" })).rejects.toThrow(/第 1 行/);
    expect(await version()).toBe(before.version);
    expect(await textOf("index.liquid")).toBe(before.text);
    expect(await fileCount()).toBe(before.count);
  });

  it("shows an edited home template on the public page at once", async () => {
    const before = await version();
    const original = (await admin.template.get.query({ path: "index.liquid" })).text!;
    await admin.template.update.mutate({
      id: "index.liquid",
      data: {
        text: '{% layout "layout.liquid" home: true %}{% block content %}<p>自定义首页：{{ site.name }}</p>{% endblock %}',
      },
    });
    expect(await version()).toBe(before + 1);
    const html = await (await page(`/site/${ACCESS}/`)).text();
    expect(html).toContain("自定义首页：");
    await admin.template.update.mutate({ id: "index.liquid", data: { text: original } });
    expect(await (await page(`/site/${ACCESS}/`)).text()).not.toContain("自定义首页：");
  });

  it("renders a page again at every view when its template picks at random or reads the clock", async () => {
    // Pages are kept by their values (site-pages.ts renderedPages) only when the output depends on
    // nothing else: a random pick out of 1,000 shows at five views as more than one page.
    const original = (await admin.template.get.query({ path: "index.liquid" })).text!;
    await admin.template.update.mutate({
      id: "index.liquid",
      data: { text: "{% assign n = (1..1000) | sample %}<p>抽签：{{ n }}</p>" },
    });
    const picks = new Set<string>();
    for (let view = 0; view < 5; view++) picks.add(await (await page(`/site/${ACCESS}/`)).text());
    expect(picks.size).toBeGreaterThan(1);
    await admin.template.update.mutate({ id: "index.liquid", data: { text: original } });
  });

  it("previews unsaved source, and reports parse errors with their position", async () => {
    const preview = await admin.template.preview.mutate({
      path: "index.liquid",
      source: "<b>预览 {{ site.name }}</b>",
    });
    expect(preview.html).toContain("<b>预览 ");
    const broken = await admin.template.preview.mutate({ path: "index.liquid", source: "a\nb {% for %}" });
    expect(broken.error).toEqual(expect.objectContaining({ line: 2 }));
    expect(await textOf("index.liquid")).not.toContain("预览");
  });

  it("keeps templates in their sandbox: no files outside the solution", async () => {
    for (const source of [
      '{% include "../../../../etc/passwd" %}',
      '{% include "/etc/passwd" %}',
      '{% render "..\\\\secret" %}',
    ]) {
      const result = await admin.template.preview.mutate({ path: "index.liquid", source });
      expect(result.html, source).toBeNull();
      expect(result.error, source).not.toBeNull();
    }
    // Stored, it fails the one page safely: the friendly error, never a file's content.
    await admin.template.create.mutate({ path: "leak.liquid", text: '{% include "../../../../etc/passwd" %}' });
    const original = (await admin.template.get.query({ path: "notice.liquid" })).text!;
    await admin.template.update.mutate({ id: "notice.liquid", data: { text: '{% include "leak.liquid" %}' } });
    const answer = await page(`/site/${ACCESS}/no-such-channel/`);
    expect(answer.status).toBe(500);
    expect(await answer.text()).not.toContain("root:");
    await admin.template.update.mutate({ id: "notice.liquid", data: { text: original } });
    await admin.template.delete.mutate({ paths: ["leak.liquid"] });
    expect((await page(`/site/${ACCESS}/no-such-channel/`)).status).toBe(404);
  });

  it("refuses a template past its limits in the preview, and a stored one fails only its page", async () => {
    // Under npm start's heap flags: tests/system/template-limits.test.ts.
    const looping =
      "{% for i in (1..5000) %}{% for j in (1..5000) %}{% for k in (1..5000) %}x{% endfor %}{% endfor %}{% endfor %}";
    await expect(admin.template.preview.mutate({ path: "index.liquid", source: looping })).rejects.toThrow(
      "模板第 1 行第 49 列：循环和分支合计最多执行 100000 次，请减少循环",
    );
    const original = (await admin.template.get.query({ path: "index.liquid" })).text!;
    await admin.template.update.mutate({ id: "index.liquid", data: { text: looping } });
    const home = await page(`/site/${ACCESS}/`);
    expect(home.status).toBe(500);
    expect(await home.text()).toContain("页面暂时无法显示");
    expect((await page(`/site/${ACCESS}/no-such-channel/`)).status).toBe(404);
    await admin.template.update.mutate({ id: "index.liquid", data: { text: original } });
    expect((await page(`/site/${ACCESS}/`)).status).toBe(200);
  });

  it("serves stored resources, text and binary, with their types", async () => {
    await admin.resource.create.mutate({ path: "css/extra.css", text: "body{color:red}" });
    const css = await page(`/site/${ACCESS}/_res/css/extra.css`);
    expect(css.headers.get("content-type")).toContain("text/css");
    expect(await css.text()).toBe("body{color:red}");
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 1, 2, 3, 250]);
    const uploaded = await legacy.upload(
      "/api/admin/resource/upload",
      { dir: "img" },
      { file: { name: "logo.png", bytes: png } },
    );
    expect(uploaded.code, uploaded.message).toBe("200");
    const image = await page(`/site/${ACCESS}/_res/img/logo.png`);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("etag")).toBeTruthy();
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
    const item = await admin.resource.get.query({ path: "img/logo.png" });
    expect(item.text).toBeNull();
    expect(Buffer.from(item.base64!, "base64")).toEqual(Buffer.from(png));
  });

  it("answers the legacy template, resource and tpl paths", async () => {
    const tree = await legacy.call("/api/admin/template/tree");
    expect(tree.code, tree.message).toBe("200");
    const saved = await legacy.call("/api/admin/template/save", {
      path: "legacy.liquid",
      text: "旧客户端 {{ site.name }}",
    });
    expect(saved.code, saved.message).toBe("200");
    const got = await legacy.call("/api/admin/template/get", { path: "legacy.liquid" });
    expect((got.body as { text: string }).text).toBe("旧客户端 {{ site.name }}");
    const bad = await legacy.call("/api/admin/template/update", { id: "legacy.liquid", text: "{% if %}" });
    expect(bad.code).toBe("201");
    expect(bad.message).toMatch(/第 1 行/);
    const list = await legacy.call("/api/admin/template/list", {});
    expect((list.body as { path: string }[]).map((row) => row.path)).toContain("legacy.liquid");
    expect((await legacy.call("/api/admin/template/delete", { paths: "legacy.liquid" })).code).toBe("200");
    expect((await legacy.call("/api/admin/template/getSolutions")).code).toBe("200");
    const choices = await legacy.call("/api/admin/tpl/list");
    expect((choices.body as { path: string }[]).map((row) => row.path)).toContain("content.liquid");
    const models = await legacy.call("/api/admin/tpl/model_list", { modelId: "1" });
    const templates = models.body as { contentTpl: string[]; contentMobileTpl: string[] };
    expect(templates.contentTpl).toContain("content.liquid");
    expect(templates.contentMobileTpl).toEqual([]);
    expect((await legacy.call("/api/admin/tpl/select_content_model")).code).toBe("200");
    expect((await legacy.call("/api/admin/resource/tree")).code).toBe("200");
  });

  it("uses a channel's chosen template when the solution has it", async () => {
    const model = await prisma.cmsModel.findFirst({ where: { kind: "channel" } });
    const channel = await prisma.channel.create({
      data: { siteId, name: "模板栏目", path: "tplchan", modelId: model!.id, tplChannel: "special.liquid" },
    });
    expect(await (await page(`/site/${ACCESS}/tplchan/`)).text()).not.toContain("特别栏目页");
    await admin.template.create.mutate({ path: "special.liquid", text: "特别栏目页 {{ channel.name }}" });
    expect(await (await page(`/site/${ACCESS}/tplchan/`)).text()).toContain("特别栏目页 模板栏目");
    const preview = await admin.template.preview.mutate({
      path: "special.liquid",
      source: "预览栏目 {{ channel.name }}",
      channelId: channel.id,
    });
    expect(preview.html).toBe("预览栏目 模板栏目");
  });
});

describe("solution zip import", () => {
  const good = () =>
    zipSync({
      "blue/index.liquid": encode("蓝色首页 {{ site.name }}"),
      "blue/layout.liquid": encode("{{ content_for_layout }}"),
      "blue/notice.liquid": encode("{{ message }}"),
      "blue/css/style.css": encode("body{}"),
    });

  it("imports a whole solution and uses it once chosen", async () => {
    const answer = await importZip("blue", good());
    expect(answer.code, answer.message).toBe("200");
    const solutions = await admin.template.findSolutions.query();
    expect(solutions.solutions.map((solution) => solution.name)).toEqual(["default", "blue"]);
    expect(await textOf("index.liquid", "blue")).toBe("蓝色首页 {{ site.name }}");
    await admin.template.updateSolution.mutate({ solution: "blue" });
    expect(await (await page(`/site/${ACCESS}/`)).text()).toContain("蓝色首页");
    expect(await (await page(`/site/${ACCESS}/_res/css/style.css`)).text()).toBe("body{}");
    await admin.template.updateSolution.mutate({ solution: "default" });
    await expect(admin.template.updateSolution.mutate({ solution: "nosuch" })).rejects.toThrow(/不存在/);
  });

  const refusals: [string, () => Uint8Array][] = [
    ["a parent path", () => zipSync({ "index.liquid": encode("x"), "../evil.liquid": encode("x") })],
    ["a nested parent path", () => zipSync({ "index.liquid": encode("x"), "a/../../evil.liquid": encode("x") })],
    ["an absolute path", () => zipSync({ "index.liquid": encode("x"), "/etc/evil.liquid": encode("x") })],
    ["a backslash", () => zipSync({ "index.liquid": encode("x"), "a\\evil.liquid": encode("x") })],
    ["a file type not allowed", () => zipSync({ "index.liquid": encode("x"), "run.php": encode("x") })],
    ["a template that does not parse", () => zipSync({ "index.liquid": encode("{% if %}") })],
    [
      "too many files",
      () => zipSync(Object.fromEntries(Array.from({ length: 2_001 }, (_, i) => [`f${i}.css`, encode("a")]))),
    ],
    ["a bomb by its declared size", () => zipSync({ "big.css": new Uint8Array(60 * 1024 * 1024) })],
    ["a bomb lying about its size", lyingBomb],
    ["not a zip", () => encode("just text")],
  ];

  for (const [name, make] of refusals) {
    it(`refuses ${name}, changing nothing`, async () => {
      const before = { count: await fileCount(), version: await version() };
      const answer = await importZip("blue", make());
      expect(answer.code, name).not.toBe("200");
      expect(answer.message.length).toBeGreaterThan(0);
      expect(await fileCount()).toBe(before.count);
      expect(await version()).toBe(before.version);
      expect(await textOf("index.liquid", "blue")).toBe("蓝色首页 {{ site.name }}");
    });
  }
});

/** A zip whose one entry claims 10 bytes but inflates to 30 MB. */
function lyingBomb(): Uint8Array {
  const zip = zipSync({ "bomb.css": new Uint8Array(30 * 1024 * 1024) });
  const view = new DataView(zip.buffer);
  // Local header size at 22, central directory header size at 24.
  view.setUint32(22, 10, true);
  for (let at = zip.length - 22; at >= 0; at--) {
    if (view.getUint32(at, true) === 0x02014b50) {
      view.setUint32(at + 24, 10, true);
      break;
    }
  }
  return zip;
}

describe("permissions", () => {
  it("refuses writes without the operation keys and reads without the page key", async () => {
    const reader = await contentUser(server().url, admin, { username: "tplreader", perms: ["/template/list"], siteId });
    expect((await reader.template.tree.query({})).nodes.length).toBeGreaterThan(0);
    await expect(reader.template.create.mutate({ path: "no.liquid", text: "x" })).rejects.toThrow(/权限/);
    await expect(reader.template.updateSolution.mutate({ solution: "default" })).rejects.toThrow(/权限/);
    await expect(reader.resource.tree.query({})).rejects.toThrow(/权限/);
    const nobody = await contentUser(server().url, admin, { username: "tplnobody", perms: ["/content/list"], siteId });
    await expect(nobody.template.get.query({ path: "index.liquid" })).rejects.toThrow(/权限/);
    await expect(nobody.template.preview.mutate({ path: "index.liquid", source: "x" })).rejects.toThrow(/权限/);
  });
});
