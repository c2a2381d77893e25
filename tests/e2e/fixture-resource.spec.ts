import { execFileSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ADMIN } from "./support/accounts.ts";
import { startOwnServer, type DemoServer } from "./support/demo-server.ts";
import { serverFor } from "./support/servers.ts";
import { rowWith } from "./support/system.ts";
import { expect, test } from "./support/test.ts";
import { expectToast, recordToasts, signIn } from "./support/ui.ts";

// A resource declared only in the test suite (tests/fixtures/hamlet-resource.ts) is listed,
// created, edited and deleted in the browser from its definition alone: the web is built with its
// pages (apps/web/scripts/build-with-test-resources.ts, what `npm run generate:routes` would write
// for it, kept out of the product's build) and served by a server of its own that loads the
// definition (SUYUAN_TEST_RESOURCE_MODULES).

const repoRoot = resolve(fileURLToPath(new URL(".", import.meta.url)), "../..");
const fixture = join(repoRoot, "tests/fixtures/hamlet-resource.ts");

test.describe("a resource declared in the test suite", () => {
  let server: DemoServer;

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    execFileSync("npm", ["run", "build:test-resources", "-w", "@suyuan/web", "--", fixture], {
      cwd: repoRoot,
      stdio: ["ignore", "ignore", "inherit"],
    });
    server = await startOwnServer(serverFor(test.info().parallelIndex).databaseUrl, "suyuan_e2e_fixture", {
      seedDemo: false,
      env: {
        SUYUAN_TEST_RESOURCE_MODULES: fixture,
        WEB_DIST_DIR: join(repoRoot, "apps/web/.test-build/dist"),
      },
      // The definition is TypeScript: the built server loads it through tsx (whose loader thread
      // needs more than the production heap cap to read the server's bundle).
      nodeFlags: ["--import", "tsx"],
    });
  });

  test.afterAll(async () => {
    await server?.stop();
  });

  test("is listed, created, edited and deleted in the browser", async ({ browser }) => {
    const context = await browser.newContext({
      baseURL: server.baseURL,
      locale: "zh-CN",
      viewport: { width: 1280, height: 800 },
      reducedMotion: "reduce",
    });
    await recordToasts(context);
    const page = await context.newPage();
    await signIn(page, ADMIN.username, ADMIN.password, "/fixture/hamletList");
    await expect(page.getByTestId("table-empty")).toBeVisible();

    await page.getByRole("link", { name: "新增自然村" }).click();
    await expect(page).toHaveURL(/\/fixture\/addHamlet/);
    await expect(page.getByRole("heading", { name: "新增自然村" })).toBeVisible();
    await page.getByLabel(/^村名/).fill("上叶村");
    await expect(page.getByLabel(/^村名/)).toHaveValue("上叶村");
    await page.getByLabel(/^编码/).fill("H01");
    await page.getByLabel(/^负责人/).fill("叶一");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "自然村已新增");
    await expect(page).toHaveURL(/\/fixture\/hamletList/);
    await expect(rowWith(page, "上叶村")).toContainText("叶一");

    await page.getByRole("link", { name: "编辑 上叶村" }).click();
    await expect(page).toHaveURL(/\/fixture\/editHamlet\?id=\d+/);
    await expect(page.getByLabel(/^村名/)).toHaveValue("上叶村");
    await page.getByLabel(/^村名/).fill("下叶村");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "自然村已保存");
    await expect(page).toHaveURL(/\/fixture\/hamletList/);
    await expect(rowWith(page, "下叶村")).toContainText("H01");
    await expect(rowWith(page, "上叶村")).toHaveCount(0);

    await page.getByRole("button", { name: "删除 下叶村" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
    await expectToast(page, "已删除 1 个自然村");
    await expect(rowWith(page, "下叶村")).toHaveCount(0);
    await expect(page.getByTestId("table-empty")).toBeVisible();
    await context.close();
  });

  test("is no part of the product's build", () => {
    const assets = join(repoRoot, "apps/web/dist/assets");
    const mentioning = readdirSync(assets).filter((file) =>
      readFileSync(join(assets, file), "utf8").includes("hamlet"),
    );
    expect(mentioning).toEqual([]);
  });
});
