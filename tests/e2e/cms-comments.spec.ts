import { expect, test } from "./support/test.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin, rowWith } from "./support/system.ts";
import { expectToast } from "./support/ui.ts";

// The comment review page (评论管理): a guest's comment waits (待审核); the editor passes it, sends
// it back with 撤销审核, answers it, and deletes it after confirming.

const suffix = String(Date.now() % 100_000);
const text = `茶叶很好喝${suffix}`;

/** A published article with a guest's comment waiting for review, written as fixture rows. */
async function setUpComment(): Promise<number> {
  return withDb(async (db) => {
    const one = async <T>(sql: string, values: unknown[] = []) => (await db.query(sql, values)).rows[0] as T;
    const site = await one<{ id: number }>("SELECT id FROM site WHERE is_master");
    const channelModel = await one<{ id: number }>(
      "SELECT id FROM cms_model WHERE kind = 'channel' ORDER BY id LIMIT 1",
    );
    const contentModel = await one<{ id: number }>(
      "SELECT id FROM cms_model WHERE kind = 'content' ORDER BY id LIMIT 1",
    );
    const type = await one<{ id: number }>("SELECT id FROM cms_content_type ORDER BY id LIMIT 1");
    const channel = await one<{ id: number }>(
      `INSERT INTO cms_channel (site_id, name, path, model_id, comment_check) VALUES ($1, $2, $3, $4, true) RETURNING id`,
      [site.id, `评论栏目${suffix}`, `e2e-comments-${suffix}`, channelModel.id],
    );
    const content = await one<{ id: number }>(
      `INSERT INTO cms_content (site_id, channel_id, model_id, type_id, title, status, release_date)
       VALUES ($1, $2, $3, $4, $5, 2, now()) RETURNING id`,
      [site.id, channel.id, contentModel.id, type.id, `评论测试文章${suffix}`],
    );
    const comment = await one<{ id: number }>(
      `INSERT INTO cms_comment (site_id, content_id, text, ip, checked) VALUES ($1, $2, $3, '203.0.113.5', 0) RETURNING id`,
      [site.id, content.id, text],
    );
    return comment.id;
  });
}

test("comment review: pass, cancel the review, answer and delete a guest's comment", async ({ page }) => {
  const commentId = await setUpComment();
  await loginAsAdmin(page);
  await page.goto("/comment/list?checked=0");
  await expect(page.getByTestId("comment-list-page")).toBeVisible();
  const row = rowWith(page, text);
  await expect(row.getByTestId("comment-status")).toHaveText("待审核");

  await row.getByTestId("comment-pass").click();
  await expectToast(page, "已处理 1 条评论");
  // Passed comments leave the 待审核 tab; the 已通过 tab shows it.
  await expect(rowWith(page, text)).toHaveCount(0);
  await page.getByTestId("comment-status-filter").getByText("已通过").click();
  await expect(rowWith(page, text).getByTestId("comment-status")).toHaveText("已通过");
  expect(
    await withDb(
      async (db) => (await db.query("SELECT checked FROM cms_comment WHERE id = $1", [commentId])).rows[0] as unknown,
    ),
  ).toEqual({
    checked: 1,
  });

  await rowWith(page, text).getByTestId("comment-cancel-check").click();
  await expectToast(page, "已处理 1 条评论");
  await page.getByTestId("comment-status-filter").getByText("全部").click();
  await expect(rowWith(page, text).getByTestId("comment-status")).toHaveText("待审核");

  await rowWith(page, text).getByTestId("comment-reply").click();
  await page.getByTestId("reply-text").fill("感谢您的支持");
  await page.getByTestId("reply-save").click();
  await expectToast(page, "已回复");
  await expect
    .poll(() =>
      withDb(
        async (db) => (await db.query("SELECT reply FROM cms_comment WHERE id = $1", [commentId])).rows[0] as unknown,
      ),
    )
    .toEqual({ reply: "感谢您的支持" });

  await rowWith(page, text).getByRole("checkbox").check();
  await page.getByTestId("comments-delete").click();
  await page.getByRole("dialog").getByRole("button", { name: "确定" }).click();
  await expectToast(page, "已删除 1 条评论");
  await expect(rowWith(page, text)).toHaveCount(0);
});
