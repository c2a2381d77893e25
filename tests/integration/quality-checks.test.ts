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

// Quality spot checks: a batch or goods of one enterprise, tested items, a verdict, a report; a
// failed check of a batch starts a recall in the same transaction.

const server = useTestServer();
const CHECK_KEYS = ["/quality_check/list", "/quality_check/save", "/quality_check/update", "/quality_check/delete"];
let admin: ApiClient;
let scoped: ApiClient;
let checkerWithoutRecall: ApiClient;
let ids: { e1: number; e2: number; g1: number; g1b: number; g2: number; b1: number; b2: number };
let reportId: string;
let imageId: string;

const ok = { name: "铅（以Pb计）", standard: "≤0.2 mg/kg", result: "0.03 mg/kg", passed: true };
const bad = { name: "毒死蜱", standard: "≤0.5 mg/kg", result: "1.2 mg/kg", passed: false };

const check = (overrides: Record<string, unknown> = {}) => ({
  enterpriseId: null,
  batchId: ids.b1,
  goodsId: null,
  organisation: "寿光市农产品质量检测中心",
  inspector: "赵检",
  checkDate: "2026-04-03",
  items: [ok],
  passed: null,
  reportUploadId: null,
  note: "",
  startRecall: null,
  ...overrides,
});
const startRecall = { title: "毒死蜱超标召回", level: 1 as const, notice: "该批次番茄农残超标，请勿食用并联系退款。" };

beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  const e1 = await fixtureEnterprise("绿野蔬菜公司");
  const e2 = await fixtureEnterprise("青山果园");
  const g1 = await fixtureGoods(e1, "樱桃番茄");
  const g1b = await fixtureGoods(e1, "水果黄瓜");
  const g2 = await fixtureGoods(e2, "红富士苹果");
  ids = { e1, e2, g1, g1b, g2, b1: await fixtureBatch(e1, g1, "QC-B1"), b2: await fixtureBatch(e2, g2, "QC-B2") };
  scoped = await userWithKeys(server().url, admin, {
    username: "e1-checker",
    perms: [...CHECK_KEYS, "/recall/list", "/recall/save", "/quality_check/export"],
    enterpriseId: e1,
  });
  checkerWithoutRecall = await userWithKeys(server().url, admin, {
    username: "plain-checker",
    perms: CHECK_KEYS,
    enterpriseId: null,
  });
  reportId = (
    await prisma.upload.create({
      data: { id: "a".repeat(32), kind: "attach", originalName: "检测报告.pdf", mimeType: "application/pdf", size: 10 },
    })
  ).id;
  imageId = (
    await prisma.upload.create({
      data: { id: "b".repeat(32), kind: "image", originalName: "照片.png", mimeType: "image/png", size: 10 },
    })
  ).id;
});

