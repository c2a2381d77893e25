import { expect, test } from "./support/test.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin } from "./support/system.ts";

// The public site end to end (issue 13): an administrator edits the home template in the code
// editor, sees it in the live preview (with a data tag listing real articles), saves it, and the
// public site shows it; then generates the site's static pages and watches the progress bar reach
// 100%, after which the public pages are served from the stored files.

const suffix = String(Date.now() % 100_000);
const marker = `欢迎来到乡村振兴示范县${suffix}`;
const ARTICLES = 40;

type Fixture = { siteId: number; accessPath: string; channelPath: string; firstTitle: string };

/** The master site reachable at /site/<accessPath>/, with a channel of passed articles. */
async function setUpSite(): Promise<Fixture> {
  return withDb(async (db) => {
    const one = async <T>(sql: string, values: unknown[] = []) => (await db.query(sql, values)).rows[0] as T;
    const site = await one<{ id: number; access_path: string | null }>(
      "SELECT id, access_path FROM site WHERE is_master",
    );
    const accessPath = site.access_path ?? "e2eportal";
    if (!site.access_path) await db.query("UPDATE site SET access_path = $1 WHERE id = $2", [accessPath, site.id]);
    const channelModel =
      (await one<{ id: number } | undefined>("SELECT id FROM cms_model WHERE kind = 'channel' ORDER BY id LIMIT 1")) ??
      (await one<{ id: number }>(
        "INSERT INTO cms_model (name, kind, path, priority) VALUES ('e2e栏目模型', 'channel', $1, 90) RETURNING id",
        [`e2e-channel-model-${suffix}`],
      ));
    const contentModel =
      (await one<{ id: number } | undefined>("SELECT id FROM cms_model WHERE kind = 'content' ORDER BY id LIMIT 1")) ??
      (await one<{ id: number }>(
        "INSERT INTO cms_model (name, kind, path, priority) VALUES ('e2e内容模型', 'content', $1, 90) RETURNING id",
        [`e2e-content-model-${suffix}`],
      ));
    const type =
      (await one<{ id: number } | undefined>("SELECT id FROM cms_content_type ORDER BY id LIMIT 1")) ??
      (await one<{ id: number }>("INSERT INTO cms_content_type (name) VALUES ('普通') RETURNING id"));
    const channelPath = `e2e-news-${suffix}`;
    const channel = await one<{ id: number }>(
      "INSERT INTO cms_channel (site_id, name, path, model_id, priority) VALUES ($1, $2, $3, $4, 0) RETURNING id",
      [site.id, `示范县新闻${suffix}`, channelPath, channelModel.id],
    );
    await db.query(
      `INSERT INTO cms_content (site_id, channel_id, model_id, type_id, title, txt, status, release_date)
       SELECT $1, $2, $3, $4, '示范县新闻第' || n || '篇${suffix}', '<p>正文' || n || '</p>', 2,
              now() - make_interval(mins => $5 - n)
         FROM generate_series(1, $5) AS n`,
      [site.id, channel.id, contentModel.id, type.id, ARTICLES],
    );
    return { siteId: site.id, accessPath, channelPath, firstTitle: `示范县新闻第${ARTICLES}篇${suffix}` };
  });
}

/** Puts the master site back on the shipped templates and removes its static pages. */
async function restoreSite(siteId: number): Promise<void> {
  await withDb(async (db) => {
    await db.query("DELETE FROM cms_template_file WHERE site_id = $1", [siteId]);
    await db.query("DELETE FROM cms_static_page WHERE site_id = $1", [siteId]);
    await db.query("UPDATE site SET template_version = template_version + 1 WHERE id = $1", [siteId]);
  });
}

test.describe.configure({ mode: "serial" });

let fixture: Fixture;

test.beforeAll(async () => {
  fixture = await setUpSite();
});

test.afterAll(async () => {
  await restoreSite(fixture.siteId);
});

test("edit the home template, see the live preview, save it, and the public site shows it", async ({
  page,
  browser,
  baseURL,
}) => {
  await loginAsAdmin(page, "/template/list");
  await page.getByRole("treeitem", { name: "index.liquid" }).click();
  const editor = page.locator(".cm-content");
  await expect(editor).toBeVisible();
  await expect(editor).toContainText("layout");

  // A new home page: the layout, a greeting, and a data tag listing the newest articles.
  const source = [
    '{% layout "layout.liquid" %}',
    "{% block content %}",
    `<section class="panel"><h1 class="e2e-marker">${marker}</h1>`,
    `{% cms_content_list channelPath: "${fixture.channelPath}" count: 3 orderBy: 2 %}`,
    '<ul class="e2e-list">{% for item in tag_list %}<li><a href="{{ item.url }}">{{ item.title }}</a></li>{% endfor %}</ul>',
    "{% endcms_content_list %}</section>",
    "{% endblock %}",
  ].join("\n");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(source);
  await expect(page.getByTestId("unsaved-marker")).toBeVisible();

  // The preview renders the unsaved text, the data tag included.
  const preview = page.frameLocator('iframe[title="实时预览"]');
  await expect(preview.locator(".e2e-marker")).toHaveText(marker);
  await expect(preview.locator(".e2e-list li")).toHaveCount(3);
  await expect(preview.locator(".e2e-list li").first()).toHaveText(fixture.firstTitle);

  // Not public before it is saved.
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/site/${fixture.accessPath}/`);
  await expect(visitor.getByText(marker)).toHaveCount(0);

  // A syntax error is refused with its line and column, and nothing is saved.
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.insertText("\n{% for x in tag_list %}");
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByTestId("save-error")).toContainText("第 8 行");
  await editor.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.insertText(source);

  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByTestId("unsaved-marker")).toHaveCount(0);

  await visitor.goto(`/site/${fixture.accessPath}/`);
  await expect(visitor.locator(".e2e-marker")).toHaveText(marker);
  await expect(visitor.locator(".e2e-list li")).toHaveCount(3);
  await visitor.locator(".e2e-list a").first().click();
  await expect(visitor.locator("h1")).toHaveText(fixture.firstTitle);
  await expect(visitor.getByRole("img", { name: "本页二维码" })).toBeVisible();
  await visitor.close();
});

test("generate the static pages and watch the progress bar reach 100%", async ({ page, browser, baseURL }) => {
  await loginAsAdmin(page, "/static/list");
  await page.getByRole("button", { name: "生成内容页" }).click();
  const bar = page.locator('[data-testid="site-job-progress"][data-kind="static_content"]').first();
  await expect(bar).toBeVisible();
  await expect(bar).toHaveAttribute("data-percent", "100", { timeout: 30_000 });
  await expect(bar).toHaveAttribute("data-status", "done");
  await expect(page.getByTestId("site-job-status").first()).toHaveText("已完成");

  await page.getByRole("button", { name: "生成首页" }).click();
  // The home page job's own bar (the content job's, done already, is still on the page).
  const homeBar = page.locator('[data-testid="site-job-progress"][data-kind="static_index"]').first();
  await expect(homeBar).toHaveAttribute("data-status", "done", { timeout: 30_000 });

  // The stored pages are what visitors get.
  const stored = await withDb(
    async (db) =>
      (await db.query("SELECT count(*)::int AS n FROM cms_static_page WHERE site_id = $1", [fixture.siteId]))
        .rows[0] as { n: number },
  );
  expect(stored.n).toBeGreaterThanOrEqual(ARTICLES + 1);
  const visitor = await browser.newPage({ baseURL });
  await visitor.goto(`/site/${fixture.accessPath}/`);
  await expect(visitor.locator(".e2e-marker")).toHaveText(marker);
  await visitor.close();
});
