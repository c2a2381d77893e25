import { expect, test } from "./support/test.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin, rowWith } from "./support/system.ts";

// 定时任务: an administrator schedules the home page's regeneration daily at 02:30 and sees when
// it runs next; once it is due, the job queue's minute tick fires it and the list shows the run's
// result.

// The people scheduling are in China: the browser shows China time.
test.use({ timezoneId: "Asia/Shanghai" });

const name = `每日首页${String(Date.now() % 100_000)}`;

test("schedule the home page daily, see its next run, then the result of a firing", async ({ page }) => {
  test.setTimeout(180_000);
  await loginAsAdmin(page);
  await page.goto("/task/save");
  await page.getByLabel(/^任务名称/).fill(name);
  // Daily is the default unit: only the time of day is asked for; a cron expression is not.
  await expect(page.getByLabel(/^Cron 表达式/)).toHaveCount(0);
  await expect(page.getByLabel(/^每隔（分钟）/)).toHaveCount(0);
  await page.getByLabel(/^时（0-23）/).fill("2");
  await page.getByLabel(/^分（0-59）/).fill("30");
  await page.getByRole("button", { name: "保存" }).click();
  await page.waitForURL(/\/task\/list/);
  const row = rowWith(page, name);
  // The next run is tonight or tomorrow at 02:30 (China time).
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} 02:30/);

  // Due now: the next tick (once a minute, whichever process) fires it.
  await withDb((db) =>
    db.query("UPDATE cms_scheduled_task SET next_run_at = now() - interval '1 minute' WHERE name = $1", [name]),
  );
  await expect(async () => {
    await page.reload();
    await expect(rowWith(page, name)).toContainText(/成功|失败|执行中|排队中/, { timeout: 2_000 });
  }).toPass({ timeout: 150_000, intervals: [5_000] });
  const fired = await withDb(
    async (db) =>
      (await db.query("SELECT last_run_at IS NOT NULL AS fired FROM cms_scheduled_task WHERE name = $1", [name]))
        .rows[0] as {
        fired: boolean;
      },
  );
  expect(fired.fired).toBe(true);
});
