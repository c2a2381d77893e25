/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { ROUTES } from "@suyuan/contracts/permissions/route-registry";
import pg from "pg";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { startDemoServer, type DemoServer } from "./support/demo-server.ts";
import { serverFor } from "./support/servers.ts";
import { ADMIN } from "./support/accounts.ts";
import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { sampleOf } from "../support/samples.ts";
import { trpcMutation, trpcQuery } from "./support/trpc.ts";
import { signIn } from "./support/ui.ts";

/**
 * Menu pages that are no list: the work bench, own-record and settings forms, the fleet view, the
 * template and resource file trees, and the static-page and search-index jobs.
 */
const NOT_LISTS = new Set([
  "/work",
  "/enterprise/update",
  "/site_config/base_update",
  "/site_config/company_update",
  "/system/fleet",
  "/config/security",
  "/config/system",
  "/config/watermark",
  "/template/list",
  "/resource/list",
  "/static/list",
  "/lucene/list",
  // Traffic statistics: charts and ranked tables of a period, no rows to act on.
  "/flow/list",
]);

/** Lists whose rows have no actions: read-only ones, and those worked by selection (bulk delete, review). */
const WITHOUT_ROW_ACTIONS = new Set(["/scanCode/list", "/log/list", "/file/list", "/content/share_list"]);

/** Hand-written lists whose rows carry a state (kit lists say so by a status or state column). */
const HAND_WRITTEN_WITH_STATUS = new Set([
  "/apply/list",
  "/apply/sellerList",
  "/content/list",
  "/content/review_queue",
  "/content/share_list",
  "/file/list",
]);

const VIEWPORT = { width: 1366, height: 768 };

function listsWithStatus(): Set<string> {
  const paths = new Set(HAND_WRITTEN_WITH_STATUS);
  for (const definition of Object.values(RESOURCES))
    if (
      definition.columns.some(
        (column) => column.key === "status" || column.key === "state" || column.label?.zh.endsWith("状态") === true,
      )
    )
      paths.add(definition.routes.list);
  return paths;
}

type Box = { left: number; right: number; top: number; bottom: number };
type Layout = {
  headers: string[];
  viewport: number;
  pageScrollWidth: number;
  container: Box;
  actions: Box | null;
  actionControls: Box[];
  statuses: { header: string; box: Box; text: string }[];
};

/** Where the first row's actions and status cells lie, as the browser lays the first table out. */
function firstRowLayout(page: Page): Promise<Layout | string> {
  return page.evaluate(() => {
    const box = (element: Element): Box => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, top: rect.top, bottom: rect.bottom };
    };
    const table = document.querySelector("main table");
    if (!table) return "no table";
    const headers = [...table.querySelectorAll("thead tr:last-child th")].map((th) => th.textContent?.trim() ?? "");
    if (table.querySelector(".mantine-Skeleton-root")) return "still loading";
    const row = [...table.querySelectorAll("tbody tr")].find(
      (candidate) => candidate.querySelectorAll("td").length === headers.length,
    );
    if (!row) return `no data row (headers: ${headers.join(" | ")})`;
    const cells = [...row.querySelectorAll("td")];
    let container: Element = table;
    for (let node = table.parentElement; node; node = node.parentElement) {
      const overflow = getComputedStyle(node).overflowX;
      if (overflow === "auto" || overflow === "scroll" || overflow === "hidden") {
        container = node;
        break;
      }
    }
    const actionsIndex = headers.indexOf("操作");
    const actionsCell = actionsIndex < 0 ? null : (cells[actionsIndex] ?? null);
    return {
      headers,
      viewport: window.innerWidth,
      pageScrollWidth: document.documentElement.scrollWidth,
      container: box(container),
      actions: actionsCell ? box(actionsCell) : null,
      actionControls: actionsCell ? [...actionsCell.querySelectorAll("a, button")].map(box) : [],
      statuses: headers
        .map((header, index) => ({ header, cell: cells[index] }))
        .filter(({ header, cell }) => header.includes("状态") && cell !== undefined)
        .map(({ header, cell }) => ({ header, box: box(cell!), text: cell!.textContent?.trim() ?? "" })),
    };
  });
}

