import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { runCodeGeneration, setCodeGenerationChunkSize } from "@suyuan/api/services/code-application/generation";
import { jobsIdle } from "@suyuan/api/services/jobs/job-queue";
import { formatTraceCodeGroups, isValidTraceCode } from "@suyuan/contracts/trace-code/trace-code";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobRun } from "../support/job-runs.ts";
import { LegacyClient } from "../support/legacy-client.ts";
import { sampleOf } from "../support/samples.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { failure } from "../support/failure.ts";

const server = useTestServer();
let admin: ApiClient;
let member: ApiClient;
let memberEnterprise: number;
let otherEnterprise: number;
let sellerEnterprise: number;
let classId: number;
let memberGoods: number;
let memberOtherGoods: number;
let otherGoods: number;
let sellerGoods: number;

const MEMBER = { username: "13700003333", password: "Member-pass-1" };

const goodsInput = (name: string, enterpriseId: number | null) =>
  sampleOf(RESOURCES.goods, { name, classId, enterpriseId });

/** Everything an application could write: applications, codes and the operation log. */
async function counts() {
  const [applications, codes] = await Promise.all([prisma.codeApplication.count(), prisma.traceCode.count()]);
  return { ...(await tableCounts()), applications, codes };
}

async function waitForGeneration(id: number) {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const row = await prisma.codeApplication.findUniqueOrThrow({ where: { id } });
    if (row.generationStatus === "done" || row.generationStatus === "failed") {
      // A failed job's partial codes are deleted after the status is set: wait for the worker.
      if (row.generationStatus === "failed") await waitForCleanup(id);
      await jobsIdle();
      return prisma.codeApplication.findUniqueOrThrow({ where: { id } });
    }
    if (Date.now() > deadline) throw new Error(`generation of ${id} did not finish: ${row.generationStatus}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A failed generation deletes its partial codes after the status is set (generated_count reaches 0). */
async function waitForCleanup(id: number) {
  const deadline = Date.now() + 90_000;
  while ((await prisma.codeApplication.findUniqueOrThrow({ where: { id } })).generatedCount > 0) {
    if (Date.now() > deadline) throw new Error(`partial codes of ${id} were not deleted`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function codesOf(applicationId: number) {
  return prisma.traceCode.findMany({ where: { applicationId }, orderBy: { serial: "asc" } });
}

/** Exactly serials 1..n, n distinct codes that all pass the check symbol. */
function expectExactCodes(codes: { serial: number; code: string }[], n: number) {
  expect(codes).toHaveLength(n);
  expect(codes.every((row, index) => row.serial === index + 1)).toBe(true);
  expect(new Set(codes.map((row) => row.code)).size).toBe(n);
  expect(codes.every((row) => isValidTraceCode(row.code))).toBe(true);
}

const apply = (goodsId: number, quantity: number, overrides: Record<string, unknown> = {}) => ({
  enterpriseId: null,
  goodsId,
  quantity,
  reason: "春季新茶上市，需要贴码",
  ...overrides,
});

beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  member = createApiClient({ baseUrl: server().url });
  await member.auth.register.mutate({ ...MEMBER, password2: MEMBER.password });
  await member.auth.login.mutate(MEMBER);
  memberEnterprise = (await prisma.user.findUniqueOrThrow({ where: { username: MEMBER.username } })).enterpriseId ?? 0;
  await member.enterprise.updateMine.mutate(sampleOf(RESOURCES.enterprise, { name: "云雾茶业" }, { unique: 61 }));
  otherEnterprise = (
    await admin.enterprise.create.mutate(sampleOf(RESOURCES.enterprise, { name: "他家茶厂" }, { unique: 62 }))
  ).id;
  sellerEnterprise = (
    await admin.enterprise.create.mutate(
      sampleOf(RESOURCES.enterprise, { name: "城南超市", type: "sales" }, { unique: 63 }),
    )
  ).id;
  classId = (await admin.goodsClass.create.mutate({ parentId: null, name: "茶叶", sort: 1 })).id;
  memberGoods = (await member.goods.create.mutate(goodsInput("明前龙井", null))).id;
  memberOtherGoods = (await admin.goods.create.mutate(goodsInput("雨前龙井", memberEnterprise))).id;
  otherGoods = (await admin.goods.create.mutate(goodsInput("他家红茶", otherEnterprise))).id;
  sellerGoods = (await admin.goods.create.mutate(goodsInput("超市白茶", sellerEnterprise))).id;
});

afterAll(async () => {
  // Nothing may still write when the database closes.
  await jobsIdle();
  setCodeGenerationChunkSize(undefined);
});

describe("applying", () => {
  it("lets only an approved enterprise apply, for its own approved goods; refusals write nothing", async () => {
    const before = await counts();
    // The member's enterprise is still pending.
    const pending = await failure(member.codeApplication.create.mutate(apply(memberOtherGoods, 100)));
    expect(pending.fieldErrors).toEqual({ enterpriseId: ["企业尚未通过审核，不能申请溯源码"] });
    await admin.enterprise.check.mutate({ id: memberEnterprise, approve: true, opinion: "" });
    // The member's own goods are pending until examined.
    const goodsPending = await failure(member.codeApplication.create.mutate(apply(memberGoods, 100)));
    expect(goodsPending.fieldErrors).toEqual({ goodsId: ["只能为本企业已审核通过的商品申请溯源码"] });
    // Another enterprise's goods, or applying in another enterprise's name.
    expect((await failure(member.codeApplication.create.mutate(apply(otherGoods, 100)))).fieldErrors).toEqual({
      goodsId: ["只能为本企业已审核通过的商品申请溯源码"],
    });
    expect(
      (await failure(member.codeApplication.create.mutate(apply(otherGoods, 100, { enterpriseId: otherEnterprise }))))
        .appCode,
    ).toBe("NOT_FOUND");
    // Staff must name the enterprise, and the goods must be that enterprise's.
    expect((await failure(admin.codeApplication.create.mutate(apply(otherGoods, 100)))).fieldErrors).toEqual({
      enterpriseId: ["此项为必填项"],
    });
    expect(
      (
        await failure(
          admin.codeApplication.create.mutate(apply(memberOtherGoods, 100, { enterpriseId: otherEnterprise })),
        )
      ).fieldErrors,
    ).toEqual({ goodsId: ["只能为本企业已审核通过的商品申请溯源码"] });
    const after = await counts();
    // Only the enterprise approval above wrote (one operation-log entry).
    expect({ ...after, operations: after.operations - 1 }).toEqual(before);
    await admin.goods.examine.mutate({ id: memberGoods, approve: true, opinion: "" });
  });

  it("takes 1 to 1,000,000 codes and a reason; anything else is refused per field", async () => {
    const before = await counts();
    for (const quantity of [0, -5, 1_000_001, 2.5]) {
      const refused = await failure(member.codeApplication.create.mutate(apply(memberGoods, quantity)));
      expect(refused.fieldErrors, String(quantity)).toEqual({
        quantity: ["申请数量应为 1 到 1000000 之间的整数"],
      });
    }
    expect(
      (await failure(member.codeApplication.create.mutate(apply(memberGoods, 10, { reason: " " })))).fieldErrors,
    ).toEqual({ reason: ["请填写申请理由"] });
    expect(await counts()).toEqual(before);
    const { id: smallest } = await member.codeApplication.create.mutate(apply(memberGoods, 1));
    const { id: largest } = await member.codeApplication.create.mutate(apply(memberGoods, 1_000_000));
    expect((await member.codeApplication.get.query({ id: largest })).quantity).toBe(1_000_000);
    await member.codeApplication.delete.mutate({ ids: [smallest, largest] });
  });

  it("records sales and circulation enterprises as sellers, listed on the seller list", async () => {
    const { id } = await admin.codeApplication.create.mutate(
      apply(sellerGoods, 50, { enterpriseId: sellerEnterprise }),
    );
    const { id: own } = await member.codeApplication.create.mutate(apply(memberGoods, 20));
    expect((await admin.codeApplication.get.query({ id })).applicantKind).toBe("seller");
    expect((await member.codeApplication.get.query({ id: own })).applicantKind).toBe("enterprise");
    const sellers = await admin.codeApplication.findSeller.query({ page: 1, pageSize: 10 });
    expect(sellers.items.map((item) => item.id)).toEqual([id]);
    const all = await admin.codeApplication.find.query({ page: 1, pageSize: 10 });
    expect(all.items.map((item) => item.id)).toEqual([own, id]);
    expect((await admin.codeApplication.find.query({ applicantKind: "enterprise", page: 1, pageSize: 10 })).total).toBe(
      1,
    );
    // A member sees only their own enterprise's applications.
    expect((await member.codeApplication.find.query({ page: 1, pageSize: 10 })).items.map((item) => item.id)).toEqual([
      own,
    ]);
    expect((await failure(member.codeApplication.get.query({ id }))).appCode).toBe("NOT_FOUND");
    // The form's choices: approved goods of the member's enterprise only.
    const choices = await member.codeApplication.findChoices.query({ kind: "goods" });
    expect(choices.map((choice) => choice.name).sort()).toEqual(["明前龙井", "雨前龙井"]);
    expect(await member.codeApplication.findChoices.query({ kind: "goods", enterpriseId: otherEnterprise })).toEqual(
      [],
    );
    await member.codeApplication.delete.mutate({ ids: [own] });
    await admin.codeApplication.delete.mutate({ ids: [id] });
  });
});

describe("examining", () => {
  it("edits and deletes only pending applications; a reject needs an opinion; rejected ones have no codes", async () => {
    const { id } = await member.codeApplication.create.mutate(apply(memberGoods, 30));
    await member.codeApplication.update.mutate({ id, data: apply(memberOtherGoods, 40, { reason: "改为雨前" }) });
    expect(await member.codeApplication.get.query({ id })).toMatchObject({
      quantity: 40,
      goods: { id: memberOtherGoods },
    });
    // A member cannot examine.
    expect((await failure(member.codeApplication.examine.mutate({ id, approve: true, opinion: "" }))).appCode).toBe(
      "FORBIDDEN",
    );
    const before = await counts();
    expect(
      (await failure(admin.codeApplication.examine.mutate({ id, approve: false, opinion: "  " }))).fieldErrors,
    ).toEqual({ opinion: ["驳回时请填写审核意见"] });
    expect(await counts()).toEqual(before);
    await admin.codeApplication.examine.mutate({ id, approve: false, opinion: "数量与产量不符" });
    const rejected = await member.codeApplication.get.query({ id });
    expect(rejected).toMatchObject({
      status: "rejected",
      examineOpinion: "数量与产量不符",
      generationStatus: "none",
      generatedCount: 0,
      examiner: { username: TEST_ADMIN.username },
    });
    await jobsIdle();
    expect(await prisma.traceCode.count({ where: { applicationId: id } })).toBe(0);
    const afterReject = await counts();
    expect((await failure(admin.codeApplication.examine.mutate({ id, approve: true, opinion: "" }))).message).toBe(
      "只能审核待审核的记录",
    );
    expect((await failure(member.codeApplication.update.mutate({ id, data: apply(memberGoods, 5) }))).message).toBe(
      "只能修改或删除待审核的申请",
    );
    expect((await failure(member.codeApplication.delete.mutate({ ids: [id] }))).message).toBe(
      "只能修改或删除待审核的申请",
    );
    expect(await counts()).toEqual(afterReject);
    // A pending application has no codes either, and can be withdrawn.
    const { id: pending } = await member.codeApplication.create.mutate(apply(memberGoods, 10));
    expect(await prisma.traceCode.count({ where: { applicationId: pending } })).toBe(0);
    expect(await member.codeApplication.delete.mutate({ ids: [pending] })).toEqual({ deleted: 1 });
  });
});

describe("generation", () => {
  let generated: number;

  it("writes exactly N unique valid codes in chunks after approval, showing progress", async () => {
    setCodeGenerationChunkSize(2_000);
    const { id } = await member.codeApplication.create.mutate(apply(memberGoods, 25_000));
    await admin.codeApplication.examine.mutate({ id, approve: true, opinion: "同意" });
    // Approval answers at once; the worker writes in the background and get shows the progress.
    const seen = new Set<number>();
    for (let polls = 0; polls < 2_000; polls++) {
      const state = await member.codeApplication.get.query({ id });
      seen.add(state.generatedCount);
      if (state.generationStatus === "done") break;
      expect(["queued", "generating"]).toContain(state.generationStatus);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const row = await waitForGeneration(id);
    expect(row).toMatchObject({ generationStatus: "done", generatedCount: 25_000, jobToken: null });
    expect(row.generatedAt).toBeInstanceOf(Date);
    // Requests were answered while the codes were being written, and progress moved in whole chunks.
    expect([...seen].some((count) => count > 0 && count < 25_000)).toBe(true);
    for (const count of seen) expect(count % 2_000 === 0 || count === 25_000, String(count)).toBe(true);
    expectExactCodes(await codesOf(id), 25_000);
    const log = await prisma.operationLog.findFirst({
      where: { resource: "code-application", operation: "generate-codes", targetId: String(id) },
    });
    expect(log?.outcome).toBe("success");
    generated = id;
  });

  it("resumes after a crash from the last whole chunk, keeping codes invisible until done", async () => {
    setCodeGenerationChunkSize(2_000);
    // The test runs the job itself first, as a worker of another process would.
    await server().stopJobs();
    const { id } = await member.codeApplication.create.mutate(apply(memberGoods, 25_000));
    await admin.codeApplication.examine.mutate({ id, approve: true, opinion: "" });
    expect((await member.codeApplication.get.query({ id })).generationStatus).toBe("queued");
    // A run stops after three chunks, as when its process dies between chunks.
    const crash = new AbortController();
    const result = await runCodeGeneration(id, jobRun({ signal: crash.signal }), {
      onChunk: (count) => {
        if (count >= 6_000) crash.abort();
      },
    });
    expect(result).toBe("continue");
    const halfway = await member.codeApplication.get.query({ id });
    expect(halfway).toMatchObject({ generationStatus: "generating", generatedCount: 6_000 });
    const partial = await codesOf(id);
    expectExactCodes(partial, 6_000);
    // Nobody sees or uses the partial codes.
    expect((await member.codeApplication.findCodes.query({ id, page: 1, pageSize: 10 })).items).toEqual([]);
    const batch = await prisma.batch.create({
      data: { enterpriseId: memberEnterprise, goodsId: memberGoods, batchNo: "CRASH-1", productionDate: new Date() },
    });
    expect(
      (await failure(member.codeApplication.bindCodes.mutate({ id, batchId: batch.id, mode: "all" }))).message,
    ).toBe("溯源码尚未生成完成");
    const download = await fetch(`${server().url}/download/trace-codes/${id}?format=csv`, {
      headers: { cookie: await cookieOf(MEMBER.username, MEMBER.password) },
    });
    expect(download.status).toBe(412);
    // The job queue's worker takes the job and continues after the last whole chunk.
    await server().startJobs();
    const row = await waitForGeneration(id);
    expect(row).toMatchObject({ generationStatus: "done", generatedCount: 25_000 });
    const codes = await codesOf(id);
    expectExactCodes(codes, 25_000);
    expect(codes.slice(0, 6_000).map((c) => c.code)).toEqual(partial.map((c) => c.code));
    const log = await prisma.operationLog.findFirst({
      where: { resource: "code-application", operation: "generate-codes", targetId: String(id) },
    });
    expect(log?.detail).toMatchObject({ resumedFrom: 6_000 });
    // Codes of different applications never repeat (the code is the key).
    const first = await codesOf(generated);
    const all = new Set([...first, ...codes].map((c) => c.code));
    expect(all.size).toBe(50_000);
  });

  it("runs every queued job once; a run that another run took over writes nothing more", async () => {
    setCodeGenerationChunkSize(1_000);
    const ids: number[] = [];
    for (const quantity of [3_000, 2_000, 1_500]) {
      const { id } = await member.codeApplication.create.mutate(apply(memberGoods, quantity));
      await admin.codeApplication.examine.mutate({ id, approve: true, opinion: "" });
      ids.push(id);
    }
    for (const [index, id] of ids.entries()) {
      expect((await waitForGeneration(id)).generationStatus).toBe("done");
      expectExactCodes(await codesOf(id), [3_000, 2_000, 1_500][index]!);
    }

    // A run stalls after its first chunk while another run takes the job over (as after its
    // expiry) and finishes it; the stalled run's next chunk is refused.
    await server().stopJobs();
    const idle = (await admin.system.fleet.query()).jobs.find((job) => job.kind === "codeGeneration");
    const { id } = await member.codeApplication.create.mutate(apply(memberGoods, 2_500));
    await admin.codeApplication.examine.mutate({ id, approve: true, opinion: "" });
    // The fleet view counts the queued job as the queue does, while no worker takes it.
    const queued = (await admin.system.fleet.query()).jobs.find((job) => job.kind === "codeGeneration");
    expect(queued).toMatchObject({ waiting: (idle?.waiting ?? 0) + 1, retrying: 0, running: 0 });
    let takenOver = false;
    const stalled = await runCodeGeneration(id, jobRun(), {
      onChunk: async () => {
        if (takenOver) return;
        takenOver = true;
        expect(await runCodeGeneration(id, jobRun())).toBe("done");
      },
    });
    expect(stalled).toBe("lost");
    expectExactCodes(await codesOf(id), 2_500);
    await server().startJobs();
  });

  it("marks a fatal error failed and deletes the partial codes; an administrator's retry generates all", async () => {
    setCodeGenerationChunkSize(1_000);
    const { id } = await member.codeApplication.create.mutate(apply(memberGoods, 5_000));
    // The database refuses serials past 3,000 of this application, as a broken disk might.
    await prisma.$executeRawUnsafe(`CREATE FUNCTION test_refuse_codes() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.application_id = ${id} AND NEW.serial > 3000 THEN RAISE EXCEPTION 'disk full (simulated)'; END IF;
        RETURN NEW;
      END $$`);
    await prisma.$executeRawUnsafe(
      `CREATE TRIGGER test_refuse_codes BEFORE INSERT ON trace_code FOR EACH ROW EXECUTE FUNCTION test_refuse_codes()`,
    );
    try {
      await admin.codeApplication.examine.mutate({ id, approve: true, opinion: "" });
      const row = await waitForGeneration(id);
      expect(row).toMatchObject({ generationStatus: "failed", generatedCount: 0, jobToken: null });
      expect(row.generationError).toContain("disk full (simulated)");
      expect(await prisma.traceCode.count({ where: { applicationId: id } })).toBe(0);
    } finally {
      await prisma.$executeRawUnsafe(`DROP TRIGGER test_refuse_codes ON trace_code`);
      await prisma.$executeRawUnsafe(`DROP FUNCTION test_refuse_codes()`);
    }
    // Only administrators retry, and only failed generations.
    expect((await failure(member.codeApplication.retryGeneration.mutate({ id }))).appCode).toBe("FORBIDDEN");
    expect((await failure(admin.codeApplication.retryGeneration.mutate({ id: generated }))).message).toBe(
      "只有生成失败的申请可以重新生成",
    );
    await admin.codeApplication.retryGeneration.mutate({ id });
    expect((await waitForGeneration(id)).generationStatus).toBe("done");
    expectExactCodes(await codesOf(id), 5_000);
    setCodeGenerationChunkSize(2_000);
  });

  it("pages through codes by serial for the view page", async () => {
    const page = await member.codeApplication.findCodes.query({ id: generated, page: 2_500, pageSize: 10 });
    expect(page.total).toBe(25_000);
    expect(page.items.map((item) => item.serial)).toEqual([
      24_991, 24_992, 24_993, 24_994, 24_995, 24_996, 24_997, 24_998, 24_999, 25_000,
    ]);
    const code = page.items[0]!.code;
    const found = await member.codeApplication.findCodes.query({
      id: generated,
      page: 1,
      pageSize: 10,
      code: code.toLowerCase(),
    });
    expect(found.items.map((item) => item.serial)).toEqual([24_991]);
  });

  describe("binding", () => {
    let batchA: number;
    let batchB: number;

    beforeAll(async () => {
      const batch = (batchNo: string, goodsId = memberGoods, enterpriseId = memberEnterprise) =>
        prisma.batch.create({ data: { enterpriseId, goodsId, batchNo, productionDate: new Date("2026-04-01") } });
      batchA = (await batch("LJ-2026-A")).id;
      batchB = (await batch("LJ-2026-B")).id;
    });

    const boundTo = (batchId: number) => prisma.traceCode.count({ where: { applicationId: generated, batchId } });

    it("binds a serial range, then a list of codes typed any Crockford way", async () => {
      expect(
        await member.codeApplication.bindCodes.mutate({
          id: generated,
          batchId: batchA,
          mode: "range",
          fromSerial: 1,
          toSerial: 100,
        }),
      ).toEqual({ bound: 100 });
      const codes = (await codesOf(generated)).slice(100, 105).map((row) => row.code);
      const typed = [
        formatTraceCodeGroups(codes[0]!).toLowerCase(),
        codes[1]!,
        `${server().url}/t/${codes[2]!}`,
        codes[3]!,
        codes[4]!,
      ];
      expect(
        await member.codeApplication.bindCodes.mutate({ id: generated, batchId: batchA, mode: "list", codes: typed }),
      ).toEqual({ bound: 5 });
      expect(await boundTo(batchA)).toBe(105);
      const detail = await member.codeApplication.get.query({ id: generated });
      expect(detail.boundCount).toBe(105);
      expect(detail.bindings).toEqual([
        { batch: { id: batchA, batchNo: "LJ-2026-A" }, count: 105, fromSerial: 1, toSerial: 105 },
      ]);
      const log = await prisma.operationLog.findFirst({
        where: { operation: "bind-codes", targetId: String(generated) },
        orderBy: { id: "desc" },
      });
      expect(log?.detail).toMatchObject({ mode: "list", count: 5, batchId: batchA });
    });

    it("refuses bad, foreign and already-bound codes, naming them, and writes nothing", async () => {
      const before = { ...(await counts()), a: await boundTo(batchA), b: await boundTo(batchB) };
      const mine = (await codesOf(generated)).slice(200, 202).map((row) => row.code);
      const wrongCheck = `${mine[0]!.slice(0, 13)}${mine[0]!.at(-1) === "0" ? "1" : "0"}`;
      const invalid = await failure(
        member.codeApplication.bindCodes.mutate({
          id: generated,
          batchId: batchA,
          mode: "list",
          codes: [mine[1]!, wrongCheck, "hello"],
        }),
      );
      expect(invalid.message).toBe(`以下溯源码无效（请检查输入）：${wrongCheck}, hello`);
      expect(invalid.fieldErrors).toHaveProperty("codes");
      const foreignCode = (await prisma.traceCode.findFirstOrThrow({ where: { applicationId: { not: generated } } }))
        .code;
      const foreign = await failure(
        member.codeApplication.bindCodes.mutate({
          id: generated,
          batchId: batchA,
          mode: "list",
          codes: [mine[1]!, foreignCode],
        }),
      );
      expect(foreign.message).toBe(`以下溯源码不属于本申请：${foreignCode}`);
      // Serials 50..150 overlap the codes bound to A: moving them to B needs the flag.
      const taken = await failure(
        member.codeApplication.bindCodes.mutate({
          id: generated,
          batchId: batchB,
          mode: "range",
          fromSerial: 50,
          toSerial: 150,
        }),
      );
      expect(taken.message).toMatch(/^以下溯源码已绑定批次，如需改绑请勾选“改绑”：/);
      expect(taken.message).toContain((await codesOf(generated))[49]!.code);
      expect(
        (
          await failure(
            member.codeApplication.bindCodes.mutate({
              id: generated,
              batchId: batchB,
              mode: "range",
              fromSerial: 1,
              toSerial: 25_001,
            }),
          )
        ).fieldErrors,
      ).toEqual({ toSerial: ["序号超出范围（1 到 25000）"] });
      expect(
        (
          await failure(
            member.codeApplication.bindCodes.mutate({
              id: generated,
              batchId: batchB,
              mode: "range",
              fromSerial: 9,
              toSerial: 2,
            }),
          )
        ).fieldErrors,
      ).toEqual({ toSerial: ["起始序号不能大于结束序号"] });
      expect(
        (
          await failure(
            member.codeApplication.bindCodes.mutate({ id: generated, batchId: batchB, mode: "list", codes: [] }),
          )
        ).fieldErrors,
      ).toEqual({ codes: ["请填写要绑定的溯源码"] });
      expect({ ...(await counts()), a: await boundTo(batchA), b: await boundTo(batchB) }).toEqual(before);
    });

    it("refuses batches of other goods or other enterprises", async () => {
      const otherGoodsBatch = await prisma.batch.create({
        data: {
          enterpriseId: memberEnterprise,
          goodsId: memberOtherGoods,
          batchNo: "YQ-1",
          productionDate: new Date(),
        },
      });
      const theirBatch = await prisma.batch.create({
        data: { enterpriseId: otherEnterprise, goodsId: otherGoods, batchNo: "HC-1", productionDate: new Date() },
      });
      expect(
        (
          await failure(
            member.codeApplication.bindCodes.mutate({ id: generated, batchId: otherGoodsBatch.id, mode: "all" }),
          )
        ).fieldErrors,
      ).toEqual({ batchId: ["只能绑定到同一企业、同一商品的批次"] });
      expect(
        (await failure(member.codeApplication.bindCodes.mutate({ id: generated, batchId: theirBatch.id, mode: "all" })))
          .fieldErrors,
      ).toEqual({ batchId: ["所选的数据不存在，请刷新后重试"] });
      expect(
        (await failure(admin.codeApplication.bindCodes.mutate({ id: generated, batchId: theirBatch.id, mode: "all" })))
          .fieldErrors,
      ).toEqual({ batchId: ["只能绑定到同一企业、同一商品的批次"] });
    });

    it("re-binds only when asked, then binds all the rest", async () => {
      expect(
        await member.codeApplication.bindCodes.mutate({
          id: generated,
          batchId: batchB,
          mode: "range",
          fromSerial: 50,
          toSerial: 150,
          rebind: true,
        }),
      ).toEqual({ bound: 101 });
      expect(await boundTo(batchA)).toBe(49);
      expect(await boundTo(batchB)).toBe(101);
      // "All" without the flag is refused while some codes sit on another batch...
      expect(
        (await failure(member.codeApplication.bindCodes.mutate({ id: generated, batchId: batchB, mode: "all" })))
          .message,
      ).toMatch(/^以下溯源码已绑定批次/);
      // ...and with it, moves every code in one statement.
      expect(
        await member.codeApplication.bindCodes.mutate({ id: generated, batchId: batchB, mode: "all", rebind: true }),
      ).toEqual({
        bound: 25_000,
      });
      expect(await boundTo(batchB)).toBe(25_000);
      const detail = await member.codeApplication.get.query({ id: generated });
      expect(detail.bindings).toEqual([
        { batch: { id: batchB, batchNo: "LJ-2026-B" }, count: 25_000, fromSerial: 1, toSerial: 25_000 },
      ]);
    });
  });
});

async function cookieOf(username: string, password: string): Promise<string> {
  const response = await fetch(`${server().url}/trpc/auth.login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ json: { username, password } }),
  });
  return (response.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
}

