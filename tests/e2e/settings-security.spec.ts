import { expect, test } from "./support/test.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin } from "./support/system.ts";
import { expectToast } from "./support/ui.ts";

// 登录与防火墙: the administrator sets the sign-in lock and the back-office firewall. A rule that
// would lock out the administrator's own address is refused with the address named; allowing it
// saves the rule, and the back office keeps working for them.

// The worker's server is shared with other specs: the settings go back to their defaults.
test.afterEach(async () => {
  await withDb((db) => db.query("DELETE FROM app_setting WHERE key IN ('login', 'firewall')"));
});

test("sets the sign-in lock and a firewall that keeps the administrator's own address", async ({ page }) => {
  await loginAsAdmin(page, "/config/security");
  await expect(page.getByRole("heading", { name: "登录与防火墙" })).toBeVisible();

  const times = page.getByLabel("连续登录失败次数");
  // The environment's value until saved (the end-to-end servers raise it).
  await expect(times).not.toHaveValue("");
  await times.fill("3");
  await page.getByLabel("锁定间隔（分钟）").fill("15");
  await page.getByTestId("login-settings-save").click();
  await expectToast(page, "已保存");
  await page.reload();
  await expect(page.getByLabel("连续登录失败次数")).toHaveValue("3");
  await expect(page.getByLabel("锁定间隔（分钟）")).toHaveValue("15");

  const yourIp = ((await page.getByTestId("firewall-your-ip").textContent()) ?? "").replace("您当前的地址：", "");
  expect(yourIp).not.toBe("");
  await page.getByText("启用防火墙", { exact: true }).click();
  await expect(page.getByRole("switch", { name: "启用防火墙" })).toBeChecked();
  await page.getByLabel("允许的地址").fill("10.0.0.0/8");
  await page.getByTestId("firewall-save").click();
  await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
  await expectToast(page, /将无法访问后台/);

  await page.getByLabel("允许的地址").fill(`10.0.0.0/8\n${yourIp}`);
  await page.getByTestId("firewall-save").click();
  await page.getByRole("dialog").getByRole("button", { name: "保存" }).click();
  await expectToast(page, "已保存");

  // Still inside: the page reloads with the rule on.
  await page.reload();
  await expect(page.getByRole("switch", { name: "启用防火墙" })).toBeChecked();
  await expect(page.getByLabel("允许的地址")).toHaveValue(`10.0.0.0/8\n${yourIp}`);
});
