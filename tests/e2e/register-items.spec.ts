import { expect, test } from "./support/test.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin, rowWith } from "./support/system.ts";

// 注册项: an administrator adds a field members fill in when they register (系统设置); the public
// site's registration form asks it.

const suffix = String(Date.now() % 100_000);
const field = `farm_${suffix}`;
const label = `农场名称${suffix}`;

// The worker's server is shared with the other specs (the public registration among them).
test.afterEach(async () => {
  await withDb((db) => db.query("DELETE FROM register_item WHERE field = $1", [field]));
});

test("an administrator adds a registration item; the public registration form asks it", async ({ page, browser }) => {
  await loginAsAdmin(page);
  await page.goto("/config/register_item_save");
  await page.getByLabel(/^字段名/).fill("1bad");
  await page.getByLabel(/^名称/).fill(label);
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByText("字段名只能包含字母、数字和下划线，且不能以数字开头")).toBeVisible();
  await page.getByLabel(/^字段名/).fill(field);
  await page.getByLabel(/^帮助信息/).fill("合作社或家庭农场的名称");
  await page.getByRole("button", { name: "保存" }).click();
  await page.waitForURL(/\/config\/register_item_list/);
  await expect(rowWith(page, label)).toContainText(field);

  const accessPath = await withDb(async (db) => {
    const site = (await db.query("SELECT id, access_path FROM site WHERE is_master")).rows[0] as {
      id: number;
      access_path: string | null;
    };
    if (site.access_path) return site.access_path;
    await db.query("UPDATE site SET access_path = 'e2eportal' WHERE id = $1", [site.id]);
    return "e2eportal";
  });
  const visitor = await browser.newPage();
  await visitor.goto(`/site/${accessPath}/member/register.html`);
  await expect(visitor.getByLabel(label)).toBeVisible();
  await expect(visitor.getByText("合作社或家庭农场的名称")).toBeVisible();
  await visitor.close();
});
