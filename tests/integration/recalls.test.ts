import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import {
  fixtureBatch,
  fixtureEnterprise,
  fixtureGoods,
  recallCounts,
  userWithKeys,
} from "../support/recall-fixtures.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { failure } from "../support/failure.ts";

// Recalls: one enterprise, its batches, a consumer notice; closing keeps the row and its batches.

const server = useTestServer();
const RECALL_KEYS = ["/recall/list", "/recall/save", "/recall/update", "/recall/export"];
let admin: ApiClient;
let scoped: ApiClient;
let ids: { e1: number; e2: number; b1: number; b1b: number; b2: number; g1: number };

const recall = (overrides: Record<string, unknown> = {}) => ({
  enterpriseId: ids.e1,
  batchIds: [ids.b1],
  title: "樱桃番茄农残超标召回",
  reason: "抽检发现毒死蜱残留超标",
  level: 2 as const,
  startDate: "2026-04-01",
  notice: "请勿食用批次 B1 的樱桃番茄，可凭购物凭证全额退款。",
  ...overrides,
});

beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  const e1 = await fixtureEnterprise("绿野蔬菜公司");
  const e2 = await fixtureEnterprise("青山果园");
  const g1 = await fixtureGoods(e1, "樱桃番茄");
  const g2 = await fixtureGoods(e2, "红富士苹果");
  ids = {
    e1,
    e2,
    g1,
    b1: await fixtureBatch(e1, g1, "B1-20260301"),
    b1b: await fixtureBatch(e1, g1, "B1-20260315"),
    b2: await fixtureBatch(e2, g2, "B2-20260301"),
  };
  scoped = await userWithKeys(server().url, admin, { username: "e1-recaller", perms: RECALL_KEYS, enterpriseId: e1 });
});

