import { gunzipSync } from "node:zlib";
import sharp from "sharp";
import { expect, test } from "./support/test.ts";
import { loginAsAdmin } from "./support/system.ts";

// 数据备份: an administrator backs a table up, sees it done, downloads the file and restores it
// after confirming. 水印设置: the administrator sets a text watermark, uploads an image and sees
// the marked image.

test("back up a table, download the file and restore it after confirming", async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page, "/data/list");
  await page
    .getByTestId("backup-tables")
    .getByLabel(/^cms_keyword /)
    .check();
  await page.getByTestId("backup-start").click();
  const row = page.getByTestId("backup-file-row").first();
  await expect(row).toContainText("已完成", { timeout: 60_000 });
  await expect(row).toContainText("cms_keyword");

  const download = page.waitForEvent("download");
  await row.getByTestId("backup-download").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^\d{14}(-\d+)?\.jsonl\.gz$/);
  const lines = gunzipSync(await readAll(await file.createReadStream()))
    .toString("utf8")
    .trim()
    .split("\n");
  expect(JSON.parse(lines[0]!)).toMatchObject({ format: "suyuan-backup", tables: [{ name: "cms_keyword" }] });

  await row.getByTestId("backup-restore").click();
  await expect(page.getByText(/确定用备份文件 .+ 恢复数据库吗/)).toBeVisible();
  await page.getByRole("button", { name: "确定" }).click();
  await expect(page.getByText(/已恢复 1 个数据表/)).toBeVisible();
});

test("set a text watermark, upload an image and see it marked", async ({ page }) => {
  test.setTimeout(120_000);
  await loginAsAdmin(page, "/config/watermark");
  await page.getByText("开启水印", { exact: true }).click();
  await expect(page.getByTestId("watermark-on")).toBeChecked();
  await page.getByTestId("watermark-content").fill("溯源水印");
  await page.getByTestId("watermark-size").fill("40");
  await page.getByTestId("watermark-alpha").fill("100");
  await page.getByTestId("watermark-offsetX").fill("10");
  await page.getByTestId("watermark-offsetY").fill("10");
  await page.getByTestId("watermark-save").click();
  await expect(page.getByText("已保存")).toBeVisible();

  try {
    // A friend link's logo: a white 400×300 picture, shown marked once uploaded.
    await page.goto("/friendlink/save");
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: "photo.png", mimeType: "image/png", buffer: photo });
    const preview = page.locator('main img[src^="/uploads/"]').first();
    await expect(preview).toBeVisible({ timeout: 30_000 });
    const src = await preview.getAttribute("src");
    const shown = await page.request.get(src!);
    const { data, info } = await sharp(await shown.body())
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    let red = 0;
    for (let y = 10; y < 60; y++)
      for (let x = 10; x < 200; x++) {
        const at = (y * info.width + x) * 3;
        if (data[at]! > 200 && data[at + 1]! < 80 && data[at + 2]! < 80) red++;
      }
    expect(red).toBeGreaterThan(100);
  } finally {
    // Off again: the other specs upload images as they are.
    await page.goto("/config/watermark");
    await page.getByText("开启水印", { exact: true }).click();
    await expect(page.getByTestId("watermark-on")).not.toBeChecked();
    await page.getByTestId("watermark-save").click();
    await expect(page.getByText("已保存")).toBeVisible();
  }
});

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
