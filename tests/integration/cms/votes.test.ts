import type { ApiClient } from "@suyuan/api/client";
import { castVote } from "@suyuan/api/services/vote/vote-casting";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused } from "../../support/resource-fixtures.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Votes (vote_topic/*) with the origin's parameter names and `source` JSON, their computed status,
// and visitors' votes: counted exactly in parallel, a repeat within repeateHour not counted.

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
});

const idOf = (answer: { body: unknown }) => (answer.body as { id: number }).id;
const HOUR = 3_600_000;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

type Subtopic = {
  id: number;
  title: string;
  type: number;
  voteItems: { id: number; title: string; voteCount: number; percent: number }[];
};
type Topic = { id: number; title: string; voteStatus: number; totalCount: number; subtopics: Subtopic[] };

const SOURCE = JSON.stringify([
  {
    id: "",
    title: "您最喜欢的农产品",
    priority: 1,
    type: 1,
    voteItems: [
      { id: "", title: "白茶", voteCount: 0, priority: 1, picture: "" },
      { id: "", title: "黄桃", voteCount: 0, priority: 2, picture: "" },
    ],
  },
  { id: "", title: "您的建议", priority: 2, type: 3, voteItems: "" },
]);

async function saveVote(fields: Record<string, string>) {
  const answer = await legacy.call("/api/admin/vote_topic/save", { source: SOURCE, ...fields });
  expect(answer.code).toBe("200");
  return idOf(answer);
}

async function topicOf(id: number): Promise<Topic> {
  const answer = await legacy.call("/api/admin/vote_topic/get", { id: String(id) });
  expect(answer.code).toBe("200");
  return answer.body as Topic;
}