describe("recalls", () => {
  it("creates an active recall of the enterprise's batches, the same batch picked twice counted once", async () => {
    const { id } = await admin.recall.create.mutate(recall({ batchIds: [ids.b1, ids.b1b, ids.b1] }));
    const saved = await admin.recall.get.query({ id });
    expect(saved).toMatchObject({
      enterprise: { id: ids.e1, name: "绿野蔬菜公司" },
      status: "active",
      level: 2,
      startDate: "2026-04-01",
      closedAt: null,
      closedBy: null,
      qualityCheckIds: [],
    });
    expect(saved.batches.map((batch) => batch.batchNo)).toEqual(["B1-20260301", "B1-20260315"]);
    expect(saved.batches[0]).toMatchObject({ goods: { id: ids.g1, name: "樱桃番茄" }, productionDate: "2026-03-01" });
    const log = await prisma.operationLog.findFirstOrThrow({ where: { resource: "recall", targetId: String(id) } });
    expect(log.operation).toBe("create");
  });

  it("refuses batches of another enterprise, for staff and members alike, writing nothing", async () => {
    const before = await recallCounts();
    // Staff see both enterprises: the message says why.
    const mixed = await failure(admin.recall.create.mutate(recall({ batchIds: [ids.b1, ids.b2] })));
    expect(mixed.fieldErrors).toEqual({ batchIds: ["所选批次必须属于召回所属的企业"] });
    // A member's recall is always their own enterprise's; another's batch reads as missing.
    const member = await failure(scoped.recall.create.mutate(recall({ enterpriseId: null, batchIds: [ids.b2] })));
    expect(member.fieldErrors).toEqual({ batchIds: ["所选的数据不存在，请刷新后重试"] });
    expect(
      (await failure(scoped.recall.create.mutate(recall({ enterpriseId: ids.e2, batchIds: [ids.b2] })))).appCode,
    ).toBe("NOT_FOUND");
    expect((await failure(admin.recall.create.mutate(recall({ batchIds: [999_999] })))).fieldErrors).toEqual({
      batchIds: ["所选的数据不存在，请刷新后重试"],
    });
    expect((await failure(admin.recall.create.mutate(recall({ enterpriseId: null })))).fieldErrors).toEqual({
      enterpriseId: ["此项为必填项"],
    });
    expect(await recallCounts()).toEqual(before);
  });

  it("validates the fields: batches, level, date, a required and length-limited notice", async () => {
    const before = await recallCounts();
    const bad = await failure(
      admin.recall.create.mutate(
        recall({ batchIds: [], level: 4, startDate: "2026-02-30", notice: "  ", title: "", reason: "" }),
      ),
    );
    expect(bad.fieldErrors).toEqual({
      batchIds: ["请至少选择一个批次"],
      level: ["请选择召回级别（一级、二级或三级）"],
      startDate: ["日期格式应为 yyyy-MM-dd"],
      notice: ["请填写面向消费者的召回公告"],
      title: ["请填写召回标题"],
      reason: ["请填写召回原因"],
    });
    expect((await failure(admin.recall.create.mutate(recall({ notice: "召".repeat(501) })))).fieldErrors).toEqual({
      notice: ["内容过长"],
    });
    expect(await recallCounts()).toEqual(before);
    // 500 characters is the limit, not beyond it.
    await admin.recall.create.mutate(recall({ notice: "召".repeat(500), title: "长公告" }));
  });

  it("keeps members to their own enterprise's recalls", async () => {
    const { id: theirs } = await admin.recall.create.mutate(
      recall({ enterpriseId: ids.e2, batchIds: [ids.b2], title: "苹果召回" }),
    );
    const { id: own } = await scoped.recall.create.mutate(recall({ enterpriseId: null, title: "自主召回" }));
    expect((await scoped.recall.get.query({ id: own })).enterprise.id).toBe(ids.e1);
    const page = await scoped.recall.find.query({ page: 1, pageSize: 50 });
    expect(page.items.every((item) => item.enterprise.id === ids.e1)).toBe(true);
    expect(page.items.map((item) => item.title)).toContain("自主召回");
    expect((await scoped.recall.find.query({ page: 1, pageSize: 50, enterpriseId: ids.e2 })).total).toBe(0);
    const before = await recallCounts();
    expect((await failure(scoped.recall.get.query({ id: theirs }))).appCode).toBe("NOT_FOUND");
    expect((await failure(scoped.recall.update.mutate({ id: theirs, data: recall() }))).appCode).toBe("NOT_FOUND");
    expect((await failure(scoped.recall.close.mutate({ id: theirs, closeNote: "越权" }))).appCode).toBe("NOT_FOUND");
    expect(await recallCounts()).toEqual(before);
    expect((await admin.recall.get.query({ id: theirs })).status).toBe("active");
  });

  it("closes a recall keeping its row and batches; a closed recall changes only its close note", async () => {
    const { id } = await admin.recall.create.mutate(recall({ batchIds: [ids.b1, ids.b1b], title: "待关闭召回" }));
    await scoped.recall.close.mutate({ id, closeNote: "问题批次已全部回收销毁" });
    const closed = await admin.recall.get.query({ id });
    expect(closed).toMatchObject({
      status: "closed",
      closedBy: { username: "e1-recaller" },
      closeNote: "问题批次已全部回收销毁",
      title: "待关闭召回",
    });
    expect(closed.closedAt).toBeInstanceOf(Date);
    expect(closed.batches.map((batch) => batch.id)).toEqual([ids.b1, ids.b1b]);
    expect(await prisma.recallBatch.count({ where: { recallId: id } })).toBe(2);

    const before = await recallCounts();
    const edit = await failure(admin.recall.update.mutate({ id, data: recall({ title: "改标题" }) }));
    expect(edit.appCode).toBe("RULE_VIOLATION");
    expect(edit.message).toBe("召回已关闭，只能修改关闭说明");
    expect((await failure(admin.recall.close.mutate({ id, closeNote: "再关一次" }))).message).toBe(
      "召回已关闭，只能修改关闭说明",
    );
    expect(await recallCounts()).toEqual(before);

    await admin.recall.updateCloseNote.mutate({ id, closeNote: "已回收 320 箱并销毁" });
    const noted = await admin.recall.get.query({ id });
    expect(noted).toMatchObject({ closeNote: "已回收 320 箱并销毁", closedAt: closed.closedAt, title: "待关闭召回" });

    // The same batch may be recalled again later.
    const { id: again } = await admin.recall.create.mutate(recall({ batchIds: [ids.b1], title: "再次召回" }));
    expect((await admin.recall.get.query({ id: again })).batches.map((batch) => batch.id)).toEqual([ids.b1]);
    // The close note belongs to closed recalls only.
    expect((await failure(admin.recall.updateCloseNote.mutate({ id: again, closeNote: "x" }))).message).toBe(
      "召回尚未关闭",
    );
  });

  it("edits an active recall, replacing its batches", async () => {
    const { id } = await admin.recall.create.mutate(recall({ batchIds: [ids.b1], title: "可编辑召回" }));
    await admin.recall.update.mutate({ id, data: recall({ batchIds: [ids.b1b], level: 1, title: "升级为一级" }) });
    const saved = await admin.recall.get.query({ id });
    expect(saved).toMatchObject({ level: 1, title: "升级为一级", status: "active" });
    expect(saved.batches.map((batch) => batch.id)).toEqual([ids.b1b]);
    const refused = await failure(admin.recall.update.mutate({ id, data: recall({ batchIds: [ids.b2] }) }));
    expect(refused.fieldErrors).toEqual({ batchIds: ["所选批次必须属于召回所属的企业"] });
    expect((await admin.recall.get.query({ id })).batches.map((batch) => batch.id)).toEqual([ids.b1b]);
  });

  it("filters by status, level, batch number, enterprise and start date, and sorts", async () => {
    await admin.recall.create.mutate(recall({ title: "一月召回", startDate: "2026-01-10", level: 3 }));
    const find = (filters: Record<string, unknown>) =>
      admin.recall.find.query({ page: 1, pageSize: 100, ...filters }).then((page) => page.items);
    const all = await find({});
    expect((await find({ status: "closed" })).map((item) => item.title)).toEqual(["待关闭召回"]);
    expect((await find({ status: "active" })).length).toBe(all.length - 1);
    expect((await find({ level: 3 })).map((item) => item.title)).toEqual(["一月召回"]);
    expect((await find({ batchNo: "b2-2026" })).map((item) => item.title)).toEqual(["苹果召回"]);
    expect((await find({ batchNo: "20260315" })).map((item) => item.title).sort()).toEqual(
      ["升级为一级", "待关闭召回", "樱桃番茄农残超标召回"].sort(),
    );
    expect((await find({ enterpriseId: ids.e2 })).map((item) => item.title)).toEqual(["苹果召回"]);
    expect((await find({ from: "2026-01-01", to: "2026-01-31" })).map((item) => item.title)).toEqual(["一月召回"]);
    expect((await find({ to: "2026-03-31" })).map((item) => item.title)).toEqual(["一月召回"]);
    const byLevel = await find({ sortBy: "level", sortDir: "asc" });
    expect(byLevel.map((item) => item.level)).toEqual([...byLevel.map((item) => item.level)].sort());
    expect(byLevel[0]?.level).toBe(1);
    expect((await failure(find({ from: "2026-02-01", to: "2026-01-01" }))).fieldErrors).toEqual({
      to: ["开始日期不能晚于结束日期"],
    });
  });

  it("exports the filtered list, within the member's scope", async () => {
    const url = (q: object) => `${server().url}/export/recalls?format=csv&q=${encodeURIComponent(JSON.stringify(q))}`;
    const cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
    const csv = await (await fetch(url({ status: "closed" }), { headers: { cookie } })).text();
    expect(csv.split("\r\n")[0]).toContain("标题,企业,级别,状态,开始日期,批次");
    expect(csv).toContain("待关闭召回");
    expect(csv).toContain("已关闭");
    expect(csv).not.toContain("苹果召回");
    const memberCookie = await loginCookie(server().url, "e1-recaller", "Recall-pass-123");
    const own = await (await fetch(url({}), { headers: { cookie: memberCookie } })).text();
    expect(own).toContain("自主召回");
    expect(own).not.toContain("苹果召回");
  });

  it("works the same over the legacy API, within the scope", async () => {
    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login("e1-recaller", "Recall-pass-123");
    const saved = await api.call("/api/recall/save", {
      batchIds: `${ids.b1},${ids.b1b}`,
      title: "接口召回",
      reason: "包装破损",
      level: "3",
      startDate: "2026-04-02",
      notice: "包装破损批次请退回。",
    });
    expect(saved.code).toBe("200");
    const id = String((saved.body as { id: number }).id);
    expect(
      (
        await api.call("/api/recall/save", {
          batchIds: String(ids.b2),
          title: "越权",
          reason: "x",
          level: "1",
          startDate: "2026-04-02",
          notice: "x",
        })
      ).code,
    ).toBe("201");
    expect(
      (
        await api.call("/api/recall/save", {
          batchIds: String(ids.b1),
          title: "x",
          reason: "x",
          level: "5",
          startDate: "2026-04-02",
          notice: "x",
        })
      ).code,
    ).toBe("201");
    const list = await api.call("/api/recall/list", { status: "active", pageSize: "100" });
    expect(list.code).toBe("200");
    const items = list.body as { enterprise: { id: number }; title: string }[];
    expect(items.every((item) => item.enterprise.id === ids.e1)).toBe(true);
    expect(items.map((item) => item.title)).toContain("接口召回");
    const theirs = await prisma.recall.findFirstOrThrow({ where: { enterpriseId: ids.e2 } });
    expect((await api.call("/api/recall/get", { id: String(theirs.id) })).code).toBe("206");
    expect((await api.call("/api/recall/close", { id: String(theirs.id), closeNote: "x" })).code).toBe("206");
    expect((await api.call("/api/recall/close", { id, closeNote: "已处理" })).code).toBe("200");
    const closed = await api.call("/api/recall/update", {
      id,
      batchIds: String(ids.b1),
      title: "改",
      reason: "x",
      level: "1",
      startDate: "2026-04-02",
      notice: "x",
    });
    expect(closed.code).toBe("202");
    expect((await api.call("/api/recall/closeNote", { id, closeNote: "已处理完毕" })).code).toBe("200");
    expect(await prisma.recall.findUniqueOrThrow({ where: { id: Number(id) } })).toMatchObject({
      status: "closed",
      closeNote: "已处理完毕",
      title: "接口召回",
    });
  });

  it("is refused without the keys", async () => {
    const viewer = await userWithKeys(server().url, admin, {
      username: "recall-viewer",
      perms: ["/recall/list"],
      enterpriseId: ids.e1,
    });
    expect((await viewer.recall.find.query({ page: 1, pageSize: 10 })).total).toBeGreaterThan(0);
    const before = await recallCounts();
    expect((await failure(viewer.recall.create.mutate(recall({ enterpriseId: null })))).appCode).toBe("FORBIDDEN");
    const own = await prisma.recall.findFirstOrThrow({ where: { enterpriseId: ids.e1, status: "active" } });
    expect((await failure(viewer.recall.close.mutate({ id: own.id, closeNote: null }))).appCode).toBe("FORBIDDEN");
    expect(await recallCounts()).toEqual(before);
  });
});

