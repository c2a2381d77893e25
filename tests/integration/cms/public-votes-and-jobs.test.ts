import type { ApiClient } from "@suyuan/api/client";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { overrideMemberSettings } from "@suyuan/api/services/member/member-settings";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { openPublicSite } from "../../support/public-site-fixtures.ts";
import { noticeOf, PublicVisitor } from "../../support/public-visitor.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// The public vote page (a plain form and the results) and the job application form under a job
// posting, with the admin's jobapply/* paths.

const server = useTestServer({ TRUST_PROXY: "true" });
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
let base: string;

beforeAll(async () => {
  ({ admin, legacy, siteId, base } = await openPublicSite(() => server().url, "vjtest"));
  overrideMemberSettings({ captchaAfterPosts: 1000 });
});
afterAll(() => overrideMemberSettings({}));

describe("the public vote page", () => {
  it("takes a visitor's vote once within repeateHour and shows the results", async () => {
    const { id } = await admin.voteTopic.create.mutate({
      title: "最喜爱的水果",
      repeateHour: 24,
      restrictCookie: true,
      restrictIp: false,
      restrictMember: false,
      disabled: false,
      def: false,
      source: [
        {
          id: null,
          title: "水果",
          priority: 1,
          type: 1,
          voteItems: [
            { id: null, title: "黄桃", priority: 1, picture: null },
            { id: null, title: "杨梅", priority: 2, picture: null },
          ],
        },
      ],
    });
    const items = await prisma.cmsVoteItem.findMany({
      where: { subtopic: { topicId: id } },
      orderBy: { priority: "asc" },
    });
    const visitor = new PublicVisitor(() => server().url, "203.0.113.80");
    const list = await visitor.get(`${base}vote.html`);
    expect(list.html).toContain(`vote/${id}.html`);
    const page = await visitor.get(`${base}vote/${id}.html`);
    expect(page.status).toBe(200);
    expect(page.html).toContain(`name="itemIds" value="${items[1]!.id}"`);
    const csrf = PublicVisitor.token(page.html);

    const empty = await visitor.post(`${base}vote/${id}.html`, { csrf });
    expect(noticeOf(empty.location)).toBe("vote.choiceRequired");
    const voted = await visitor.post(`${base}vote/${id}.html`, { csrf, itemIds: String(items[1]!.id) });
    expect(noticeOf(voted.location)).toBe("vote.voted");
    const again = await visitor.post(`${base}vote/${id}.html`, { csrf, itemIds: String(items[0]!.id) });
    expect(noticeOf(again.location)).toBe("vote.repeated");

    const results = await visitor.get(`${base}vote/${id}.html`);
    expect(results.html).toMatch(/<strong class="total">1<\/strong>/);
    expect(results.html).toContain('<meter min="0" max="100" value="100">');
    expect((await prisma.cmsVoteItem.findUniqueOrThrow({ where: { id: items[1]!.id } })).voteCount).toBe(1);
    expect((await prisma.cmsVoteItem.findUniqueOrThrow({ where: { id: items[0]!.id } })).voteCount).toBe(0);

    await prisma.cmsVoteTopic.update({ where: { id }, data: { disabled: true } });
    expect((await visitor.get(`${base}vote/${id}.html`)).status).toBe(404);
  });
});

describe("job applications", () => {
  it("takes an application under a job posting once a day, lists, shows and deletes it", async () => {
    const jobModel =
      (await prisma.cmsModel.findFirst({ where: { kind: "content", path: "job" } })) ??
      (await prisma.cmsModel.create({ data: { name: "招聘", kind: "content", path: "job" } }));
    const channelModel = await prisma.cmsModel.findFirstOrThrow({ where: { kind: "channel" } });
    const typeId = (
      (await prisma.contentType.findFirst()) ?? (await prisma.contentType.create({ data: { name: "普通" } }))
    ).id;
    const channel = await prisma.channel.create({
      data: { siteId, name: "招聘", path: "vj-jobs", modelId: channelModel.id },
    });
    const posting = await prisma.content.create({
      data: {
        siteId,
        channelId: channel.id,
        modelId: jobModel.id,
        typeId,
        title: "电商运营专员",
        txt: "<p>岗位职责</p>",
        status: CONTENT_STATUS.passed,
        releaseDate: new Date("2026-03-01T08:00:00Z"),
      },
    });
    const path = `vj-jobs/${posting.id}.html`;
    const visitor = new PublicVisitor(() => server().url, "203.0.113.81");
    const page = await visitor.get(`${base}${path}`);
    expect(page.status).toBe(200);
    expect(page.html).toContain('id="job-apply"');
    const csrf = PublicVisitor.token(page.html);
    const fields = { csrf, contentId: String(posting.id), back: path, realname: "李明", mobile: "13900002222" };

    const bad = await visitor.post(`${base}jobapply`, { ...fields, mobile: "123" });
    expect(noticeOf(bad.location)).toBe("validation.mobileInvalid");
    const sent = await visitor.post(`${base}jobapply`, { ...fields, eduBack: "本科" });
    expect(noticeOf(sent.location)).toBe("jobApply.submitted");
    const twice = await visitor.post(`${base}jobapply`, fields);
    expect(noticeOf(twice.location)).toBe("jobApply.today");

    const listed = await legacy.call("/api/admin/jobapply/list", { title: "电商", pageNo: "1", pageSize: "10" });
    expect(listed.code).toBe("200");
    expect(listed.totalCount).toBe(1);
    const [row] = listed.body as { id: number; contentId: number; contentTitle: string; contentURL: string }[];
    expect(row).toMatchObject({ contentId: posting.id, contentTitle: "电商运营专员", contentURL: `/${path}` });
    const viewed = await legacy.call("/api/admin/jobapply/view", { id: String(row!.id) });
    expect(viewed.body).toMatchObject({ realname: "李明", mobile: "13900002222", eduBack: "本科" });
    // The list's row carries every key the view starts with, alike.
    const listKeys = [
      "id",
      "applyTime",
      "contentId",
      "contentTitle",
      "contentURL",
      "userId",
      "username",
      "realname",
      "mobile",
    ];
    expect(Object.keys(row!).sort()).toEqual([...listKeys].sort());
    const view = viewed.body as Record<string, unknown>;
    expect(row).toEqual(Object.fromEntries(listKeys.map((key) => [key, view[key]])));
    expect((await legacy.call("/api/admin/jobapply/delete", { ids: String(row!.id) })).code).toBe("200");
    expect(await prisma.cmsJobApply.count({ where: { contentId: posting.id } })).toBe(0);

    // An article of another model has no application form and takes none.
    const newsModel = await prisma.cmsModel.findFirstOrThrow({ where: { kind: "content", NOT: { path: "job" } } });
    const news = await prisma.content.create({
      data: {
        siteId,
        channelId: channel.id,
        modelId: newsModel.id,
        typeId,
        title: "新闻",
        txt: "<p>正文</p>",
        status: CONTENT_STATUS.passed,
        releaseDate: new Date("2026-03-01T08:00:00Z"),
      },
    });
    expect((await visitor.get(`${base}vj-jobs/${news.id}.html`)).html).not.toContain('id="job-apply"');
    const refused = await visitor.post(`${base}jobapply`, { ...fields, contentId: String(news.id) });
    expect(noticeOf(refused.location)).toBe("jobApply.notJob");
  });
});
