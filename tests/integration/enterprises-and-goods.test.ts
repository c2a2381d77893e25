import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import { changesHeard } from "../support/change-notices.ts";
import { LegacyClient } from "../support/legacy-client.ts";
import { creditCode, ean13 } from "../support/master-data.ts";
import { sampleOf } from "../support/samples.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { failure } from "../support/failure.ts";

const server = useTestServer();
let admin: ApiClient;
let member: ApiClient;
let memberEnterpriseId: number;
let vegetables: number;
let leafy: number;

const goods = (overrides: Record<string, unknown> = {}) => ({
  name: "有机菠菜",
  classId: leafy,
  enterpriseId: null,
  specification: "500g/袋",
  unit: "袋",
  shelfLifeDays: 7,
  originProvince: "330000",
  originCity: "330100",
  originCounty: "330106",
  brand: "绿源",
  barcode: "",
  images: [],
  description: null,
  ...overrides,
});

beforeAll(async () => {
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  member = createApiClient({ baseUrl: server().url });
  await member.auth.register.mutate({ username: "13700001111", password: "Member-pass-1", password2: "Member-pass-1" });
  await member.auth.login.mutate({ username: "13700001111", password: "Member-pass-1" });
  memberEnterpriseId = (await prisma.user.findUniqueOrThrow({ where: { username: "13700001111" } })).enterpriseId ?? 0;
  vegetables = (await admin.goodsClass.create.mutate({ parentId: null, name: "蔬菜", sort: 1 })).id;
  leafy = (await admin.goodsClass.create.mutate({ parentId: vegetables, name: "叶菜类", sort: 1 })).id;
});

