import { expect, test, type APIRequestContext, type Page } from "./support/test.ts";
import { GOOD_PASSWORD } from "./support/accounts.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin, rowWith, signedInElsewhere } from "./support/system.ts";
import { expectToast } from "./support/ui.ts";

// The content workflow end to end (issue 12): an editor (编辑) writes an article with a custom
// field and an image and submits it; a reviewer (审核员) returns it with an opinion; the editor
// fixes and resubmits it; the reviewer passes it; the view page's history shows every step.

const suffix = String(Date.now() % 100_000);
const editor = `cms_editor_${suffix}`;
const reviewer = `cms_reviewer_${suffix}`;
const title = `溪龙乡白茶开采${suffix}`;
const fixedTitle = `溪龙乡白茶开采节开幕${suffix}`;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2a3d8c40000000049454e44ae426082",
  "hex",
);

/**
 * What editors cannot set up themselves, written as fixture rows: a content model with a custom
 * field, a channel that accepts it, and a one-step workflow checked by the reviewer role.
 */
async function setUpChannel(): Promise<{
  siteId: number;
  channelId: number;
  editorRole: number;
  reviewerRole: number;
}> {
  return withDb(async (db) => {
    const one = async <T>(sql: string, values: unknown[] = []) => (await db.query(sql, values)).rows[0] as T;
    const site = await one<{ id: number }>("SELECT id FROM site WHERE is_master");
    const editorRole = await one<{ id: number }>("SELECT id FROM role WHERE key = 'cms-editor'");
    const reviewerRole = await one<{ id: number }>("SELECT id FROM role WHERE key = 'cms-reviewer'");
    const model = await one<{ id: number }>(
      "INSERT INTO cms_model (name, kind, path, priority) VALUES ($1, 'content', $2, 50) RETURNING id",
      [`农产品${suffix}`, `e2e-product-${suffix}`],
    );
    await db.query(
      `INSERT INTO cms_model_item (model_id, field, label, data_type, is_custom, required, priority)
       VALUES ($1, 'title', '标题', 'text', false, true, 1), ($1, 'txt', '正文', 'richtext', false, false, 2),
              ($1, 'productOrigin', '产地', 'text', true, true, 3)`,
      [model.id],
    );
    const channelModel = await one<{ id: number }>(
      "SELECT id FROM cms_model WHERE kind = 'channel' ORDER BY id LIMIT 1",
    );
    const workflow = await one<{ id: number }>(
      "INSERT INTO cms_workflow (site_id, name, priority) VALUES ($1, $2, 1) RETURNING id",
      [site.id, `一级审核${suffix}`],
    );
    await db.query("INSERT INTO cms_workflow_step (workflow_id, step, role_id) VALUES ($1, 1, $2)", [
      workflow.id,
      reviewerRole.id,
    ]);
    const channel = await one<{ id: number }>(
      `INSERT INTO cms_channel (site_id, name, path, model_id, workflow_id, priority)
       VALUES ($1, $2, $3, $4, $5, 1) RETURNING id`,
      [site.id, `特色农产品${suffix}`, `e2e-products-${suffix}`, channelModel.id, workflow.id],
    );
    await db.query("INSERT INTO cms_channel_content_model (channel_id, model_id) VALUES ($1, $2)", [
      channel.id,
      model.id,
    ]);
    return { siteId: site.id, channelId: channel.id, editorRole: editorRole.id, reviewerRole: reviewerRole.id };
  });
}

