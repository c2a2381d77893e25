import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A resource declared only in the test suite (tests/fixtures/hamlet-resource.ts) is served by
// both APIs from its definition alone: the API loads the modules SUYUAN_TEST_RESOURCE_MODULES
// names before it builds its routers (set here before anything of the API is imported).
vi.hoisted(() => {
  process.env.SUYUAN_TEST_RESOURCE_MODULES = new URL("../../fixtures/hamlet-resource.ts", import.meta.url).pathname;
});

const { LegacyClient } = await import("../../support/legacy-client.ts");
const { TEST_ADMIN, TEST_LEGACY } = await import("../../support/test-env.ts");
const { callTrpc, loginCookie } = await import("../../support/trpc-http.ts");
const { prisma, useTestServer } = await import("../../support/test-server.ts");

const server = useTestServer();
// A worker may run another test file next: it serves the product's resources only.
afterAll(() => {
  delete process.env.SUYUAN_TEST_RESOURCE_MODULES;
});
let cookie: string;
let legacy: InstanceType<typeof LegacyClient>;

beforeAll(async () => {
  cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
  legacy = new LegacyClient(server().url, TEST_LEGACY);
  await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password);
});

const trpc = (path: string, type: "query" | "mutation", input: unknown) =>
  callTrpc(server().url, cookie, `hamlet.${path}`, type, input);

describe("a resource declared in the test suite", () => {
  it("is created, listed, read, edited and deleted through tRPC, each write logged", async () => {
    const created = await trpc("create", "mutation", { name: "上叶村", code: "H01", head: "叶一" });
    expect(created.status).toBe(200);
    const { id } = created.data as { id: number };
    const page = await trpc("find", "query", { name: "上叶" });
    expect(page.data).toMatchObject({ total: 1, items: [{ id, name: "上叶村", code: "H01", head: "叶一" }] });
    await trpc("update", "mutation", { id, data: { name: "下叶村", code: "H01", head: null } });
    expect((await trpc("get", "query", { id })).data).toMatchObject({ id, name: "下叶村", head: null });
    // Bad input is a field error, never a 500.
    const refused = await trpc("create", "mutation", { name: "", code: "H02", head: null });
    expect(refused.status).toBe(400);
    expect(refused.error?.data.fieldErrors).toHaveProperty("name");
    expect((await trpc("delete", "mutation", { ids: [id] })).data).toEqual({ deleted: 1 });
    expect(await prisma.town.count({ where: { id } })).toBe(0);
    expect(await prisma.operationLog.count({ where: { resource: "hamlet" } })).toBe(3);
  });

  it("answers the legacy paths /api/admin/hamlet/list|save|update|delete with the envelope", async () => {
    expect(await legacy.call("/api/admin/hamlet/save", { name: "东山村", code: "H10" })).toMatchObject({ code: "200" });
    const list = await legacy.call("/api/admin/hamlet/list", { name: "东山", pageNo: "1", pageSize: "10" });
    expect(list).toMatchObject({ code: "200", totalCount: 1 });
    const [row] = list.body as { id: number; name: string }[];
    const updated = await legacy.call("/api/admin/hamlet/update", { id: String(row?.id), name: "西山村", code: "H10" });
    expect(updated.code).toBe("200");
    expect(await prisma.town.findUnique({ where: { id: row?.id } })).toMatchObject({ name: "西山村" });
    expect(await legacy.call("/api/admin/hamlet/delete", { ids: String(row?.id) })).toMatchObject({ code: "200" });
    expect(await prisma.town.count({ where: { code: "H10" } })).toBe(0);
  });
});