describe("enterprises", () => {
  it("gives a self-registered member a pending enterprise of their own to complete", async () => {
    expect((await member.auth.getMe.query()).enterpriseId).toBe(memberEnterpriseId);
    expect((await admin.auth.getMe.query()).enterpriseId).toBeNull();
    const mine = await member.enterprise.getMine.query();
    expect(mine).toMatchObject({ id: memberEnterpriseId, status: "pending", name: "待完善企业（13700001111）" });
    await member.enterprise.updateMine.mutate(
      sampleOf(RESOURCES.enterprise, { name: "绿源蔬菜合作社", type: "cooperative" }, { unique: 1 }),
    );
    expect((await member.enterprise.getMine.query())?.name).toBe("绿源蔬菜合作社");
  });

  it("validates the credit code checksum, phone and type per field, writing nothing", async () => {
    const before = await tableCounts();
    const bad = await failure(
      admin.enterprise.create.mutate({
        ...sampleOf(RESOURCES.enterprise, {}, { unique: 2 }),
        creditCode: "91330100MA00000029",
        phone: "12345",
        name: "",
      }),
    );
    expect(bad.fieldErrors).toEqual({
      name: ["请填写名称"],
      creditCode: ["请填写正确的18位统一社会信用代码"],
      phone: ["请填写正确的电话号码"],
    });
    expect(await tableCounts()).toEqual(before);
    const taken = await failure(admin.enterprise.create.mutate(sampleOf(RESOURCES.enterprise, {}, { unique: 1 })));
    expect(taken.fieldErrors).toEqual({ creditCode: ["该统一社会信用代码已登记"] });
  });

  it("creates approved enterprises for examiners, lists with filters, and checks pending ones", async () => {
    const { id } = await admin.enterprise.create.mutate(
      sampleOf(RESOURCES.enterprise, { name: "青山茶业" }, { unique: 3 }),
    );
    expect((await admin.enterprise.get.query({ id })).status).toBe("approved");
    const pending = await admin.enterprise.find.query({ status: "pending", page: 1, pageSize: 10 });
    expect(pending.items.map((item) => item.id)).toEqual([memberEnterpriseId]);
    expect(
      (await failure(admin.enterprise.check.mutate({ id: memberEnterpriseId, approve: false, opinion: "" })))
        .fieldErrors,
    ).toEqual({
      opinion: ["驳回时请填写审核意见"],
    });
    await admin.enterprise.check.mutate({ id: memberEnterpriseId, approve: false, opinion: "营业执照不清晰" });
    expect((await member.enterprise.getMine.query())?.checkOpinion).toBe("营业执照不清晰");
    expect((await failure(admin.enterprise.check.mutate({ id: memberEnterpriseId, approve: true }))).message).toBe(
      "只能审核待审核的记录",
    );
    // The member fixes the record: a changed identity goes back to examination.
    await member.enterprise.updateMine.mutate(
      sampleOf(RESOURCES.enterprise, { name: "绿源蔬菜合作社" }, { unique: 4 }),
    );
    expect((await member.enterprise.getMine.query())?.status).toBe("pending");
    await admin.enterprise.check.mutate({ id: memberEnterpriseId, approve: true });
    expect((await member.enterprise.getMine.query())?.status).toBe("approved");
  });

  it("keeps a member inside their own enterprise", async () => {
    const other = await prisma.enterprise.findFirstOrThrow({ where: { name: "青山茶业" } });
    expect(
      (
        await failure(
          member.enterprise.update.mutate({ id: other.id, data: sampleOf(RESOURCES.enterprise, {}, { unique: 9 }) }),
        )
      ).appCode,
    ).toBe("NOT_FOUND");
    // Even a member who is given the list key sees only their own enterprise.
    const role = await prisma.role.findUniqueOrThrow({ where: { key: "enterprise-member" } });
    await prisma.role.update({ where: { id: role.id }, data: { perms: [...role.perms, "/enterprise/list"] } });
    await changesHeard(); // written behind the API's back: the access cache must have heard of it
    try {
      const page = await member.enterprise.find.query({ page: 1, pageSize: 10 });
      expect(page.items.map((item) => item.id)).toEqual([memberEnterpriseId]);
      expect((await failure(member.enterprise.get.query({ id: other.id }))).appCode).toBe("NOT_FOUND");
    } finally {
      await prisma.role.update({ where: { id: role.id }, data: { perms: role.perms } });
      await changesHeard();
    }
  });

  it("refuses deleting an enterprise that still has users or goods", async () => {
    expect((await failure(admin.enterprise.delete.mutate({ ids: [memberEnterpriseId] }))).message).toBe(
      "仍有关联数据，不能删除",
    );
    const { id } = await admin.enterprise.create.mutate(
      sampleOf(RESOURCES.enterprise, { name: "待删除企业" }, { unique: 5 }),
    );
    expect(await admin.enterprise.delete.mutate({ ids: [id] })).toEqual({ deleted: 1 });
  });
});

describe("regions on forms", () => {
  it("requires a complete, consistent region for an enterprise and allows none for goods origin", async () => {
    const wrongCounty = await failure(
      admin.enterprise.create.mutate(sampleOf(RESOURCES.enterprise, { countyCode: "110101" }, { unique: 7 })),
    );
    expect(wrongCounty.fieldErrors).toEqual({ countyCode: ["请选择正确的省市区"] });
    const missing = await failure(
      admin.enterprise.create.mutate(
        sampleOf(RESOURCES.enterprise, { provinceCode: "", cityCode: "", countyCode: "" }, { unique: 7 }),
      ),
    );
    expect(missing.fieldErrors).toEqual({ provinceCode: ["请选择所在地区"] });
    const partial = await failure(member.goods.create.mutate(goods({ originCity: "", originCounty: "" })));
    expect(partial.fieldErrors).toEqual({ originCity: ["请选择完整的省市区"] });
    const { id } = await member.goods.create.mutate(
      goods({ name: "无产地商品", originProvince: "", originCity: "", originCounty: "" }),
    );
    expect((await member.goods.get.query({ id })).originProvince).toBeNull();
    await admin.goods.delete.mutate({ ids: [id] });
  });
});

