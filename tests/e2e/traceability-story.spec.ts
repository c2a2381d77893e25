import { readFileSync } from "node:fs";
import { expect, test, type Browser, type Page } from "./support/test.ts";
import { ADMIN, GOOD_PASSWORD, registerViaApi, uniqueMobile } from "./support/accounts.ts";
import { pickOption, rowWith, signedInElsewhere } from "./support/system.ts";
import {
  approvedMemberEnterprise,
  firstBodyElementId,
  pickToday,
  searchAndPick,
  watchPageErrors,
} from "./support/traceability.ts";
import { fitsWidth, signIn, saveScreenshot } from "./support/ui.ts";

// The story of issue 6 in a real browser: an enterprise member records how a batch was produced
// (template, batch, production records), applies for trace codes, an administrator approves them,
// the member binds and downloads them; a phone opens a code's public page and sees the story, and
// after a recall, the recall notice first. Success toasts last one second here, shorter than a
// screenshot takes on a loaded machine, so each step checks what the action left instead.

const stamp = Date.now();
const names = {
  enterprise: `西湖龙井茶业合作社${stamp % 1_000_000}`,
  goods: `明前龙井${stamp % 1_000_000}`,
  goodsClass: `茶叶${stamp % 1_000_000}`,
  template: `龙井茶园模板${stamp % 1_000_000}`,
  batchNo: `LJ-${stamp % 1_000_000}-01`,
};
const CODE_COUNT = 50;
const RECALL_NOTICE = "本批次明前龙井包装密封不良，可能受潮变质，请停止饮用，凭购买凭证到原购买处退货。";
const RECALL_TITLE = `明前龙井受潮召回${stamp % 1_000_000}`;

/** A phone-sized context with no session: the consumer who scans the label. */
async function phoneContext(browser: Browser, baseURL: string | undefined) {
  return browser.newContext({
    baseURL,
    locale: "zh-CN",
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1",
  });
}

/** The id= of the page's current URL. */
function idInUrl(page: Page): number {
  const id = Number(new URL(page.url()).searchParams.get("id"));
  expect(id).toBeGreaterThan(0);
  return id;
}