/** Creates a user through the typed API as the signed-in administrator (a fixture shortcut). */
async function createUser(request: APIRequestContext, username: string, roleId: number, siteId: number) {
  const response = await request.post("/trpc/user.create", {
    data: {
      json: {
        username,
        password: GOOD_PASSWORD,
        realName: username,
        mobile: null,
        email: null,
        roleIds: [roleId],
        siteIds: [siteId],
        enterpriseId: null,
        enabled: true,
      },
    },
    headers: { "content-type": "application/json" },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

async function openQueueItem(page: Page, text: string) {
  await page.goto("/content/review_queue");
  await expect(page.getByTestId("review-queue-page")).toBeVisible();
  const row = rowWith(page, text);
  await expect(row).toBeVisible();
  await row.getByRole("checkbox").check();
}

test("content review: submit, return with an opinion, resubmit, pass; the history shows each step", async ({
  page,
  browser,
  baseURL,
}) => {
  const fixture = await setUpChannel();
  await loginAsAdmin(page);
  await createUser(page.request, editor, fixture.editorRole, fixture.siteId);
  await createUser(page.request, reviewer, fixture.reviewerRole, fixture.siteId);

  // The editor writes the article with its custom field and a title image, and submits it.
  const editorSession = await signedInElsewhere(browser, baseURL, editor);
  const editorPage = editorSession.page;
  await editorPage.goto(`/content/save?channelId=${fixture.channelId}`);
  await expect(editorPage.getByTestId("content-form-page")).toBeVisible();
  await editorPage.getByTestId("content-title").fill(title);
  await editorPage.getByTestId("custom-field-productOrigin").fill("安吉县溪龙乡");
  await editorPage
    .getByTestId("content-form-page")
    .locator('input[type="file"]')
    .first()
    .setInputFiles({ name: "白茶.png", mimeType: "image/png", buffer: PNG });
  await expect(editorPage.getByRole("img").first()).toBeVisible();
  await editorPage.getByTestId("content-save-submit").click();
  await expectToast(editorPage, "内容已保存，等待审核");
  await expect(editorPage.getByTestId("content-view-page")).toBeVisible();
  await expect(editorPage.getByTestId("content-attr-productOrigin")).toHaveText("安吉县溪龙乡");
  const contentId = Number(new URL(editorPage.url()).searchParams.get("id"));
  expect(contentId).toBeGreaterThan(0);

  // The reviewer finds it in the queue (also counted on the work bench) and returns it with an opinion.
  const reviewerSession = await signedInElsewhere(browser, baseURL, reviewer);
  const reviewerPage = reviewerSession.page;
  await expect(reviewerPage.getByTestId("work-review-queue")).toContainText(title);
  await openQueueItem(reviewerPage, title);
  await reviewerPage.getByTestId("content-action-reject").click();
  await reviewerPage.getByTestId("content-action-opinion").fill("请补充开采节的具体日期和地点");
  await reviewerPage.getByTestId("content-action-confirm").click();
  await expectToast(reviewerPage, "操作成功");
  await expect(rowWith(reviewerPage, title)).toHaveCount(0);

  // The editor fixes the title and sends it back to review.
  await editorPage.goto(`/content/update?id=${contentId}`);
  await editorPage.getByTestId("content-title").fill(fixedTitle);
  await editorPage.getByTestId("content-save-draft").click();
  await expect(editorPage.getByTestId("content-view-page")).toBeVisible();
  await editorPage.getByTestId("content-action-submit").click();
  await editorPage.getByRole("dialog").getByRole("button", { name: "确定" }).click();
  await expectToast(editorPage, "操作成功");

  // The reviewer passes it: the one-step workflow publishes it.
  await openQueueItem(reviewerPage, fixedTitle);
  await reviewerPage.getByTestId("content-action-check").click();
  await reviewerPage.getByTestId("content-action-confirm").click();
  await expectToast(reviewerPage, "操作成功");

  // The history shows the submission, the return with its opinion, the resubmission and the pass.
  await editorPage.goto(`/content/view?id=${contentId}`);
  const history = editorPage.getByTestId("content-history");
  await expect(history).toBeVisible();
  await expect(editorPage.getByTestId("content-view-fields")).toContainText("审核通过");
  await expect(history.locator('[data-operation="reject"]')).toContainText("请补充开采节的具体日期和地点");
  await expect(history.locator('[data-operation="submit"]')).toHaveCount(1);
  await expect(history.locator('[data-operation="check"]')).toHaveCount(1);
  // save (into review), reject, edit, submit, check: at least the four workflow steps.
  expect(await history.getByTestId("content-history-item").count()).toBeGreaterThanOrEqual(4);

  await editorSession.context.close();
  await reviewerSession.context.close();

  // The content list restores its tab and filter from the URL: the passed tab finds the article.
  await page.goto(`/content/list?status=2&title=${encodeURIComponent(fixedTitle)}`);
  await expect(page.getByTestId("content-tab-2")).toHaveAttribute("aria-selected", "true");
  await expect(page.getByLabel("标题包含")).toHaveValue(fixedTitle);
  await expect(rowWith(page, fixedTitle)).toBeVisible();
  await page.getByTestId("content-tab-0").click();
  await expect(page).toHaveURL(/status=0/);
  await expect(rowWith(page, fixedTitle)).toHaveCount(0);

  // The pushed-content page opens for the administrator, with its filters in the URL.
  await page.goto("/content/share_list?direction=out");
  await expect(page.getByTestId("share-list-page")).toBeVisible();
  await expect(page.getByRole("radio", { name: "本站推出" })).toBeChecked();
  await expect(page.getByRole("table").first()).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
});
