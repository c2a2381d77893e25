import { expect, test } from "./support/test.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin, rowWith } from "./support/system.ts";
import { expectToast } from "./support/ui.ts";

// A visitor of the public site registers with a mobile number, signs in and comments on an article
// through the page's own forms (no script); an editor passes the comment in the admin and it shows
// on the article.

const suffix = String(Date.now() % 100_000);
const mobile = `137${String(Date.now()).slice(-8)}`;
const password = "Visitor@2026";
const text = `白茶真不错${suffix}`;

/** The master site at /site/<accessPath>/ with a published article in a channel whose comments are reviewed. */
async function setUpArticle(): Promise<{ address: string }> {
  return withDb(async (db) => {
    const one = async <T>(sql: string, values: unknown[] = []) => (await db.query(sql, values)).rows[0] as T;
    const site = await one<{ id: number; access_path: string | null }>(
      "SELECT id, access_path FROM site WHERE is_master",
    );
    const accessPath = site.access_path ?? "e2eportal";
    if (!site.access_path) await db.query("UPDATE site SET access_path = $1 WHERE id = $2", [accessPath, site.id]);
    const channelModel = await one<{ id: number }>(
      "SELECT id FROM cms_model WHERE kind = 'channel' ORDER BY id LIMIT 1",
    );
    const contentModel = await one<{ id: number }>(
      "SELECT id FROM cms_model WHERE kind = 'content' ORDER BY id LIMIT 1",
    );
    const type = await one<{ id: number }>("SELECT id FROM cms_content_type ORDER BY id LIMIT 1");
    // New members join a group that does not ask them for the CAPTCHA on every post.
    await db.query(
      `INSERT INTO cms_member_group (name, priority, reg_def, need_captcha, need_check) VALUES ($1, 0, true, false, true)`,
      [`注册会员${suffix}`],
    );
    const path = `e2e-members-${suffix}`;
    const channel = await one<{ id: number }>(
      `INSERT INTO cms_channel (site_id, name, path, model_id, comment_check) VALUES ($1, $2, $3, $4, true) RETURNING id`,
      [site.id, `会员评论${suffix}`, path, channelModel.id],
    );
    const content = await one<{ id: number }>(
      `INSERT INTO cms_content (site_id, channel_id, model_id, type_id, title, txt, status, release_date)
       VALUES ($1, $2, $3, $4, $5, '<p>正文</p>', 2, now() - interval '1 minute') RETURNING id`,
      [site.id, channel.id, contentModel.id, type.id, `会员评论文章${suffix}`],
    );
    return { address: `/site/${accessPath}/${path}/${content.id}.html` };
  });
}

test("a visitor registers, signs in and comments; the editor passes the comment and it shows", async ({
  page,
  browser,
  baseURL,
}) => {
  const { address } = await setUpArticle();
  // Other specs post from this machine's address too: this visitor's hour starts afresh, so their
  // posts do not bring the CAPTCHA here (the CAPTCHA has tests of its own).
  await withDb((db) => db.query("DELETE FROM public_write_count WHERE key LIKE 'ip:%'"));
  const visitorContext = await browser.newContext({ baseURL });
  const visitor = await visitorContext.newPage();

  // From the article's comment section to the sign-in form, and on to registration.
  await visitor.goto(address);
  await visitor.locator("#comments").getByRole("link", { name: "登录" }).click();
  await visitor.getByRole("link", { name: "注册会员" }).click();
  await visitor.getByLabel("手机号（作为用户名）").fill(mobile);
  await visitor.getByLabel("密码", { exact: true }).fill(password);
  await visitor.getByLabel("确认密码").fill(password);
  await visitor.getByRole("button", { name: "注册" }).click();
  await expect(visitor.getByRole("heading", { name: "会员中心" })).toBeVisible();
  await expect(visitor.getByText("注册成功，已登录")).toBeVisible();

  // Sign out, then in again from the article: the form brings the visitor back to it.
  await visitor.getByRole("button", { name: "退出登录" }).click();
  await visitor.goto(address);
  await visitor.locator("#comments").getByRole("link", { name: "登录" }).click();
  await visitor.getByLabel("手机号").fill(mobile);
  await visitor.getByLabel("密码").fill(password);
  await visitor.getByRole("button", { name: "登录" }).click();
  await expect(visitor.getByRole("heading", { name: `会员评论文章${suffix}` })).toBeVisible();

  await visitor.getByLabel("评论内容").fill(text);
  await visitor.getByRole("button", { name: "发表评论" }).click();
  await expect(visitor.getByText("评论已提交，审核通过后显示")).toBeVisible();
  await expect(visitor.locator("#comments").getByText(text)).toHaveCount(0);

  await loginAsAdmin(page);
  await page.goto("/comment/list?checked=0");
  const row = rowWith(page, text);
  await expect(row.getByTestId("comment-status")).toHaveText("待审核");
  await row.getByTestId("comment-pass").click();
  await expectToast(page, "已处理 1 条评论");

  await visitor.goto(address);
  await expect(visitor.locator("#comments").getByText(text)).toBeVisible();
  // The commenter's mobile number is shown masked.
  const comment = visitor.locator("#comments li.comment", { hasText: text });
  await expect(comment.locator(".meta")).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`);
  await expect(visitor.locator("#comments")).not.toContainText(mobile);
  await visitorContext.close();
});