describe("goods classes", () => {
  it("keeps a tree with child and goods counts; refuses cycles and deleting a class in use", async () => {
    const tree = await admin.goodsClass.find.query();
    expect(tree.find((node) => node.id === vegetables)).toMatchObject({ parentId: null, childCount: 1 });
    const cycle = await failure(
      admin.goodsClass.update.mutate({ id: vegetables, data: { parentId: leafy, name: "蔬菜", sort: 1 } }),
    );
    expect(cycle.message).toBe("不能移动到它自己的下级");
    expect((await failure(admin.goodsClass.delete.mutate({ id: vegetables }))).message).toBe(
      "该分类下还有商品或下级分类，不能删除",
    );
    await admin.goodsClass.update.mutate({ id: leafy, data: { parentId: vegetables, name: "叶菜", sort: 2 } });
    expect((await admin.goodsClass.find.query()).find((node) => node.id === leafy)?.name).toBe("叶菜");
  });
});

describe("goods", () => {
  it("lets a member add goods to their own enterprise, sanitising the description", async () => {
    const description =
      '<p onclick="x()">新鲜<script>alert(1)</script><img src="javascript:alert(1)"><a href="https://example.com">产地</a></p>';
    // Naming another enterprise is refused; with none named, the member's own is used.
    expect((await failure(member.goods.create.mutate(goods({ enterpriseId: 999999 })))).appCode).toBe("NOT_FOUND");
    const { id } = await member.goods.create.mutate(goods({ barcode: ean13(1), description }));
    const saved = await member.goods.get.query({ id });
    expect(saved.enterprise.id).toBe(memberEnterpriseId);
    expect(saved.status).toBe("pending");
    expect(saved.description).toBe('<p>新鲜<img src><a href="https://example.com">产地</a></p>');
  });

  it("validates the barcode check digit and references, writing nothing", async () => {
    const before = await tableCounts();
    const bad = await failure(member.goods.create.mutate(goods({ barcode: "6901234567893", name: "" })));
    expect(bad.fieldErrors).toMatchObject({
      barcode: ["条形码无效（应为8、12、13或14位且校验位正确）"],
      name: ["请填写名称"],
    });
    expect((await failure(member.goods.create.mutate(goods({ classId: 999999 })))).fieldErrors).toEqual({
      classId: ["所选的数据不存在，请刷新后重试"],
    });
    expect((await failure(admin.goods.create.mutate(goods({ enterpriseId: null })))).fieldErrors).toEqual({
      enterpriseId: ["此项为必填项"],
    });
    expect(await prisma.goods.count()).toBe(1);
    expect((await tableCounts()).operations).toBe(before.operations);
  });

  it("examines goods; filters by class including subclasses; a member's edit sends approved goods back", async () => {
    const item = await prisma.goods.findFirstOrThrow();
    await admin.goods.examine.mutate({ id: item.id, approve: true });
    const byParentClass = await admin.goods.find.query({
      classId: vegetables,
      status: "approved",
      page: 1,
      pageSize: 10,
    });
    expect(byParentClass.items.map((row) => row.id)).toEqual([item.id]);
    expect(byParentClass.totalCapped).toBe(false);
    await member.goods.update.mutate({ id: item.id, data: goods({ name: "有机菠菜（精品）" }) });
    expect((await admin.goods.get.query({ id: item.id })).status).toBe("pending");
  });

  it("keeps members to their own goods, and the legacy API agrees", async () => {
    const { id: otherEnterprise } = await admin.enterprise.create.mutate(
      sampleOf(RESOURCES.enterprise, { name: "别家农场" }, { unique: 6 }),
    );
    const { id: theirs } = await admin.goods.create.mutate(goods({ name: "别家萝卜", enterpriseId: otherEnterprise }));
    // Entered by an examiner: approved at once, as enterprises are.
    expect((await admin.goods.get.query({ id: theirs })).status).toBe("approved");
    expect(
      (await member.goods.find.query({ page: 1, pageSize: 50 })).items.every(
        (row) => row.enterprise.id === memberEnterpriseId,
      ),
    ).toBe(true);
    expect((await failure(member.goods.get.query({ id: theirs }))).appCode).toBe("NOT_FOUND");
    expect((await failure(member.goods.update.mutate({ id: theirs, data: goods() }))).appCode).toBe("NOT_FOUND");

    const legacy = new LegacyClient(server().url, TEST_LEGACY);
    await legacy.login("13700001111", "Member-pass-1");
    const list = await legacy.call("/api/goods/list", { pageNo: "1", pageSize: "10" });
    expect(list.code).toBe("200");
    expect(list.totalCount).toBe(1);
    expect((await legacy.call("/api/goods/get", { id: String(theirs) })).code).toBe("206");
    const saved = await legacy.call("/api/goods/save", {
      name: "接口菠菜",
      classId: String(leafy),
      barcode: ean13(2),
      images: "",
    });
    expect(saved.code).toBe("200");
    const bad = await legacy.call("/api/goods/save", { name: "坏条码", classId: String(leafy), barcode: "123" });
    expect(bad).toMatchObject({ code: "201", message: "条形码无效（应为8、12、13或14位且校验位正确）" });
  });

  it("exports the filtered goods and enterprises", async () => {
    const cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
    const csv = await (
      await fetch(`${server().url}/export/goods?format=csv&q=${encodeURIComponent(JSON.stringify({ name: "萝卜" }))}`, {
        headers: { cookie },
      })
    ).text();
    expect(csv).toContain("别家萝卜");
    expect(csv).not.toContain("菠菜");
    const enterprises = await (
      await fetch(`${server().url}/export/enterprises?format=csv&q=%7B%7D`, { headers: { cookie } })
    ).text();
    expect(enterprises).toContain(creditCode(6));
  });
});

