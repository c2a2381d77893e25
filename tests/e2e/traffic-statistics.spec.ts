import { expect, test } from "./support/test.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin } from "./support/system.ts";

// Traffic statistics end to end: a visitor comes to the master site's public pages from a search
// engine and reads on; within the collection's flush (5 s) the administrator's 流量统计 page shows
// the views in its figures and charts: the trend line, the sources pie, the ranked areas, and the
// search word and pages in the tables.

const suffix = String(Date.now() % 100_000);
const WORD = `示范县${suffix}`;

// The administrator's browser stands 19 hours behind China (UTC-11): for most of the day its
// calendar shows another day than the server's, and the relative periods must still be China's.
test.use({ timezoneId: "Pacific/Pago_Pago" });

type Fixture = { accessPath: string; channelPath: string; articleId: number };

/** The master site reachable at /site/<accessPath>/, with a channel of one passed article. */
async function setUpSite(): Promise<Fixture> {
  return withDb(async (db) => {
    const one = async <T>(sql: string, values: unknown[] = []) => (await db.query(sql, values)).rows[0] as T;
    const site = await one<{ id: number; access_path: string | null }>(
      "SELECT id, access_path FROM site WHERE is_master",
    );
    const accessPath = site.access_path ?? "e2eportal";
    if (!site.access_path) await db.query("UPDATE site SET access_path = $1 WHERE id = $2", [accessPath, site.id]);
    const channelModel = await one<{ id: number }>(
      "SELECT id FROM cms_model WHERE kind = 'channel' ORDER BY id LIMIT 1",
    );
    const contentModel = await one<{ id: number }>(
      "SELECT id FROM cms_model WHERE kind = 'content' ORDER BY id LIMIT 1",
    );
    const type =
      (await one<{ id: number } | undefined>("SELECT id FROM cms_content_type ORDER BY id LIMIT 1")) ??
      (await one<{ id: number }>("INSERT INTO cms_content_type (name) VALUES ('普通') RETURNING id"));
    const channelPath = `e2e-traffic-${suffix}`;
    const channel = await one<{ id: number }>(
      "INSERT INTO cms_channel (site_id, name, path, model_id, priority) VALUES ($1, $2, $3, $4, 0) RETURNING id",
      [site.id, `流量栏目${suffix}`, channelPath, channelModel.id],
    );
    const article = await one<{ id: number }>(
      `INSERT INTO cms_content (site_id, channel_id, model_id, type_id, title, txt, status, release_date)
       VALUES ($1, $2, $3, $4, $5, '<p>正文</p>', 2, now() - interval '1 minute') RETURNING id`,
      [site.id, channel.id, contentModel.id, type.id, `流量测试文章${suffix}`],
    );
    return { accessPath, channelPath, articleId: article.id };
  });
}

test("visits to the public site show in the traffic statistics' charts and tables", async ({
  page,
  browser,
  baseURL,
}) => {
  // Views are written every 5 seconds, and the page is reloaded until they show.
  test.setTimeout(120_000);
  const fixture = await setUpSite();
  // A visitor of its own (a visitor is a day, an address and a user agent): its first view is this test's.
  const visitor = await browser.newPage({
    baseURL,
    userAgent: `Mozilla/5.0 (X11; Linux x86_64) e2e-traffic-${suffix}`,
  });
  const home = `/site/${fixture.accessPath}/`;
  // From a search engine to the home page, then on to the channel and its article.
  await visitor.goto(home, { referer: `https://www.baidu.com/s?wd=${encodeURIComponent(WORD)}` });
  await visitor.goto(`${home}${fixture.channelPath}/`, { referer: `${baseURL}${home}` });
  const channelPage = `${home}${fixture.channelPath}/`;
  const article = await visitor.goto(`${channelPage}${fixture.articleId}.html`, {
    referer: `${baseURL}${channelPage}`,
  });
  expect(article?.status()).toBe(200);
  await expect(visitor.getByText(`流量测试文章${suffix}`).first()).toBeVisible();
  await visitor.close();

  await loginAsAdmin(page, "/flow/list");
  await expect(page.getByTestId("traffic-page")).toBeVisible();
  // Views are written every 5 seconds: the page shows them after the next flush.
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("traffic-words")).toContainText(WORD, { timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
  expect(Number(await page.getByTestId("traffic-pv-total").innerText())).toBeGreaterThanOrEqual(3);

  // The charts: the trend line, the sources pie (search engine among them), the ranked areas.
  await expect(page.getByTestId("traffic-trend-chart").locator(".recharts-line-curve").first()).toBeVisible();
  await expect(page.getByTestId("traffic-source-chart").locator(".recharts-pie-sector").first()).toBeVisible();
  await expect(page.getByTestId("traffic-source-chart")).toContainText("搜索引擎");
  await expect(page.getByTestId("traffic-area-chart").locator(".recharts-bar-rectangle").first()).toBeVisible();
  await expect(page.getByTestId("traffic-pages")).toContainText(`${home}${fixture.channelPath}/`);
  await expect(page.getByTestId("traffic-engines")).toContainText("百度");

  // The tables export as CSV.
  const download = page.waitForEvent("download");
  await page.getByTestId("traffic-words-export").click();
  expect((await download).suggestedFilename()).toBe("search-words.csv");

  // Seven days include today.
  await page.getByTestId("traffic-period").getByText("近7天").click();
  await expect(page.getByTestId("traffic-words")).toContainText(WORD);
});
