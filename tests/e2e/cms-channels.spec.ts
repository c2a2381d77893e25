import { expect, test } from "./support/test.ts";
import { loginAsAdmin } from "./support/system.ts";
import { expectToast } from "./support/ui.ts";

// The channel tree page (栏目管理): add a top channel and a subchannel through the form, open the
// branch (children load on demand), reorder with the buttons, copy, and delete with the cascade
// offered after the refusal.

const suffix = String(Date.now() % 100_000);

test("channels: add, open, reorder, copy and delete", async ({ page }) => {
  await loginAsAdmin(page, "/channel/list");
  await expect(page.getByTestId("channel-tree-page")).toBeVisible();

  await page.getByRole("button", { name: "新增顶级栏目" }).click();
  await page.getByLabel("栏目名称").fill(`测试栏目${suffix}`);
  await page.getByLabel("访问路径").fill(`e2e-${suffix}`);
  await page.getByRole("button", { name: "保存" }).click();
  await expectToast(page, "栏目已创建");

  const row = page.locator("tr", { hasText: `测试栏目${suffix}` });
  await row.getByRole("button", { name: `新增子栏目 测试栏目${suffix}` }).click();
  await page.getByLabel("栏目名称").fill(`子栏目${suffix}`);
  await page.getByLabel("访问路径").fill(`e2e-${suffix}-child`);
  await page.getByRole("button", { name: "保存" }).click();
  await expectToast(page, "栏目已创建");

  // The branch opens and loads its child.
  await row.getByRole("button", { name: `测试栏目${suffix} +` }).click();
  await expect(page.locator("tr", { hasText: `子栏目${suffix}` })).toBeVisible();

  // A taken path is refused beside the field.
  await page.getByRole("button", { name: "新增顶级栏目" }).click();
  await page.getByLabel("栏目名称").fill("重复路径");
  await page.getByLabel("访问路径").fill(`e2e-${suffix}`);
  await page.getByRole("button", { name: "保存" }).click();
  await expect(page.getByTestId("channel-form-page").getByText("本站已有该路径的栏目")).toBeVisible();
  await page.getByRole("button", { name: "返回" }).click();

  // Copy with the subtree: the copy gets a free path.
  await row.getByRole("button", { name: `复制 测试栏目${suffix}` }).click();
  await page.getByLabel("连同子栏目一起复制（不复制内容）").check();
  await page.getByRole("dialog").getByRole("button", { name: "复制" }).click();
  await expectToast(page, "栏目已复制");
  await expect(page.getByText(`e2e-${suffix}-2`)).toBeVisible();

  // Deleting a channel with a subchannel is refused first, then offered as a cascade.
  // The copy carries the same name below; the original is the first row.
  await row
    .first()
    .getByRole("button", { name: `删除 测试栏目${suffix}` })
    .click();
  await page.getByRole("dialog").getByRole("button", { name: "删除" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "一并删除" }).click();
  await expectToast(page, "栏目已删除");
  await expect(page.locator("tr", { hasText: `e2e-${suffix}` }).first()).toContainText(`e2e-${suffix}-2`);
});