describe("quality checks", () => {
  it("records a check of a batch: its goods and enterprise follow, the verdict follows the items", async () => {
    const { id, recallId } = await scoped.qualityCheck.create.mutate(
      check({ items: [ok, bad], reportUploadId: `/uploads/${reportId}` }),
    );
    expect(recallId).toBeNull();
    const saved = await scoped.qualityCheck.get.query({ id });
    expect(saved).toMatchObject({
      enterprise: { id: ids.e1 },
      batch: { id: ids.b1, batchNo: "QC-B1" },
      goods: { id: ids.g1, name: "樱桃番茄" },
      checkDate: "2026-04-03",
      passed: false,
      report: { id: reportId, url: `/uploads/${reportId}`, fileName: "检测报告.pdf" },
      recall: null,
      note: null,
    });
    expect(saved.items).toEqual([ok, bad]);
    // Staff may overrule the items' verdict.
    const { id: overruled } = await admin.qualityCheck.create.mutate(check({ items: [ok, bad], passed: true }));
    expect((await admin.qualityCheck.get.query({ id: overruled })).passed).toBe(true);
    // Goods alone name the enterprise too.
    const { id: byGoods } = await admin.qualityCheck.create.mutate(check({ batchId: null, goodsId: ids.g2 }));
    expect(await admin.qualityCheck.get.query({ id: byGoods })).toMatchObject({
      enterprise: { id: ids.e2 },
      batch: null,
      goods: { id: ids.g2 },
      passed: true,
    });
  });

  it("validates items, the batch or goods, one enterprise and the report, writing nothing", async () => {
    const before = await recallCounts();
    const fields = async (input: Record<string, unknown>, client: ApiClient = admin) =>
      (await failure(client.qualityCheck.create.mutate(check(input)))).fieldErrors;
    expect(await fields({ items: [] })).toEqual({ items: ["请至少填写一项检测项目"] });
    expect(await fields({ items: [{ name: " ", standard: "", result: "", passed: true }] })).toEqual({
      "items.0.name": ["请填写检测项目名称"],
      "items.0.result": ["请填写检测结果"],
    });
    expect(await fields({ items: [{ name: "铅", result: "0.1" }] })).toEqual({ "items.0.passed": ["此项为必填项"] });
    expect(await fields({ items: Array.from({ length: 51 }, () => ok) })).toEqual({ items: ["数量过多"] });
    expect(await fields({ batchId: null, goodsId: null, organisation: "", inspector: "" })).toEqual({
      batchId: ["请选择批次或商品"],
      organisation: ["请填写检测机构"],
      inspector: ["请填写检测人员"],
    });
    expect(await fields({ goodsId: ids.g1b })).toEqual({ goodsId: ["所选商品与批次的商品不一致"] });
    expect(await fields({ enterpriseId: ids.e2 })).toEqual({ batchId: ["批次和商品必须属于同一企业"] });
    expect(await fields({ reportUploadId: imageId })).toEqual({
      reportUploadId: ["检测报告文件不存在或类型不符，请重新上传"],
    });
    expect(await fields({ reportUploadId: "c".repeat(32) })).toEqual({
      reportUploadId: ["检测报告文件不存在或类型不符，请重新上传"],
    });
    expect(await fields({ reportUploadId: "../etc/passwd" })).toEqual({ reportUploadId: ["格式不正确"] });
    // A member cannot reach another enterprise's batch or goods.
    expect(await fields({ batchId: ids.b2 }, scoped)).toEqual({ batchId: ["所选的数据不存在，请刷新后重试"] });
    expect(await fields({ batchId: null, goodsId: ids.g2 }, scoped)).toEqual({
      goodsId: ["所选的数据不存在，请刷新后重试"],
    });
    expect(await recallCounts()).toEqual(before);
  });

  it("starts a recall of the failed batch in the same transaction", async () => {
    const before = await recallCounts();
    const { id, recallId } = await scoped.qualityCheck.create.mutate(check({ items: [ok, bad], startRecall }));
    expect(recallId).not.toBeNull();
    const recall = await admin.recall.get.query({ id: recallId ?? 0 });
    expect(recall).toMatchObject({
      enterprise: { id: ids.e1 },
      status: "active",
      level: 1,
      title: "毒死蜱超标召回",
      notice: startRecall.notice,
      qualityCheckIds: [id],
    });
    expect(recall.reason).toBe(
      "质量抽检不合格（寿光市农产品质量检测中心，2026-04-03）：毒死蜱：1.2 mg/kg（标准 ≤0.5 mg/kg）",
    );
    expect(recall.batches.map((batch) => batch.id)).toEqual([ids.b1]);
    expect((await scoped.qualityCheck.get.query({ id })).recall).toEqual({
      id: recallId,
      title: "毒死蜱超标召回",
      status: "active",
    });
    const after = await recallCounts();
    expect(after).toEqual({
      ...before,
      checks: before.checks + 1,
      recalls: before.recalls + 1,
      recallBatches: before.recallBatches + 1,
      operations: before.operations + 2,
    });
  });

  it("refuses a recall from a passing check, a check without a batch, or a user who may not recall: nothing written", async () => {
    const before = await recallCounts();
    const passing = await failure(scoped.qualityCheck.create.mutate(check({ items: [ok], startRecall })));
    expect(passing.fieldErrors).toEqual({ startRecall: ["只有不合格且指定了批次的抽检才能一键召回"] });
    // Failed items overruled to a pass: still a pass.
    expect(
      (await failure(admin.qualityCheck.create.mutate(check({ items: [bad], passed: true, startRecall })))).fieldErrors,
    ).toEqual({ startRecall: ["只有不合格且指定了批次的抽检才能一键召回"] });
    const goodsOnly = await failure(
      admin.qualityCheck.create.mutate(check({ batchId: null, goodsId: ids.g1, items: [bad], startRecall })),
    );
    expect(goodsOnly.fieldErrors).toEqual({ startRecall: ["只有不合格且指定了批次的抽检才能一键召回"] });
    const forbidden = await failure(
      checkerWithoutRecall.qualityCheck.create.mutate(check({ items: [bad], startRecall })),
    );
    expect(forbidden.appCode).toBe("FORBIDDEN");
    const badRecall = await failure(
      admin.qualityCheck.create.mutate(check({ items: [bad], startRecall: { ...startRecall, notice: "", level: 0 } })),
    );
    expect(badRecall.fieldErrors).toEqual({
      "startRecall.level": ["请选择召回级别（一级、二级或三级）"],
      "startRecall.notice": ["请填写面向消费者的召回公告"],
    });
    expect(await recallCounts()).toEqual(before);
  });

  it("starts a recall from an edited check; a refused one leaves the check as it was", async () => {
    const { id } = await admin.qualityCheck.create.mutate(check({ items: [ok], note: "初检" }));
    const before = await recallCounts();
    const refused = await failure(
      checkerWithoutRecall.qualityCheck.update.mutate({ id, data: check({ items: [bad], note: "复检", startRecall }) }),
    );
    expect(refused.appCode).toBe("FORBIDDEN");
    expect(await recallCounts()).toEqual(before);
    expect(await admin.qualityCheck.get.query({ id })).toMatchObject({ passed: true, note: "初检", recall: null });

    const { recallId } = await admin.qualityCheck.update.mutate({
      id,
      data: check({ items: [bad], note: "复检", startRecall: { ...startRecall, reason: "复检不合格" } }),
    });
    expect(await admin.qualityCheck.get.query({ id })).toMatchObject({
      passed: false,
      note: "复检",
      recall: { id: recallId },
    });
    expect((await admin.recall.get.query({ id: recallId ?? 0 })).reason).toBe("复检不合格");

    // The recall rests on this failure: the check cannot pass now, change batch, start a second recall or go.
    const locked = await failure(admin.qualityCheck.update.mutate({ id, data: check({ items: [ok] }) }));
    expect(locked.message).toBe("已发起召回的抽检不能改为合格，也不能更换批次");
    expect(
      (await failure(admin.qualityCheck.update.mutate({ id, data: check({ items: [bad], startRecall }) }))).fieldErrors,
    ).toEqual({ startRecall: ["该抽检已发起召回"] });
    expect((await failure(admin.qualityCheck.delete.mutate({ ids: [id] }))).message).toBe("该抽检已发起召回");
    // Other edits stay possible.
    await admin.qualityCheck.update.mutate({
      id,
      data: check({ items: [bad], note: "复检，报告已补", reportUploadId: reportId }),
    });
    expect((await admin.qualityCheck.get.query({ id })).recall?.id).toBe(recallId);
  });

  it("keeps members to their enterprise; deletes checks that started no recall", async () => {
    const { id: theirs } = await admin.qualityCheck.create.mutate(check({ batchId: ids.b2 }));
    const page = await scoped.qualityCheck.find.query({ page: 1, pageSize: 100 });
    expect(page.items.length).toBeGreaterThan(0);
    expect(page.items.every((item) => item.enterprise.id === ids.e1)).toBe(true);
    const before = await recallCounts();
    expect((await failure(scoped.qualityCheck.get.query({ id: theirs }))).appCode).toBe("NOT_FOUND");
    expect((await failure(scoped.qualityCheck.update.mutate({ id: theirs, data: check() }))).appCode).toBe("NOT_FOUND");
    expect((await failure(scoped.qualityCheck.delete.mutate({ ids: [theirs] }))).appCode).toBe("NOT_FOUND");
    expect(await recallCounts()).toEqual(before);
    expect(await admin.qualityCheck.delete.mutate({ ids: [theirs] })).toEqual({ deleted: 1 });
  });

  it("filters by enterprise, batch, goods, verdict and date, and exports", async () => {
    await admin.qualityCheck.create.mutate(check({ checkDate: "2026-01-05", organisation: "省农科院检测所" }));
    const find = (filters: Record<string, unknown>) =>
      admin.qualityCheck.find.query({ page: 1, pageSize: 100, ...filters }).then((page) => page.items);
    const all = await find({});
    expect((await find({ passed: false })).every((item) => !item.passed)).toBe(true);
    expect((await find({ passed: false })).length + (await find({ passed: true })).length).toBe(all.length);
    expect((await find({ enterpriseId: ids.e2 })).map((item) => item.goods?.id)).toEqual([ids.g2]);
    expect((await find({ goodsId: ids.g2 })).length).toBe(1);
    expect((await find({ batchId: ids.b1 })).every((item) => item.batch?.id === ids.b1)).toBe(true);
    expect((await find({ from: "2026-01-01", to: "2026-01-31" })).map((item) => item.organisation)).toEqual([
      "省农科院检测所",
    ]);
    expect((await find({ organisation: "农科院" })).length).toBe(1);
    const sorted = await find({ sortBy: "checkDate", sortDir: "asc" });
    expect(sorted[0]?.checkDate).toBe("2026-01-05");

    const cookie = await loginCookie(server().url, "e1-checker", "Recall-pass-123");
    const response = await fetch(
      `${server().url}/export/quality-checks?format=csv&q=${encodeURIComponent(JSON.stringify({ passed: false }))}`,
      { headers: { cookie } },
    );
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv.split("\r\n")[0]).toContain("抽检日期,企业,批次,商品,检测机构,检测人员,结论");
    expect(csv).toContain("毒死蜱：1.2 mg/kg / ≤0.5 mg/kg（不合格）");
    expect(csv).not.toContain("红富士苹果");
    expect(csv).not.toContain(",合格,");
  });

  it("works over the legacy API: items as JSON, one-step recall fields", async () => {
    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login("e1-checker", "Recall-pass-123");
    const form = {
      batchId: String(ids.b1),
      organisation: "接口检测站",
      inspector: "钱检",
      checkDate: "2026-04-05",
      items: JSON.stringify([bad]),
    };
    expect((await api.call("/api/quality_check/save", { ...form, items: "[{oops" })).code).toBe("201");
    expect((await api.call("/api/quality_check/save", { ...form, items: "[]" })).code).toBe("201");
    expect((await api.call("/api/quality_check/save", { ...form, batchId: String(ids.b2) })).code).toBe("201");
    const before = await recallCounts();
    const saved = await api.call("/api/quality_check/save", {
      ...form,
      recallTitle: "接口一键召回",
      recallLevel: "2",
      recallNotice: "请停止食用。",
    });
    expect(saved.code).toBe("200");
    const body = saved.body as { id: number; recallId: number };
    expect(await prisma.qualityCheck.findUniqueOrThrow({ where: { id: body.id } })).toMatchObject({
      passed: false,
      recallId: body.recallId,
    });
    expect((await recallCounts()).recalls).toBe(before.recalls + 1);
    const list = await api.call("/api/quality_check/list", { passed: "false", pageSize: "100" });
    expect((list.body as { organisation: string }[]).map((item) => item.organisation)).toContain("接口检测站");
    expect((await api.call("/api/quality_check/delete", { ids: String(body.id) })).code).toBe("202");
  });
});