describe("votes in the admin", () => {
  it("saves a vote with its questions from `source`, lists it by status, keeps counts on update", async () => {
    const running = await saveVote({ title: "农产品评选", repeateHour: "24" });
    const upcoming = await saveVote({ title: "明年的评选", startTime: at(48 * HOUR).slice(0, 10) + " 08:00:00" });
    const ended = await saveVote({ title: "去年的评选", endTime: "2020-01-01 00:00:00" });

    const topic = await topicOf(running);
    expect(topic).toMatchObject({ title: "农产品评选", voteStatus: 2, totalCount: 0 });
    expect(topic.subtopics.map((s) => [s.title, s.type])).toEqual([
      ["您最喜欢的农产品", 1],
      ["您的建议", 3],
    ]);
    expect(topic.subtopics[0]!.voteItems.map((item) => item.title)).toEqual(["白茶", "黄桃"]);
    expect((await topicOf(upcoming)).voteStatus).toBe(1);
    expect((await topicOf(ended)).voteStatus).toBe(3);

    const byStatus = async (status: string) =>
      (
        (await legacy.call("/api/admin/vote_topic/list", { voteStatus: status, pageNo: "1", pageSize: "50" }))
          .body as Topic[]
      ).map((row) => row.id);
    expect(await byStatus("1")).toContain(upcoming);
    expect(await byStatus("1")).not.toContain(running);
    expect(await byStatus("2")).toContain(running);
    expect(await byStatus("2")).not.toContain(ended);
    expect(await byStatus("3")).toEqual(expect.arrayContaining([ended]));
    expect(await byStatus("3")).not.toContain(upcoming);

    // Votes counted, then an update naming the kept option: its count stays, the dropped one goes.
    const [tea, peach] = topic.subtopics[0]!.voteItems;
    const siteId = (await prisma.cmsVoteTopic.findUniqueOrThrow({ where: { id: running } })).siteId;
    await castVote(
      siteId,
      { topicId: running, itemIds: [tea!.id], replies: {} },
      { ip: "10.0.0.1", cookie: "a".repeat(32) },
    );
    await castVote(
      siteId,
      { topicId: running, itemIds: [tea!.id], replies: {} },
      { ip: "10.0.0.2", cookie: "b".repeat(32) },
    );
    await castVote(
      siteId,
      { topicId: running, itemIds: [peach!.id], replies: {} },
      { ip: "10.0.0.3", cookie: "c".repeat(32) },
    );
    const counted = await topicOf(running);
    expect(counted.totalCount).toBe(3);
    expect(counted.subtopics[0]!.voteItems.map((item) => [item.voteCount, item.percent])).toEqual([
      [2, 66],
      [1, 33],
    ]);

    const updated = await legacy.call("/api/admin/vote_topic/update", {
      id: String(running),
      title: "农产品评选（第二轮）",
      repeateHour: "24",
      source: JSON.stringify([
        {
          id: counted.subtopics[0]!.id,
          title: "您最喜欢的农产品",
          priority: 1,
          type: 1,
          voteItems: [
            { id: tea!.id, title: "安吉白茶", voteCount: 999, priority: 1, picture: "" },
            { id: "", title: "杨梅", voteCount: 0, priority: 3, picture: "" },
          ],
        },
      ]),
    });
    expect(updated.code).toBe("200");
    const after = await topicOf(running);
    expect(after.title).toBe("农产品评选（第二轮）");
    expect(after.subtopics).toHaveLength(1);
    // The sent count is not taken: counts come from votes only.
    expect(after.subtopics[0]!.voteItems.map((item) => [item.title, item.voteCount])).toEqual([
      ["安吉白茶", 2],
      ["杨梅", 0],
    ]);
    expect(
      await prisma.operationLog.count({ where: { resource: "voteTopic", targetId: String(running) } }),
    ).toBeGreaterThanOrEqual(2);

    // A question of an unknown type is refused, nothing saved.
    const bad = await legacy.call("/api/admin/vote_topic/save", {
      title: "坏题目",
      source: JSON.stringify([{ id: "", title: "x", priority: 1, type: 7, voteItems: "" }]),
    });
    expect(bad.code).toBe("201");
    expect(await prisma.cmsVoteTopic.count({ where: { title: "坏题目" } })).toBe(0);
  });

  it("enables and disables votes many at once and names the site's one default (vote_topic/priority)", async () => {
    const a = await saveVote({ title: "启停甲", def: "true" });
    const b = await saveVote({ title: "启停乙" });
    const answer = await legacy.call("/api/admin/vote_topic/priority", {
      ids: `${a},${b}`,
      disableds: "true,false",
      defId: String(b),
    });
    expect(answer).toMatchObject({ code: "200", body: { count: 2 } });
    const rows = await prisma.cmsVoteTopic.findMany({ where: { id: { in: [a, b] } }, orderBy: { id: "asc" } });
    expect(rows.map((row) => [row.disabled, row.def])).toEqual([
      [true, false],
      [false, true],
    ]);
    const siteId = rows[0]!.siteId;
    expect(await prisma.cmsVoteTopic.count({ where: { siteId, def: true } })).toBe(1);
    expect(
      await prisma.operationLog.count({ where: { resource: "voteTopic", operation: "priority" } }),
    ).toBeGreaterThanOrEqual(1);
    // A disabled vote takes no votes.
    const topic = await topicOf(a);
    const error = await castVote(
      siteId,
      { topicId: a, itemIds: [topic.subtopics[0]!.voteItems[0]!.id], replies: {} },
      { ip: "10.1.0.1", cookie: "d".repeat(32) },
    ).catch((failure: unknown) => failure as { messageKey: string });
    expect(error).toMatchObject({ messageKey: "vote.disabled" });

    // Lists of different lengths: refused.
    expect((await legacy.call("/api/admin/vote_topic/priority", { ids: `${a},${b}`, disableds: "true" })).code).toBe(
      "201",
    );
    const typed = await refused(admin.voteTopic.priority.mutate({ ids: [a, 999_999], disableds: [] }));
    expect(typed.data.appCode).toBe("NOT_FOUND");
  });
});

