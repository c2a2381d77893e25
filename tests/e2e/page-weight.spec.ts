/// <reference lib="dom" />
// The init script runs in the browser.
import { gzipSync } from "node:zlib";
import { expect, test, type Page } from "./support/test.ts";

// The sign-in page is the first page of every visit, so it must not carry the rest of the app.
// bench/page-weight.ts prints every top-level page's weight; this guard fails as soon as /login grows
// past its limit, or loads code it does not render (definitions, the route registry, English, the
// texts of the signed-in app, Mantine's menus).
const LOGIN_LIMIT_KB = 250;

type Loaded = { path: string; gzip: number };

/** Opens `path` with an empty cache and weighs every JS and CSS file of the app it fetched. */
async function loadAndWeigh(page: Page, path: string): Promise<Loaded[]> {
  const bodies = new Map<string, Promise<Buffer>>();
  page.on("response", (response) => {
    const url = new URL(response.url());
    if (/\.(js|css)$/.test(url.pathname) && !bodies.has(url.pathname)) bodies.set(url.pathname, response.body());
  });
  await page.goto(path, { waitUntil: "networkidle" });
  // The form is the last thing to arrive (its route chunk); weigh once it shows.
  await page.locator('input[type="password"]').first().waitFor();
  await page.waitForLoadState("networkidle");
  const loaded: Loaded[] = [];
  for (const [file, body] of bodies) loaded.push({ path: file, gzip: gzipSync(await body, { level: 9 }).length });
  return loaded;
}

test.describe("first page weight", () => {
  test("/login stays within its weight and loads nothing it does not show", async ({ page }) => {
    const loaded = await loadAndWeigh(page, "/login");
    await expect(page.getByRole("heading", { name: "账号登录" })).toBeVisible();

    const total = loaded.reduce((sum, file) => sum + file.gzip, 0);
    expect(total / 1024, loaded.map((file) => `${file.path} ${file.gzip}`).join("\n")).toBeLessThanOrEqual(
      LOGIN_LIMIT_KB,
    );
    // Chunks named after what they hold: the region list, the table, the kit's forms, English texts.
    const strangers = loaded.filter((file) =>
      /\/assets\/(regions|data-table|resource-form|resource-list-page|resource-registry|route-registry|ui-messages-en|messages-en|ui-messages-zh|messages-zh|Menu|Popover)-/.test(
        file.path,
      ),
    );
    expect(strangers.map((file) => file.path)).toEqual([]);
  });

  test("English texts are fetched when chosen, and before the first render once stored", async ({ page }) => {
    const english: string[] = [];
    page.on("request", (request) => {
      if (/\/assets\/ui-messages-en-/.test(request.url())) english.push(request.url());
    });
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "账号登录" })).toBeVisible();
    expect(english).toEqual([]);

    await page.getByRole("button", { name: "English" }).click();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    expect(english).toHaveLength(1);

    // Stored English: the page opens in English straight away, never showing the Chinese form first.
    await page.addInitScript(() => {
      const seen: string[] = [];
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll("h1, h2, h3")) seen.push(heading.textContent ?? "");
        (window as unknown as { headings: string[] }).headings = seen;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.reload();
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    const headings = await page.evaluate(() => (window as unknown as { headings?: string[] }).headings ?? []);
    expect(headings).not.toContain("账号登录");
  });
});