/** Keeps names unique when the fillers run twice against one demo server (E2E_DEMO_BASE_URL). */
const RUN = Date.now() % 100_000;

/** A 1×1 PNG, for an attachment. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/**
 * Rows for the lists the demo leaves empty: a seller's trace-code application (a sales
 * enterprise and its goods, approved as the administrator enters them), a saved template tag,
 * and an uploaded attachment.
 */
async function fillEmptyLists(request: APIRequestContext, databaseUrl: string): Promise<{ shareSiteId: number }> {
  const enterpriseId = (
    await trpcMutation<{ id: number }>(
      request,
      "enterprise.create",
      sampleOf(RESOURCES.enterprise, { name: "安吉县溪龙乡农产品经销部", type: "sales" }),
    )
  ).id;
  const classId = (
    await trpcMutation<{ id: number }>(request, "goodsClass.create", { parentId: null, name: "经销茶叶", sort: 0 })
  ).id;
  const goodsId = (
    await trpcMutation<{ id: number }>(
      request,
      "goods.create",
      sampleOf(RESOURCES.goods, { name: "安吉白茶（经销）", classId, enterpriseId }),
    )
  ).id;
  await trpcMutation(request, "codeApplication.create", { enterpriseId, goodsId, quantity: 100, reason: "门店销售" });
  await trpcMutation(request, "directive.create", { name: `首页栏目导航 ${RUN}`, params: { kind: "channel_list" } });
  // A backup file (数据备份): one table is enough for a row.
  await trpcMutation(request, "databaseBackup.backup", { tableNames: ["cms_keyword"] });
  const uploaded = await request.post("/upload", {
    multipart: { kind: "image", file: { name: "pixel.png", mimeType: "image/png", buffer: PIXEL_PNG } },
  });
  if (!uploaded.ok()) throw new Error(`upload: ${uploaded.status()} ${await uploaded.text()}`);
  const uploadId = ((await uploaded.json()) as { id: number }).id;

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    // An upload belongs to a site once content uses it; this one is the master site's attachment.
    await db.query("UPDATE upload SET site_id = (SELECT min(id) FROM site) WHERE id = $1", [uploadId]);
    // A published article of the master site, offered to a channel of the other site.
    const pick = await db.query<{ content: number; channel: number }>(
      `SELECT (SELECT min(id) FROM cms_content WHERE status = $1 AND site_id = (SELECT min(id) FROM site)) AS content,
              (SELECT min(id) FROM cms_channel WHERE site_id <> (SELECT min(id) FROM site)) AS channel`,
      [CONTENT_STATUS.passed],
    );
    const { content } = pick.rows[0]!;
    // The public sites' audience: a visitor's comment on it and a guestbook post, both waiting.
    await db.query(
      `INSERT INTO cms_comment (site_id, content_id, text, ip) VALUES ((SELECT min(id) FROM site), $1, '今年的白茶香气很足', '203.0.113.7')`,
      [content],
    );
    await db.query(
      `INSERT INTO cms_guestbook (site_id, ctg_id, content, ip)
       SELECT site_id, id, '请问合作社什么时候开放采摘？', '203.0.113.8' FROM cms_guestbook_ctg ORDER BY id LIMIT 1`,
    );
    const channel = pick.rows[0]!.channel ?? (await channelOfOtherSite(request, db));
    await trpcMutation(request, "content.push", { ids: [content], channelIds: [channel] });
    const target = await db.query<{ site_id: number }>("SELECT site_id FROM cms_channel WHERE id = $1", [channel]);
    return { shareSiteId: target.rows[0]!.site_id };
  } finally {
    await db.end();
  }
}

