import { expect, test } from "./support/test.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin, rowWith } from "./support/system.ts";
import { expectToast } from "./support/ui.ts";

// An administrator designs a custom form (its fields on the form's edit page), publishes it, a
// visitor fills it in on the public site (a plain form, no script), and the submission appears
// in the admin's submissions list, its uploaded picture linked.

const suffix = String(Date.now() % 100_000);
const formName = `活动报名${suffix}`;
const visitorName = `访客${suffix}`;
/** A 1×1 PNG. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

/** The master site's public base (/site/<accessPath>/), given an access path when it has none. */
async function publicBase(): Promise<string> {
  return withDb(async (db) => {
    const site = (await db.query("SELECT id, access_path FROM site WHERE is_master")).rows[0] as {
      id: number;
      access_path: string | null;
    };
    const accessPath = site.access_path ?? "e2eportal";
    if (!site.access_path) await db.query("UPDATE site SET access_path = $1 WHERE id = $2", [accessPath, site.id]);
    return `/site/${accessPath}/`;
  });
}

async function formIdNamed(name: string): Promise<number> {
  return withDb(async (db) => {
    const row = (await db.query("SELECT id FROM cms_custom_form WHERE name = $1", [name])).rows[0] as { id: number };
    return row.id;
  });
}

test("an administrator designs and publishes a form; a visitor submits it; the submission is listed", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = await publicBase();
  await loginAsAdmin(page, "/custom/save");
  await page.getByLabel(/^表单名称/).fill(formName);
  await page.getByRole("button", { name: "保存" }).click();
  await expectToast(page, "自定义表单已新增");
  const formId = await formIdNamed(formName);

  // The designer: a required name field and a choice.
  await page.goto(`/custom/update?id=${formId}`);
  const designer = page.getByTestId("custom-form-fields");
  await designer.getByTestId("custom-field-add").click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel(/^字段名/).fill("fullname");
  await dialog.getByLabel(/^显示名称/).fill("姓名");
  await dialog.getByText("必填", { exact: true }).click();
  await dialog.getByText("列表中显示", { exact: true }).click();
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(designer.getByTestId("custom-field-row")).toHaveCount(1);
  await designer.getByTestId("custom-field-add").click();
  await dialog.getByLabel(/^字段名/).fill("topic");
  await dialog.getByLabel(/^显示名称/).fill("参加场次");
  // Picked without Escape, which would close the dialog.
  await dialog.getByRole("textbox", { name: /^类型/ }).click();
  await page.getByRole("option", { name: "下拉列表", exact: true }).click();
  await dialog.getByLabel(/^可选项/).fill("上午场,下午场");
  await dialog.getByText("列表中显示", { exact: true }).click();
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(designer.getByTestId("custom-field-row")).toHaveCount(2);
  // A picture the visitor uploads from the public page.
  await designer.getByTestId("custom-field-add").click();
  await dialog.getByLabel(/^字段名/).fill("photo");
  await dialog.getByLabel(/^显示名称/).fill("现场照片");
  await dialog.getByRole("textbox", { name: /^类型/ }).click();
  await page.getByRole("option", { name: "图片上传", exact: true }).click();
  await dialog.getByText("列表中显示", { exact: true }).click();
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(designer.getByTestId("custom-field-row")).toHaveCount(3);

  // Not published yet: the public page does not show it.
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();
  const address = `${base}customForm/${formId}.html`;
  expect((await visitor.goto(address))?.status()).toBe(404);

  await page.goto("/custom/list");
  await rowWith(page, formName).getByRole("checkbox").check();
  await page.getByRole("button", { name: "发布" }).click();
  await expectToast(page, "已更新 1 个表单");

  await visitor.goto(address);
  await expect(visitor.getByRole("heading", { name: formName })).toBeVisible();
  await visitor.getByLabel("姓名").fill(visitorName);
  await visitor.getByLabel("参加场次").selectOption("下午场");
  await visitor.getByLabel("现场照片").setInputFiles({ name: "现场.png", mimeType: "image/png", buffer: PIXEL_PNG });
  await visitor.getByRole("button", { name: "提交" }).click();
  await expect(visitor.getByText("提交成功，感谢您的填写")).toBeVisible();
  await visitorContext.close();

  await page.goto(`/record/page?formId=${formId}`);
  const row = rowWith(page, visitorName);
  await expect(row).toContainText("下午场");
  // The uploaded picture is linked from the list, and served.
  const file = row.getByTestId("record-file");
  await expect(file).toHaveText("查看文件");
  const href = await file.getAttribute("href");
  expect(href).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
  expect((await page.request.get(href!)).headers()["content-type"]).toBe("image/png");
  await expect(row.getByTestId("record-status")).toHaveText("待审核");
  await row.getByTestId("record-pass").click();
  await expectToast(page, "已审核 1 条");
  await expect(row.getByTestId("record-status")).toHaveText("已通过");
});