describe("work bench", () => {
  it("counts pending applications, active recalls and recent failed checks per role and scope", async () => {
    const member = createApiClient({ baseUrl: server().url });
    await member.auth.register.mutate({
      username: "13700009999",
      password: "Member-pass-1",
      password2: "Member-pass-1",
    });
    await member.auth.login.mutate({ username: "13700009999", password: "Member-pass-1" });
    const own = (await prisma.user.findUniqueOrThrow({ where: { username: "13700009999" } })).enterpriseId ?? 0;
    const goods = await fixtureGoods(own, "会员大米");
    const batch = await fixtureBatch(own, goods, "M-001");
    const application = (enterpriseId: number, goodsId: number, status: string) =>
      prisma.codeApplication.create({ data: { enterpriseId, goodsId, quantity: 100, status } });
    await application(own, goods, "pending");
    await application(own, goods, "approved");
    await application(ids.e1, ids.g1, "pending");
    await application(ids.e1, ids.g1, "rejected");
    await prisma.recall.create({
      data: {
        enterpriseId: own,
        title: "会员召回",
        reason: "x",
        level: 3,
        startDate: new Date("2026-04-01T00:00:00Z"),
        notice: "x",
        batches: { create: [{ batchId: batch }] },
      },
    });
    const day = (daysAgo: number) =>
      new Date(Date.now() + 8 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    const failedCheck = (enterpriseId: number, goodsId: number, checkDate: string, passed = false) =>
      prisma.qualityCheck.create({
        data: {
          enterpriseId,
          goodsId,
          organisation: "检测站",
          inspector: "甲",
          checkDate: new Date(`${checkDate}T00:00:00Z`),
          passed,
        },
      });
    await failedCheck(own, goods, day(0));
    await failedCheck(own, goods, day(45));
    await failedCheck(own, goods, day(3), true);
    await failedCheck(ids.e1, ids.g1, day(30));
    await failedCheck(ids.e1, ids.g1, day(31));

    const staff = await admin.work.getSummary.query();
    expect(staff.todo).toMatchObject({
      applicationsToExamine: 2,
      myApplicationsPending: null,
      activeRecalls: await prisma.recall.count({ where: { status: "active" } }),
      failedChecks: 2,
      failedChecksSince: day(30),
    });

    const mine = await member.work.getSummary.query();
    expect(mine.todo).toMatchObject({
      applicationsToExamine: null,
      myApplicationsPending: 1,
      activeRecalls: 1,
      failedChecks: 1,
    });

    // Without the recall and check lists there is nothing to count (and nothing revealed).
    const bare = await userWithKeys(server().url, admin, {
      username: "work-only",
      perms: ["/work"],
      enterpriseId: ids.e1,
    });
    expect((await bare.work.getSummary.query()).todo).toMatchObject({
      applicationsToExamine: null,
      myApplicationsPending: 1,
      activeRecalls: null,
      failedChecks: null,
    });
  });
});