/** A channel on the second site, made there through the site the request names. */
async function channelOfOtherSite(request: APIRequestContext, db: pg.Client): Promise<number> {
  const site = await db.query<{ id: number }>("SELECT id FROM site WHERE id <> (SELECT min(id) FROM site) LIMIT 1");
  const siteId = site.rows[0]?.id;
  if (siteId === undefined) throw new Error("the demo has no second site");
  const response = await request.post("/trpc/channel.create", {
    data: { json: { name: "乡村振兴", path: `xczx${RUN}`, parentId: null, modelId: null, modelIds: [], link: "" } },
    headers: { "content-type": "application/json", "x-suyuan-site": String(siteId) },
  });
  if (!response.ok()) throw new Error(`channel.create: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { result: { data: { json: { id: number } } } }).result.data.json.id;
}

function inside(inner: Box, outer: Box): boolean {
  return inner.left >= outer.left - 1 && inner.right <= outer.right + 1;
}

test.describe("lists at 1366×768", () => {
  let demo: DemoServer;

  test.beforeAll(async () => {
    test.setTimeout(600_000);
    // E2E_DEMO_BASE_URL and E2E_DEMO_DATABASE_URL: a demo server already running (with the e2e
    // administrator) and its database, to look at the lists again without seeding each time.
    const running = process.env.E2E_DEMO_BASE_URL;
    demo = running
      ? { baseURL: running, databaseUrl: process.env.E2E_DEMO_DATABASE_URL ?? "", stop: async () => {} }
      : await startDemoServer(serverFor(test.info().parallelIndex).databaseUrl, "suyuan_e2e_lists");
  });

  test.afterAll(async () => {
    await demo?.stop();
  });

  test("every list shows its first row's actions and status without scrolling sideways", async ({ browser }) => {
    test.setTimeout(600_000);
    const context = await browser.newContext({
      baseURL: demo.baseURL,
      locale: "zh-CN",
      viewport: VIEWPORT,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    await signIn(page, ADMIN.username, ADMIN.password);
    const { shareSiteId } = await fillEmptyLists(page.request, demo.databaseUrl);
    // The values of a trace record are listed per record: the first one's.
    const records = await trpcQuery<{ items: { id: number; batch: { id: number } }[] }>(
      page.request,
      "traceRecord.find",
      { page: 1, pageSize: 1 },
    );
    const record = records.items[0];
    const traceItemsPath = record
      ? `/traceItemItem/list?batchId=${record.batch.id}&recordId=${record.id}`
      : "/traceItemItem/list";
    const withStatus = listsWithStatus();
    const problems: string[] = [];

    for (const route of ROUTES) {
      if (!route.menu || NOT_LISTS.has(route.path)) continue;
      await test.step(`${route.path} ${route.zh}`, async () => {
        // Pushed articles wait on the site they were pushed to: the share list is read there.
        const site = route.path === "/content/share_list" ? String(shareSiteId) : null;
        await page.evaluate((id) => {
          if (id === null) window.localStorage.removeItem("_site_id_param");
          else window.localStorage.setItem("_site_id_param", id);
        }, site);
        await page.goto(route.path === "/traceItemItem/list" ? traceItemsPath : route.path);
        // A page's code loads on its first visit: slow on a busy machine.
        await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible({ timeout: 30_000 });
        // The rows have arrived (the demo fills every list) and no load failed.
        let layout: Layout | string = "not measured";
        await expect
          .poll(async () => {
            layout = await firstRowLayout(page);
            return typeof layout === "string" ? layout : "ok";
          })
          .toBe("ok")
          .catch(() => undefined);
        if (typeof layout === "string") {
          problems.push(`${route.path}: ${layout}`);
          return;
        }
        const found: Layout = layout;
        const where = `${route.path} (${found.headers.join(" | ")})`;
        if (found.pageScrollWidth > found.viewport) problems.push(`${where}: the page scrolls sideways`);
        if (!WITHOUT_ROW_ACTIONS.has(route.path) && found.actionControls.length === 0)
          problems.push(`${where}: the first row has no action`);
        const visible: Box = {
          left: Math.max(found.container.left, 0),
          right: Math.min(found.container.right, found.viewport),
          top: 0,
          bottom: 0,
        };
        for (const control of found.actionControls)
          if (!inside(control, visible)) problems.push(`${where}: an action lies outside the viewport`);
        if (withStatus.has(route.path) && found.statuses.length === 0)
          problems.push(`${where}: no status column shown`);
        for (const status of found.statuses) {
          if (!inside(status.box, visible)) problems.push(`${where}: ${status.header} lies outside the viewport`);
          if (found.actions && status.box.right > found.actions.left + 1)
            problems.push(`${where}: ${status.header} lies under the actions`);
        }
      });
    }
    expect(problems).toEqual([]);
    expect(pageErrors).toEqual([]);
    await context.close();
  });
});
