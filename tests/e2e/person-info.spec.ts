import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./support/test.ts";
import { loginAsAdmin, rowWith } from "./support/system.ts";
import { saveScreenshot, sideMenu, expectToast } from "./support/ui.ts";

/** A valid resident ID card number (GB 11643): area, a real birth day, a sequence, the MOD 11-2 check. */
function idCardNumber(stamp: number): string {
  const birth = new Date(Date.UTC(1960, 0, 1) + (stamp % 10_000) * 86_400_000);
  const day = birth.toISOString().slice(0, 10).replaceAll("-", "");
  const first17 = `330106${day}${String(stamp % 1000).padStart(3, "0")}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return `${first17}${"10X98765432"[sum % 11]}`;
}

/** A form field's input by its label (the kit marks required ones with an asterisk). */
function field(page: Page, label: string) {
  return page.getByRole("textbox", { name: new RegExp(`^${label}`) });
}

test.describe("impoverished households", () => {
  test("add, edit, change state with history, export", async ({ page }) => {
    test.setTimeout(120_000);
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    const serverErrors: string[] = [];
    page.on("response", (response) => {
      if (response.status() >= 500) serverErrors.push(`${response.status()} ${response.url()}`);
    });
    const stamp = Date.now();
    const name = `王建国${stamp % 100_000}`;
    await loginAsAdmin(page);

    // The list from the menu.
    const menu = sideMenu(page);
    await menu.getByText("贫困户管理", { exact: true }).click();
    await menu.getByRole("link", { name: "贫困户列表" }).click();
    await expect(page).toHaveURL(/\/personInfo\/list/);
    await expect(page.getByRole("heading", { level: 2, name: "贫困户", exact: true })).toBeVisible();

    // 新增: an empty form shows the field errors without calling the server.
    await page.getByRole("link", { name: "新增" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "新增贫困户" })).toBeVisible();
    await page.getByRole("button", { name: "保存" }).click();
    for (const label of ["户主姓名", "户主身份证号", "家庭人口", "致贫原因"])
      await expect(field(page, label), label).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("此项为必填项").first()).toBeVisible();
    await expect(page).toHaveURL(/\/personInfo\/save/);

    // A wrong check character is refused too, then a valid household is saved.
    const idCard = idCardNumber(stamp);
    const wrongCheck = `${idCard.slice(0, 17)}${idCard.endsWith("0") ? "1" : "0"}`;
    await field(page, "户主身份证号").fill(wrongCheck);
    await field(page, "户主身份证号").blur();
    await expect(page.getByText("身份证号码不正确")).toBeVisible();
    await field(page, "户主姓名").fill(name);
    await field(page, "户主身份证号").fill(idCard);
    await field(page, "家庭人口").fill("4");
    await field(page, "所在村").fill("新港村");
    // Two causes from one opening of the multi-select.
    await field(page, "致贫原因").click();
    await page.getByRole("option", { name: "因病", exact: true }).click();
    await page.getByRole("option", { name: "缺技术", exact: true }).click();
    await page.keyboard.press("Escape");
    await field(page, "人均年收入").fill("3600.5");
    await field(page, "帮扶干部").first().fill("李帮扶");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "贫困户已新增");
    await expect(page).toHaveURL(/\/personInfo\/list/);
    const row = rowWith(page, name);
    await expect(row).toHaveCount(1);
    // Masked in the list for everyone (e2e/personal-data.spec.ts shows it in full).
    await expect(row).toContainText(`${idCard.slice(0, 6)}********${idCard.slice(-4)}`);
    await expect(row).toContainText("因病、缺技术");
    await expect(row.getByTestId("person-state-badge")).toHaveText("在册");

    // 编辑: the household size.
    await row.getByRole("link", { name: `编辑 ${name}` }).click();
    await expect(page.getByRole("heading", { level: 2, name: /^编辑贫困户/ })).toBeVisible();
    await expect(field(page, "户主姓名")).toHaveValue(name);
    await expect(field(page, "家庭人口")).toHaveValue("4");
    await field(page, "家庭人口").fill("5");
    await page.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "贫困户已保存");
    await expect(page).toHaveURL(/\/personInfo\/list/);
    await expect(rowWith(page, name)).toContainText("5 人");

    // 查看: the state, no history yet.
    await rowWith(page, name)
      .getByRole("link", { name: `查看 ${name}` })
      .click();
    await expect(page).toHaveURL(/\/personInfo\/view\?id=\d+/);
    await expect(page.getByRole("heading", { level: 2, name: `贫困户详情：${name}` })).toBeVisible();
    await expect(page.getByText("5 人")).toBeVisible();
    await expect(page.getByTestId("person-state-badge")).toHaveText("在册");
    await expect(page.getByTestId("person-state-history-empty")).toHaveText("暂无状态变更记录");

    // 变更状态: the schema's messages first, then 已脱贫 with a day and a reason.
    await page.getByRole("button", { name: "变更状态" }).click();
    const dialog = page.getByRole("dialog", { name: `变更状态：${name}` });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog.getByText("请选择")).toBeVisible();
    await expect(dialog.getByText("此项为必填项")).toBeVisible();
    await dialog.getByRole("textbox", { name: /^新状态/ }).click();
    // The current state is not offered.
    await expect(page.getByRole("option", { name: "在册", exact: true })).toHaveCount(0);
    await expect(page.getByRole("option", { name: "返贫", exact: true })).toBeVisible();
    await page.getByRole("option", { name: "已脱贫", exact: true }).click();
    const date = dialog.getByRole("textbox", { name: /^变更日期/ });
    await date.fill("2024-06-30");
    await date.press("Enter");
    await expect(date).toHaveValue("2024-06-30");
    await dialog.getByRole("textbox", { name: /^变更原因/ }).fill("产业帮扶后人均收入超过标准");
    await dialog.getByRole("button", { name: "保存" }).click();
    await expectToast(page, "状态已变更");
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("person-state-badge").first()).toHaveText("已脱贫");
    await expect(page.getByText("状态变更日期：2024-06-30")).toBeVisible();
    const history = page.getByTestId("person-state-history");
    await expect(history.getByRole("row")).toHaveCount(2);
    const change = history.getByRole("row").nth(1);
    await expect(change).toContainText("2024-06-30");
    await expect(change.getByTestId("person-state-badge")).toHaveText(["在册", "已脱贫"]);
    await expect(change).toContainText("产业帮扶后人均收入超过标准");
    // The operator's real name (the seeded administrator's).
    await expect(change).toContainText("系统管理员");
    await saveScreenshot(page, "person-info-view");

    // The list shows the new state; the CSV export carries the household.
    await page.getByRole("link", { name: "返回" }).click();
    await expect(page).toHaveURL(/\/personInfo\/list/);
    await expect(rowWith(page, name).getByTestId("person-state-badge")).toHaveText("已脱贫");
    await page.getByRole("button", { name: "导出" }).click();
    const downloading = page.waitForEvent("download");
    await page.getByRole("menuitem", { name: "导出 CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    expect(csv).toContain(name);
    expect(csv).toContain(`${idCard.slice(0, 6)}********${idCard.slice(-4)}`);
    expect(csv).not.toContain(idCard);

    expect(pageErrors).toEqual([]);
    expect(serverErrors).toEqual([]);
  });
});