describe("large lists", () => {
  it("caps the count at 1000 and never pages past it", async () => {
    const enterprise = await prisma.enterprise.findFirstOrThrow({ where: { name: "别家农场" } });
    await prisma.goods.createMany({
      data: Array.from({ length: 1005 }, (_, index) => ({
        name: `批量商品${index}`,
        classId: leafy,
        enterpriseId: enterprise.id,
        status: "approved",
      })),
    });
    const first = await admin.goods.find.query({ name: "批量商品", page: 1, pageSize: 10 });
    expect(first).toMatchObject({ total: 1000, totalCapped: true, page: 1 });
    const far = await admin.goods.find.query({ name: "批量商品", page: 500, pageSize: 10 });
    expect(far.page).toBe(100);
    expect(far.items).toHaveLength(10);
    const short = await admin.goods.find.query({ name: "批量商品100", page: 1, pageSize: 20 });
    expect(short).toMatchObject({ total: 6, totalCapped: false }); // 100 and 1000-1004
  });
});

describe("work bench", () => {
  it("shows examiners what awaits them and members their own pending items", async () => {
    await member.goods.create.mutate(goods({ name: "待审菠菜" }));
    const staff = await admin.work.getSummary.query();
    expect(staff.todo.goodsToExamine).toBe(await prisma.goods.count({ where: { status: "pending" } }));
    expect(staff.todo.enterprisesToCheck).toBe(await prisma.enterprise.count({ where: { status: "pending" } }));
    expect(staff.todo.myEnterprise).toBeNull();
    const own = await member.work.getSummary.query();
    expect(own.todo.myEnterprise?.id).toBe(memberEnterpriseId);
    expect(own.todo.myGoodsPending).toBe(
      await prisma.goods.count({ where: { enterpriseId: memberEnterpriseId, status: "pending" } }),
    );
    // A member does not examine: no examination queue, and counts only of their own records.
    expect(own.todo.goodsToExamine).toBeNull();
    expect(own.counts.goods).toBe(await prisma.goods.count({ where: { enterpriseId: memberEnterpriseId } }));
    expect(own.counts.enterprises).toBeNull();
    // Traceability queues: examiners see pending code applications, members their own.
    expect(staff.todo.applicationsToExamine).toBe(0);
    expect(staff.todo.myApplicationsPending).toBeNull();
    expect(own.todo.applicationsToExamine).toBeNull();
    expect(own.todo.myApplicationsPending).toBe(0);
    expect(own.todo.activeRecalls).toBe(0);
  });
});
