import { expect, test } from "./support/test.ts";
import { withDb } from "./support/db.ts";
import { loginAsAdmin } from "./support/system.ts";
import { trpcMutation } from "./support/trpc.ts";

// A visitor of the public site finds a running vote on the votes page, votes through the page's
// own plain form (no script, under the strict CSP) and sees the results; a second vote within the
// vote's repeat window is not counted.

const suffix = String(Date.now() % 100_000);
const title = `最喜爱的茶${suffix}`;

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

async function voteCounts(topicId: number): Promise<Record<string, number>> {
  return withDb(async (db) => {
    const rows = (
      await db.query(
        `SELECT i.title, i.vote_count FROM cms_vote_item i JOIN cms_vote_subtopic s ON s.id = i.subtopic_id
         WHERE s.topic_id = $1 ORDER BY i.priority`,
        [topicId],
      )
    ).rows as { title: string; vote_count: number }[];
    return Object.fromEntries(rows.map((row) => [row.title, row.vote_count]));
  });
}

test("a visitor votes on the public vote page and sees the results; a second vote within repeateHour is not counted", async ({
  page,
  browser,
  baseURL,
}) => {
  const base = await publicBase();
  await loginAsAdmin(page);
  const { id } = await trpcMutation<{ id: number }>(page.request, "voteTopic.create", {
    title,
    description: "请选出您最喜爱的一款茶",
    repeateHour: 24,
    restrictCookie: true,
    restrictIp: false,
    restrictMember: false,
    disabled: false,
    def: false,
    source: [
      {
        id: null,
        title: "茶类",
        priority: 1,
        type: 1,
        voteItems: [
          { id: null, title: "安吉白茶", priority: 1, picture: null },
          { id: null, title: "西湖龙井", priority: 2, picture: null },
        ],
      },
    ],
  });
  // Other specs post from this machine's address too: this visitor's hour starts afresh, so their
  // posts do not bring the CAPTCHA here (the CAPTCHA has tests of its own).
  await withDb((db) => db.query("DELETE FROM public_write_count WHERE key LIKE 'ip:%'"));

  const visitorContext = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const visitor = await visitorContext.newPage();
  const list = await visitor.goto(`${base}vote.html`);
  expect(list?.headers()["content-security-policy"]).toContain("default-src 'none'");
  await expect(visitor.getByRole("heading", { name: "投票调查" })).toBeVisible();
  await visitor.getByRole("link", { name: title }).click();
  await expect(visitor.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(visitor.locator("script")).toHaveCount(0);

  const results = visitor.locator("section.vote-result");
  const countOf = (option: string) => results.getByRole("row", { name: option }).locator("td.count");
  await expect(visitor.locator("strong.total")).toHaveText("0");

  await visitor.getByRole("radio", { name: "西湖龙井" }).check();
  await visitor.getByRole("button", { name: "投票" }).click();
  await expect(visitor.getByText("投票成功，谢谢参与")).toBeVisible();
  await expect(visitor.locator("strong.total")).toHaveText("1");
  await expect(countOf("西湖龙井")).toHaveText("1");
  await expect(countOf("安吉白茶")).toHaveText("0");
  await expect(results.getByRole("row", { name: "西湖龙井" })).toContainText("100%");

  // Again within the 24 hours, from the same browser (its vote cookie): refused, nothing counted.
  await visitor.getByRole("radio", { name: "安吉白茶" }).check();
  await visitor.getByRole("button", { name: "投票" }).click();
  await expect(visitor.getByText("您已经投过票了")).toBeVisible();
  await expect(visitor.locator("strong.total")).toHaveText("1");
  await expect(countOf("安吉白茶")).toHaveText("0");
  expect(await voteCounts(id)).toEqual({ 安吉白茶: 0, 西湖龙井: 1 });

  // The votes page shows the vote's number of votes too.
  await visitor.getByRole("link", { name: "全部投票" }).click();
  await expect(visitor.getByRole("listitem").filter({ hasText: title })).toContainText("1 人次参与");
  await visitorContext.close();
});