test("a batch's story: template, records, codes applied, approved, bound, downloaded, scanned on a phone, recalled", async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const admin = await signedInElsewhere(browser, baseURL, ADMIN.username, ADMIN.password);
  const phone = await phoneContext(browser, baseURL);
  const phonePage = await phone.newPage();
  const pageErrors = watchPageErrors([page, admin.page, phonePage]);

  // 1. Fixtures: a member's enterprise completed and approved, one approved goods item of it.
  const mobile = uniqueMobile();
  await registerViaApi(page.request, mobile);
  await signIn(page, mobile, GOOD_PASSWORD);
  await approvedMemberEnterprise(admin.page.request, page.request, names);

  // 2a. The member builds a two-stage template: 种植 with a required text item, 采收 with a number in kg.
  await test.step("template", async () => {
    await page.goto("/traceTemplate/add");
    await page.getByLabel(/^模板名称/).fill(names.template);
    const stages = page.getByTestId("template-stage");
    await expect(stages).toHaveCount(5);
    for (const stage of ["施肥", "检测", "包装"]) await page.getByRole("button", { name: `删除环节 ${stage}` }).click();
    await expect(stages).toHaveCount(2);
    await expect(stages.nth(0).getByLabel(/^环节名称/)).toHaveValue("种植");
    await expect(stages.nth(1).getByLabel(/^环节名称/)).toHaveValue("采收");

    await stages.nth(0).getByRole("button", { name: "添加数据项" }).click();
    await page.getByLabel("数据项名称 种植 1").fill("茶树品种");
    await page.getByLabel("必填 种植 茶树品种").check();
    await stages.nth(1).getByRole("button", { name: "添加数据项" }).click();
    await page.getByLabel("数据项名称 采收 1").fill("鲜叶重量");
    await page.getByRole("textbox", { name: "类型 采收 鲜叶重量" }).click();
    await page.getByRole("option", { name: "数字", exact: true }).click();
    await page.getByLabel("单位 采收 鲜叶重量").fill("kg");
    await saveScreenshot(page, "story-template-form");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(/\/traceTemplate\/list/);
    await expect(rowWith(page, names.template)).toBeVisible();
  });

  // 2b. A batch of the goods on that template.
  let batchId = 0;
  await test.step("batch", async () => {
    await page.goto("/batch/save");
    await page.getByLabel(/^批次号/).fill(names.batchNo);
    await pickOption(page, /^商品/, names.goods);
    await page.getByLabel(/^数量/).fill("500");
    await page.getByLabel(/^单位/).fill("kg");
    await pickOption(page, /^溯源模板/, names.template);
    await saveScreenshot(page, "story-batch-form");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(/\/batch\/list/);
    await rowWith(page, names.batchNo)
      .getByRole("link", { name: `查看 ${names.batchNo}` })
      .click();
    await expect(page).toHaveURL(/\/batch\/view\?id=\d+/);
    batchId = idInUrl(page);
    await expect(page.getByTestId("batch-view-page")).toContainText("尚无生产记录");
  });

  // 2c. The production record of both stages, from the batch view; the timeline shows the values.
  await test.step("production records", async () => {
    await page.getByRole("link", { name: "录入下一环节：种植" }).click();
    await expect(page.getByTestId("record-add-page")).toBeVisible();
    await expect(page.getByRole("textbox", { name: /^环节/ })).toHaveValue(/种植/);
    await page.getByLabel(/^操作人/).fill("张茶农");
    // The required item is refused empty, on its own field.
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page.getByText("此项为必填项")).toBeVisible();
    await page.getByLabel(/^茶树品种/).fill("龙井43");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(/\/batch\/view/);
    const timeline = page.getByTestId("batch-timeline");
    await expect(timeline).toContainText("种植");
    await expect(timeline).toContainText("茶树品种：龙井43");
    await expect(timeline).toContainText("张茶农");

    await page.getByRole("link", { name: "录入下一环节：采收" }).click();
    await expect(page.getByRole("textbox", { name: /^环节/ })).toHaveValue(/采收/);
    await page.getByLabel(/^操作人/).fill("李采茶");
    await page.getByLabel(/^鲜叶重量/).fill("128.5");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(/\/batch\/view/);
    await expect(timeline).toContainText("鲜叶重量：128.5 kg");
    await expect(timeline).toContainText("李采茶");
    await expect(page.getByText("模板的所有环节均已录入。")).toBeVisible();
    await saveScreenshot(page, "story-batch-timeline");
  });

  // 3. The member applies for 50 codes for the goods.
  let applicationId = 0;
  await test.step("apply for codes", async () => {
    await page.goto("/apply/add");
    await expect(page.getByTestId("application-add-page")).toBeVisible();
    await pickOption(page, /^商品/, names.goods);
    await page.getByLabel(/^申请数量/).fill(String(CODE_COUNT));
    await page.getByLabel(/^申请理由/).fill("明前茶上市，用于礼盒包装贴码");
    await saveScreenshot(page, "story-apply-form");
    await page.getByRole("button", { name: "保存" }).click();
    await expect(page).toHaveURL(/\/apply\/view\?id=\d+/);
    applicationId = idInUrl(page);
    await expect(page.getByTestId("generation")).toContainText("等待审核通过后生成");
  });

  // 4. The administrator approves it and watches the generation finish.
  await test.step("examine and generate", async () => {
    const adminPage = admin.page;
    await adminPage.goto("/apply/list");
    const row = rowWith(adminPage, names.goods);
    await expect(row).toContainText("待审核");
    await row.getByRole("link", { name: `审核 #${applicationId}` }).click();
    await expect(adminPage.getByTestId("application-examine-page")).toContainText(names.enterprise);
    await saveScreenshot(adminPage, "story-apply-examine");
    await adminPage.getByRole("button", { name: "审核通过" }).click();
    await expect(adminPage).toHaveURL(new RegExp(`/apply/view\\?id=${applicationId}`));
    // The view page polls the generation state every second.
    const generation = adminPage.getByTestId("generation");
    await expect(generation).toContainText("已生成", { timeout: 60_000 });
    await expect(generation).toContainText(`${CODE_COUNT} / ${CODE_COUNT}`);
    await saveScreenshot(adminPage, "story-apply-generated");
  });

  // 5. The member binds every code to the batch, then downloads the CSV and the PDF labels.
  let someCodeUrl = "";
  await test.step("bind and download", async () => {
    await page.goto("/apply/list");
    const row = rowWith(page, `#${applicationId}`);
    await expect(row).toContainText("已生成");
    await row.getByRole("link", { name: `绑定 #${applicationId}` }).click();
    await expect(page).toHaveURL(/\/apply\/bindingCode\?id=\d+/);
    const bind = page.getByTestId("bind-codes");
    await searchAndPick(page, /^绑定到批次/, names.batchNo, `${names.batchNo} · ${names.goods}`);
    await expect(bind.getByRole("textbox", { name: /^绑定到批次/ })).toHaveValue(`${names.batchNo} · ${names.goods}`);
    await bind.getByText("全部溯源码", { exact: true }).click();
    await saveScreenshot(page, "story-bind-form");
    const binding = page.waitForResponse((response) => response.url().includes("/trpc/codeApplication.bindCodes"));
    await bind.getByRole("button", { name: "绑定", exact: true }).click();
    expect((await binding).ok()).toBe(true);

    await page.goto(`/apply/view?id=${applicationId}`);
    const bindings = page.getByTestId("bindings");
    await expect(bindings).toContainText(`已绑定 ${CODE_COUNT} / ${CODE_COUNT}`);
    await expect(bindings).toContainText(`${names.batchNo}：${CODE_COUNT} 个（序号 1–${CODE_COUNT}）`);

    // The page checks a download, then the browser fetches the link itself and streams the file
    // to disk (its download list shows the progress): the file comes from the link, not a blob.
    const downloads = page.getByTestId("code-downloads");
    const csvDownload = page.waitForEvent("download");
    await downloads.getByRole("button", { name: "CSV", exact: true }).click();
    const csvFile = await csvDownload;
    expect(csvFile.url()).toContain(`/download/trace-codes/${applicationId}?format=csv`);
    expect(csvFile.suggestedFilename()).toBe(`trace-codes-${applicationId}-1-${CODE_COUNT}.csv`);
    await expect(downloads.getByTestId("download-status")).toContainText(`（${CODE_COUNT} 个溯源码）`);
    const csv = readFileSync(await csvFile.path(), "utf8");
    // BOM and header, then one CRLF-ended line per code.
    expect(csv.startsWith("\uFEFFserial,code,url\r\n")).toBe(true);
    expect(csv.endsWith("\r\n")).toBe(true);
    expect(csv.split("\r\n")).toHaveLength(1 + CODE_COUNT + 1);
    const urls = csv
      .split(/\r?\n/)
      .map((line) => /https?:\/\/[^,\s]+\/t\/([0-9A-Z*~$=]{14})/.exec(line))
      .filter((match) => match !== null);
    expect(urls).toHaveLength(CODE_COUNT);
    expect(new Set(urls.map((match) => match[1])).size).toBe(CODE_COUNT);
    someCodeUrl = new URL(urls[Math.floor(CODE_COUNT / 2)]![0]).pathname;

    // A serial range as TXT: one URL a line, exactly the range.
    await downloads.getByRole("textbox", { name: "起始序号" }).fill("11");
    await downloads.getByRole("textbox", { name: "结束序号" }).fill("20");
    const txtDownload = page.waitForEvent("download");
    await downloads.getByRole("button", { name: "TXT", exact: true }).click();
    const txtFile = await txtDownload;
    expect(txtFile.suggestedFilename()).toBe(`trace-codes-${applicationId}-11-20.txt`);
    const txtLines = readFileSync(await txtFile.path(), "utf8").split("\n");
    expect(txtLines).toHaveLength(10 + 1);
    expect(txtLines.at(-1)).toBe("");
    expect(txtLines.slice(0, 10).every((line) => /^https?:\/\/\S+\/t\/[0-9A-Z*~$=]{14}$/.test(line))).toBe(true);

    // A reversed range is refused in the page (the inputs clamp to 1..N, not the order), and no
    // file is saved.
    let saved = false;
    const onDownload = () => (saved = true);
    page.on("download", onDownload);
    await downloads.getByRole("textbox", { name: "起始序号" }).fill("30");
    await downloads.getByRole("button", { name: "CSV", exact: true }).click();
    await expect(downloads.getByTestId("download-error")).toHaveText("下载失败：起始序号不能大于结束序号");
    page.off("download", onDownload);
    expect(saved).toBe(false);
    await downloads.getByRole("textbox", { name: "起始序号" }).fill("");
    await downloads.getByRole("textbox", { name: "结束序号" }).fill("");

    const pdfDownload = page.waitForEvent("download");
    await downloads.getByRole("button", { name: "PDF 标签" }).click();
    const pdfFile = await pdfDownload;
    expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = readFileSync(await pdfFile.path());
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    await saveScreenshot(page, "story-apply-view-bound");

    // The batch counts its codes.
    await page.goto(`/batch/view?id=${batchId}`);
    await expect(page.getByTestId("batch-view-page")).toContainText(String(CODE_COUNT));
  });

  // 6. A consumer's phone opens the code's page: the product's story, and the first scan.
  await test.step("public page on a phone", async () => {
    const response = await phonePage.goto(someCodeUrl);
    expect(response?.status()).toBe(200);
    await expect(phonePage.getByRole("heading", { level: 1 })).toHaveText(names.goods);
    await expect(phonePage.locator("#goods")).toContainText(names.goods);
    await expect(phonePage.locator("#enterprise")).toContainText(names.enterprise);
    await expect(phonePage.locator("#batch")).toContainText(names.batchNo);
    const timeline = phonePage.locator("#timeline");
    await expect(timeline).toContainText("种植");
    await expect(timeline).toContainText("茶树品种");
    await expect(timeline).toContainText("龙井43");
    await expect(timeline).toContainText("张茶农");
    await expect(timeline).toContainText("采收");
    await expect(timeline).toContainText("鲜叶重量");
    await expect(timeline).toContainText("128.5 kg");
    await expect(phonePage.locator("#scan")).toContainText("这是第 1 次查询");
    await expect(phonePage.locator("#recall")).toHaveCount(0);
    expect(await fitsWidth(phonePage)).toBe(true);
    await saveScreenshot(phonePage, "story-phone-trace");
  });

  // 7. The administrator recalls the batch; the phone's page now starts with the recall notice.
  await test.step("recall", async () => {
    const adminPage = admin.page;
    await adminPage.goto("/recall/save");
    await adminPage.getByLabel(/^标题/).fill(RECALL_TITLE);
    await searchAndPick(adminPage, /^企业/, names.enterprise, names.enterprise);
    await expect(adminPage.getByRole("textbox", { name: /^企业/ })).toHaveValue(names.enterprise);
    await adminPage.getByText("二级", { exact: true }).click();
    await pickToday(adminPage, /^开始日期/);
    await adminPage.getByLabel(/^召回原因/).fill("包装密封不良，茶叶受潮");
    await searchAndPick(adminPage, /^添加批次/, names.batchNo, `${names.batchNo} · ${names.goods}`);
    await expect(adminPage.getByTestId("recall-batches")).toContainText(names.batchNo);
    await adminPage.getByLabel(/^消费者公告/).fill(RECALL_NOTICE);
    await saveScreenshot(adminPage, "story-recall-form");
    await adminPage.getByRole("button", { name: "保存" }).click();
    await expect(adminPage).toHaveURL(/\/recall\/list/);
    await expect(rowWith(adminPage, RECALL_TITLE)).toContainText(names.batchNo);

    // The consumer reloads the page they had open: the notice is now its first element.
    await phonePage.reload();
    await expect(phonePage.locator("#recall")).toContainText(RECALL_NOTICE);
    expect(await firstBodyElementId(phonePage)).toBe("recall");
    await expect(phonePage.locator("#scan")).toContainText("这是第 2 次查询");
    // A reload keeps the reader's scroll position (the browser anchors it below the new notice), so
    // the first screen is checked on a fresh scan of the code.
    await phonePage.goto(someCodeUrl);
    const recall = phonePage.locator("#recall");
    await expect(recall).toBeVisible();
    await expect(recall).toBeInViewport();
    await expect(recall).toContainText(RECALL_TITLE);
    await expect(recall).toContainText(RECALL_NOTICE);
    await expect(recall).toContainText("二级召回");
    // First on the page: above the header with the goods name and the goods card.
    const recallBox = await recall.boundingBox();
    const goodsBox = await phonePage.locator("#goods").boundingBox();
    const headingBox = await phonePage.getByRole("heading", { level: 1 }).boundingBox();
    expect(recallBox && goodsBox && headingBox).toBeTruthy();
    expect(recallBox!.y).toBeGreaterThanOrEqual(0);
    expect(recallBox!.y).toBeLessThan(50);
    expect(recallBox!.y + recallBox!.height).toBeLessThanOrEqual(headingBox!.y);
    expect(recallBox!.y).toBeLessThan(goodsBox!.y);
    expect(await firstBodyElementId(phonePage)).toBe("recall");
    // The story is still there below it, and this was the code's third scan.
    await expect(phonePage.locator("#timeline")).toContainText("龙井43");
    await expect(phonePage.locator("#scan")).toContainText("这是第 3 次查询");
    expect(await fitsWidth(phonePage)).toBe(true);
    await saveScreenshot(phonePage, "story-phone-recall");
  });

  expect(pageErrors).toEqual([]);
  await phone.close();
  await admin.context.close();
});