describe("scope and the legacy API", () => {
  it("keeps a member away from another enterprise's application, over tRPC and the legacy API", async () => {
    setCodeGenerationChunkSize(2_000);
    const { id } = await admin.codeApplication.create.mutate(apply(otherGoods, 10, { enterpriseId: otherEnterprise }));
    await admin.codeApplication.examine.mutate({ id, approve: true, opinion: "" });
    await waitForGeneration(id);
    const before = await counts();
    expect((await failure(member.codeApplication.get.query({ id }))).appCode).toBe("NOT_FOUND");
    expect((await failure(member.codeApplication.update.mutate({ id, data: apply(memberGoods, 5) }))).appCode).toBe(
      "NOT_FOUND",
    );
    expect((await failure(member.codeApplication.delete.mutate({ ids: [id] }))).appCode).toBe("NOT_FOUND");
    expect((await failure(member.codeApplication.findCodes.query({ id, page: 1, pageSize: 10 }))).appCode).toBe(
      "NOT_FOUND",
    );
    const batch = await prisma.batch.findFirstOrThrow({
      where: { enterpriseId: memberEnterprise, goodsId: memberGoods },
    });
    expect(
      (await failure(member.codeApplication.bindCodes.mutate({ id, batchId: batch.id, mode: "all" }))).appCode,
    ).toBe("NOT_FOUND");
    const download = await fetch(`${server().url}/download/trace-codes/${id}?format=csv`, {
      headers: { cookie: await cookieOf(MEMBER.username, MEMBER.password) },
    });
    expect(download.status).toBe(404);
    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login(MEMBER.username, MEMBER.password);
    expect((await api.call("/api/apply/get", { id: String(id) })).code).toBe("206");
    expect((await api.call("/api/apply/bindingCode", { id: String(id), batchId: String(batch.id) })).code).toBe("206");
    expect((await api.call("/api/apply/download", { id: String(id), format: "csv" })).code).toBe("206");
    const list = await api.call("/api/apply/list", { pageNo: "1", pageSize: "50" });
    expect(
      (list.body as { enterprise: { id: number } }[]).every((item) => item.enterprise.id === memberEnterprise),
    ).toBe(true);
    // The member's sessions and the legacy logins write; the application and codes do not change.
    const after = await counts();
    expect({ applications: after.applications, codes: after.codes }).toEqual({
      applications: before.applications,
      codes: before.codes,
    });
  });

  it("applies, examines and binds over the legacy API with form fields", async () => {
    // Chunks sized by time, as a server without CODE_GENERATION_CHUNK_SIZE runs them.
    setCodeGenerationChunkSize(undefined);
    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login(MEMBER.username, MEMBER.password);
    const bad = await api.call("/api/apply/save", { goodsId: String(memberGoods), quantity: "abc", reason: "x" });
    expect(bad.code).toBe("201");
    const saved = await api.call("/api/apply/save", { goodsId: String(memberGoods), quantity: "12", reason: "补码" });
    expect(saved.code).toBe("200");
    const id = (saved.body as { id: number }).id;
    const staff = new LegacyClient(server().url, TEST_LEGACY);
    await staff.login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect((await staff.call("/api/apply/examine", { id: String(id), approve: "0" })).code).toBe("201");
    expect((await staff.call("/api/apply/examine", { id: String(id), approve: "1" })).code).toBe("200");
    await waitForGeneration(id);
    const codes = await codesOf(id);
    const batch = await prisma.batch.findFirstOrThrow({ where: { batchNo: "LJ-2026-A" } });
    const bound = await api.call("/api/apply/bindingCode", {
      id: String(id),
      batchId: String(batch.id),
      codes: `${codes[0]!.code}, ${codes[1]!.code.toLowerCase()}\n${codes[2]!.code}`,
    });
    expect(bound).toMatchObject({ code: "200", body: { bound: 3 } });
    const ranged = await api.call("/api/apply/bindingCode", {
      id: String(id),
      batchId: String(batch.id),
      fromSerial: "4",
      toSerial: "12",
    });
    expect(ranged).toMatchObject({ code: "200", body: { bound: 9 } });
    expect(await prisma.traceCode.count({ where: { applicationId: id, batchId: batch.id } })).toBe(12);
    const view = await api.call("/api/apply/view", { id: String(id) });
    expect(view.body).toMatchObject({ generationStatus: "done", generatedCount: 12, boundCount: 12 });
  });
});
