import type { ApiClient } from "@suyuan/api/client";
import { configureSiteJobs, resetSiteJobSettings } from "@suyuan/api/services/site-job/site-job-settings";
import { CONTENT_STATUS } from "@suyuan/contracts/content/content-status";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { article, contentIn, contentWorld, type ContentWorld } from "../../support/content-fixtures.ts";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { settleSiteJobs } from "../../support/site-jobs.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// lucene/create: the search words of a site (or a channel with its sub-channels) rewritten by a
// background job with progress; the public search finds the content again afterwards.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let world: ContentWorld;

const withoutWords = (ids: number[]) =>
  prisma.$queryRawUnsafe<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM cms_content WHERE id = ANY($1::int[]) AND search_words IS NULL`,
    ids,
  );

const search = async (q: string) =>
  (await fetch(`${server().url}/site/searchtest/search.html?q=${encodeURIComponent(q)}`)).text();

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  world = await contentWorld(admin, "si");
  await prisma.site.update({ where: { id: world.siteId }, data: { accessPath: "searchtest" } });
});

afterEach(() => resetSiteJobSettings());

describe("the search index rebuild", () => {
  it("restores cleared search words with progress, and the public search finds the article again", async () => {
    const saved = await admin.content.create.mutate(
      article(world, {
        title: "全县推进乡村振兴示范村建设",
        txt: "<p>乡村振兴示范村建设稳步推进，产业兴旺。</p>",
      }),
    );
    expect(saved.status).toBe(CONTENT_STATUS.passed);
    const others = [];
    for (let index = 0; index < 30; index++)
      others.push((await contentIn(world, CONTENT_STATUS.passed, `其他新闻${index}`, world.target)).id);
    const ids = [saved.id, ...others];
    // The hit's link (its title is cut by the highlighting).
    const link = `/${(await prisma.channel.findUniqueOrThrow({ where: { id: world.plain } })).path}/${saved.id}.html`;
    expect(await search("乡村振兴")).toContain(link);

    await prisma.$executeRawUnsafe(`UPDATE cms_content SET search_words = NULL WHERE site_id = $1`, world.siteId);
    expect(await search("乡村振兴")).not.toContain(link);

    configureSiteJobs({ chunkSize: 7 });
    const { jobId } = await admin.lucene.create.mutate({});
    await settleSiteJobs();
    expect((await withoutWords(ids))[0]!.n).toBe(0);
    const total = await prisma.content.count({ where: { siteId: world.siteId } });
    const job = (await admin.lucene.progress.query({})).jobs.find((row) => row.id === jobId)!;
    expect(job).toMatchObject({ kind: "search_index", status: "done", total, done: total, errorCount: 0 });
    expect(job.current).toBeTruthy();
    expect(await search("乡村振兴")).toContain(link);
  });

  it("rebuilds one channel only, through the origin's lucene/create path", async () => {
    const inPlain = await contentIn(world, CONTENT_STATUS.passed, "栏目内的乡村振兴文章");
    const inTarget = await contentIn(world, CONTENT_STATUS.passed, "其他栏目的文章", world.target);
    await prisma.$executeRawUnsafe(`UPDATE cms_content SET search_words = NULL WHERE id = ANY($1::int[])`, [
      inPlain.id,
      inTarget.id,
    ]);
    const answer = await legacy.call("/api/admin/lucene/create", { channelId: String(world.plain) });
    expect(answer.code).toBe("200");
    await settleSiteJobs();
    expect((await withoutWords([inPlain.id]))[0]!.n).toBe(0);
    expect((await withoutWords([inTarget.id]))[0]!.n).toBe(1);
    const progress = await legacy.call("/api/admin/lucene/progress");
    expect(progress.code).toBe("200");
    const latest = (progress.body as { jobs: { status: string; params: { channelId?: number } }[] }).jobs[0]!;
    expect(latest).toMatchObject({ status: "done", params: { channelId: world.plain } });

    const unknown = await legacy.call("/api/admin/lucene/create", { channelId: String(world.otherSiteChannel) });
    expect(unknown.code).not.toBe("200");
    const bad = await legacy.call("/api/admin/lucene/create", { channelId: "abc" });
    expect(bad.code).not.toBe("200");
  });
});
