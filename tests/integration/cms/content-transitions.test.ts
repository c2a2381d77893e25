import { createApiClient, type ApiClient } from "@suyuan/api/client";
import {
  CONTENT_ACTIONS,
  CONTENT_STATUS,
  CONTENT_STATUSES,
  CONTENT_TRANSITIONS,
  canApply,
  targetsOf,
  type ContentAction,
} from "@suyuan/contracts/content/content-status";
import { beforeAll, describe, expect, it } from "vitest";
import { contentIn, contentWorld, type ContentWorld } from "../../support/content-fixtures.ts";
import { refused } from "../../support/resource-fixtures.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// The one transition table, checked over EVERY (status, action) pair through the typed
// procedures: an allowed action does what the table says (and leaves a history row), a refused
// one answers the table's message naming the item and changes nothing at all.

const server = useTestServer();
let admin: ApiClient;
let world: ContentWorld;

beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  world = await contentWorld(admin, "tr");
});

function call(action: ContentAction, id: number) {
  const ids = [id];
  const content = admin.content;
  switch (action) {
    case "submit":
      return content.submit.mutate({ ids });
    case "check":
      return content.check.mutate({ ids });
    case "reject":
      return content.reject.mutate({ ids, opinion: "请补充图片" });
    case "pigeonhole":
      return content.pigeonhole.mutate({ ids });
    case "unpigeonhole":
      return content.unpigeonhole.mutate({ ids });
    case "recommend":
      return content.recommend.mutate({ ids, level: 3 });
    case "priority":
      return content.prioritize.mutate({ ids, topLevel: 4 });
    case "move":
      return content.move.mutate({ ids, channelId: world.target });
    case "copy":
      return content.copy.mutate({ ids, channelId: world.target });
    case "refer":
      return content.refer.mutate({ ids, channelIds: [world.target] });
    case "push":
      return content.push.mutate({ ids, channelIds: [world.otherSiteChannel] });
    case "delete":
      return content.delete.mutate({ ids });
    case "cycle_recycle":
      return content.restore.mutate({ ids });
    case "cycle_delete":
      return content.purge.mutate({ ids });
  }
}

const snapshot = (id: number) =>
  prisma.content.findUnique({
    where: { id },
    select: {
      status: true,
      checkStep: true,
      channelId: true,
      topLevel: true,
      recommendLevel: true,
      updatedAt: true,
      _count: { select: { records: true, channels: true, shares: true } },
    },
  });

describe("the content transition table", () => {
  it("lists every status and action once", () => {
    expect(CONTENT_STATUSES).toEqual([-1, 0, 1, 2, 3, 4, 5]);
    expect(Object.keys(CONTENT_TRANSITIONS).sort()).toEqual([...CONTENT_ACTIONS].sort());
    // Spot checks of the origin's own rules.
    expect(canApply("reject", CONTENT_STATUS.draft)).toBe(false);
    expect(canApply("reject", CONTENT_STATUS.contributed)).toBe(true);
    expect(canApply("cycle_delete", CONTENT_STATUS.passed)).toBe(false);
  });

  for (const status of CONTENT_STATUSES)
    for (const action of CONTENT_ACTIONS) {
      const allowed = canApply(action, status);
      it(`${action} from ${status}: ${allowed ? "allowed" : "refused"}`, async () => {
        const title = `条目-${action}-${status}`;
        const row = await contentIn(world, status, title);
        const before = await snapshot(row.id);
        const contentCount = await prisma.content.count();
        if (!allowed) {
          const error = await refused(call(action, row.id));
          expect(error.data.appCode).toBe("RULE_VIOLATION");
          expect(error.message).toContain(title);
          expect(await snapshot(row.id)).toEqual(before);
          expect(await prisma.content.count()).toBe(contentCount);
          return;
        }
        await call(action, row.id);
        const after = await snapshot(row.id);
        const targets = targetsOf(action, status);
        if (CONTENT_TRANSITIONS[action].to === "gone") {
          expect(after).toBeNull();
          const log = await prisma.operationLog.findFirst({
            where: { resource: "content", operation: "cycle_delete", targetId: String(row.id) },
          });
          expect(log).not.toBeNull();
          return;
        }
        expect(targets).toContain(after!.status);
        expect(after!._count.records).toBe(before!._count.records + 1);
        const record = await prisma.contentRecord.findFirstOrThrow({ where: { contentId: row.id } });
        expect(record).toMatchObject({ operation: action, fromStatus: status, toStatus: after!.status });
        if (action === "recommend") expect(after!.recommendLevel).toBe(3);
        if (action === "priority") expect(after!.topLevel).toBe(4);
        if (action === "move") expect(after!.channelId).toBe(world.target);
        if (action === "refer") expect(after!._count.channels).toBe(1);
        if (action === "push") expect(after!._count.shares).toBe(1);
        if (action === "copy") {
          expect(await prisma.content.count()).toBe(contentCount + 1);
          const copy = await prisma.content.findFirstOrThrow({ where: { title, channelId: world.target } });
          expect(copy.status).toBe(CONTENT_STATUS.draft);
        }
      });
    }
});