describe("visitors' votes", () => {
  it("counts 20 parallel votes exactly", async () => {
    const id = await saveVote({ title: "并发投票", repeateHour: "24" });
    const topic = await topicOf(id);
    const siteId = (await prisma.cmsVoteTopic.findUniqueOrThrow({ where: { id } })).siteId;
    const [tea, peach] = topic.subtopics[0]!.voteItems;
    const suggestion = topic.subtopics[1]!.id;
    const votes = Array.from({ length: 20 }, (_, index) =>
      castVote(
        siteId,
        {
          topicId: id,
          itemIds: [index % 4 === 0 ? peach!.id : tea!.id],
          replies: { [String(suggestion)]: `建议${index}` },
        },
        { ip: `10.2.0.${index}`, cookie: index.toString(16).padStart(32, "0") },
      ),
    );
    await Promise.all(votes);
    const after = await topicOf(id);
    expect(after.totalCount).toBe(20);
    expect(after.subtopics[0]!.voteItems.map((item) => item.voteCount)).toEqual([15, 5]);
    expect(await prisma.cmsVoteReply.count({ where: { subtopicId: suggestion } })).toBe(20);
    expect(await prisma.cmsVoteRecord.count({ where: { topicId: id } })).toBe(20);
  });

  it("does not count a second vote within repeateHour from the same visitor, even sent in parallel", async () => {
    const id = await saveVote({ title: "重复投票", repeateHour: "2" });
    const topic = await topicOf(id);
    const siteId = (await prisma.cmsVoteTopic.findUniqueOrThrow({ where: { id } })).siteId;
    const tea = topic.subtopics[0]!.voteItems[0]!.id;
    const visitor = { ip: "10.3.0.1", cookie: "e".repeat(32) };
    const vote = () => castVote(siteId, { topicId: id, itemIds: [tea], replies: {} }, visitor);

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, vote));
    expect(outcomes.filter((outcome) => outcome.status === "fulfilled")).toHaveLength(1);
    const repeated = outcomes.find((outcome) => outcome.status === "rejected") as PromiseRejectedResult;
    expect(repeated.reason).toMatchObject({ messageKey: "vote.repeated" });
    expect((await topicOf(id)).subtopics[0]!.voteItems[0]!.voteCount).toBe(1);

    // Another visitor counts; the same visitor again once the window has passed.
    await castVote(siteId, { topicId: id, itemIds: [tea], replies: {} }, { ip: "10.3.0.2", cookie: "f".repeat(32) });
    await prisma.cmsVoteRecord.updateMany({
      where: { topicId: id, cookie: visitor.cookie },
      data: { time: new Date(Date.now() - 3 * HOUR) },
    });
    await vote();
    expect((await topicOf(id)).totalCount).toBe(3);

    // repeateHour 0: no limit, no records.
    const open = await saveVote({ title: "不限次数", repeateHour: "0" });
    const openTea = (await topicOf(open)).subtopics[0]!.voteItems[0]!.id;
    for (let turn = 0; turn < 3; turn += 1)
      await castVote(siteId, { topicId: open, itemIds: [openTea], replies: {} }, visitor);
    expect((await topicOf(open)).totalCount).toBe(3);
    expect(await prisma.cmsVoteRecord.count({ where: { topicId: open } })).toBe(0);

    // Blank repeateHour: once ever.
    const once = await saveVote({ title: "只投一次" });
    const onceTea = (await topicOf(once)).subtopics[0]!.voteItems[0]!.id;
    await castVote(siteId, { topicId: once, itemIds: [onceTea], replies: {} }, visitor);
    await prisma.cmsVoteRecord.updateMany({ where: { topicId: once }, data: { time: new Date("2020-01-01") } });
    await expect(castVote(siteId, { topicId: once, itemIds: [onceTea], replies: {} }, visitor)).rejects.toMatchObject({
      messageKey: "vote.repeated",
    });
  });

  it("refuses a vote leaving a choice out, two options of a single-choice question, or another vote's option", async () => {
    const id = await saveVote({ title: "规则投票", repeateHour: "0" });
    const other = await saveVote({ title: "别的投票", repeateHour: "0" });
    const siteId = (await prisma.cmsVoteTopic.findUniqueOrThrow({ where: { id } })).siteId;
    const [tea, peach] = (await topicOf(id)).subtopics[0]!.voteItems;
    const foreign = (await topicOf(other)).subtopics[0]!.voteItems[0]!.id;
    const visitor = { ip: "10.4.0.1", cookie: null };
    const tries: [number[], string][] = [
      [[], "vote.choiceRequired"],
      [[tea!.id, peach!.id], "vote.singleChoice"],
      [[foreign], "vote.itemNotInVote"],
    ];
    for (const [itemIds, messageKey] of tries)
      await expect(castVote(siteId, { topicId: id, itemIds, replies: {} }, visitor)).rejects.toMatchObject({
        messageKey,
      });
    expect((await topicOf(id)).totalCount).toBe(0);
    // Another site's vote is no vote here.
    await expect(
      castVote(siteId + 100_000, { topicId: id, itemIds: [tea!.id], replies: {} }, visitor),
    ).rejects.toMatchObject({ messageKey: "vote.notFound" });
  });
});
