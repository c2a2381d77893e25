import type { ApiClient } from "@suyuan/api/client";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { SEEDED_ROLE_KEYS } from "@suyuan/contracts/permissions/seeded-roles";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../support/legacy-client.ts";
import { signInBothApis } from "../support/public-site-fixtures.ts";
import { userWithKeys } from "../support/recall-fixtures.ts";
import { refused, refusedFields } from "../support/resource-fixtures.ts";
import { idCard } from "../support/master-data.ts";
import { TEST_ADMIN } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// Personal data masked by default (contracts kit/personal-data.ts, api kit/masking.ts): lists on
// both paths, get, exports and legacy answers; the reveal key shows a row in full and exports it
// unmasked, each written to the operation log; a full ID card number or phone still finds its row.

const server = useTestServer();
let admin: ApiClient;
let clerk: ApiClient;
let officer: ApiClient;
let legacy: LegacyClient;

const CARD = idCard("33052319850101123");
const CARD_MASKED = `330523********${CARD.slice(-4)}`;
const READ_KEYS = [
  "/personInfo/list",
  "/personInfo/view",
  "/personInfo/edit",
  "/personInfo/export",
  "/userInfo/list",
  "/userInfo/view",
  "/userInfo/update",
  "/userInfo/export",
];

const household = {
  name: "沈阿婆",
  idCard: CARD,
  householdSize: 3,
  provinceCode: null,
  cityCode: null,
  countyCode: null,
  townId: null,
  village: null,
  causes: ["illness" as const],
  incomePerCapita: null,
  cadreName: "陆干部",
  cadrePhone: "13800000000",
  measures: null,
};
const villager = {
  name: "钱村民",
  gender: "female" as const,
  type: "farmer" as const,
  idCard: idCard("33052319900202002"),
  phone: "13912345678",
  provinceCode: null,
  cityCode: null,
  countyCode: null,
  townId: null,
  village: null,
  address: null,
  remark: null,
};
let householdId: number;
let villagerId: number;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  householdId = (await admin.personInfo.create.mutate(household)).id;
  villagerId = (await admin.userInfo.create.mutate(villager)).id;
  // A clerk reads and exports households and villagers but may not reveal; an officer may.
  clerk = await userWithKeys(server().url, admin, { username: "pd-clerk", perms: READ_KEYS, enterpriseId: null });
  officer = await userWithKeys(server().url, admin, {
    username: "pd-officer",
    perms: [...READ_KEYS, OPERATION_KEYS.personalDataReveal],
    enterpriseId: null,
  });
});

const exportText = async (username: string, password: string, path: string) => {
  const cookie = await loginCookie(server().url, username, password);
  const response = await fetch(`${server().url}${path}`, { headers: { cookie } });
  return { status: response.status, text: await response.text() };
};

describe("personal data masked by default", () => {
  it("masks ID cards and phones in lists (object and JSON paths) and in get, for every role", async () => {
    for (const client of [clerk, officer, admin]) {
      // personInfo lists on the object path (an extend hook), userInfo on the JSON path.
      const households = await client.personInfo.find.query({ name: "沈阿婆" });
      expect(households.items[0]).toMatchObject({ idCard: CARD_MASKED, cadrePhone: "138****0000" });
      const villagers = await client.userInfo.find.query({ name: "钱村民" });
      expect(villagers.items[0]).toMatchObject({
        idCard: `330523********${villager.idCard.slice(-4)}`,
        phone: "139****5678",
      });
      expect(await client.personInfo.get.query({ id: householdId })).toMatchObject({
        idCard: CARD_MASKED,
        cadrePhone: "138****0000",
      });
    }
    // Stored in full.
    expect((await prisma.personInfo.findUniqueOrThrow({ where: { id: householdId } })).idCard).toBe(CARD);
  });

  it("masks the legacy answers", async () => {
    const list = await legacy.call("/api/admin/persoonInfo/list", { name: "沈阿婆" });
    expect(list.totalCount).toBe(1);
    expect(JSON.stringify(list.body)).toContain(`"idCard":"${CARD_MASKED}"`);
    expect(JSON.stringify(list.body)).toContain(`"cadrePhone":"138****0000"`);
    expect(JSON.stringify(list.body)).not.toContain(CARD);
    const got = await legacy.call("/api/admin/userInfo/get", { id: String(villagerId) });
    expect(got.body).toMatchObject({ phone: "139****5678" });
    expect(JSON.stringify(got.body)).not.toContain(villager.idCard);
  });

  it("finds a row by its full ID card number or phone; a part finds it only for a revealing role", async () => {
    for (const client of [clerk, officer]) {
      expect((await client.personInfo.find.query({ idCard: CARD.toLowerCase() })).total).toBe(1);
      expect((await client.userInfo.find.query({ phone: villager.phone })).total).toBe(1);
    }
    // A part would let a clerk guess the hidden digits one by one.
    expect((await clerk.personInfo.find.query({ idCard: "19850101" })).total).toBe(0);
    expect((await clerk.userInfo.find.query({ phone: "1234" })).total).toBe(0);
    expect((await officer.personInfo.find.query({ idCard: "19850101" })).total).toBe(1);
    expect((await officer.userInfo.find.query({ phone: "1234" })).total).toBe(1);
  });

  it("reveals a row in full for the key's holders only, each time in the operation log", async () => {
    const logs = () => prisma.operationLog.findMany({ where: { operation: "reveal" }, orderBy: { id: "asc" } });
    const before = (await logs()).length;
    expect((await refused(clerk.personInfo.reveal.mutate({ id: householdId }))).data.appCode).toBe("FORBIDDEN");
    expect(await logs()).toHaveLength(before);

    expect(await officer.personInfo.reveal.mutate({ id: householdId })).toEqual({
      idCard: CARD,
      cadrePhone: "13800000000",
    });
    const [row] = (await logs()).slice(before);
    expect(row).toMatchObject({
      username: "pd-officer",
      resource: "personInfo",
      targetId: String(householdId),
      outcome: "success",
      detail: { name: "沈阿婆", fields: ["idCard", "cadrePhone"] },
    });
    expect(row?.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    // Through the legacy adapter too.
    const revealed = await legacy.call("/api/admin/userInfo/reveal", { id: String(villagerId) });
    expect(revealed.body).toEqual({ idCard: villager.idCard, phone: villager.phone });
    expect(await logs()).toHaveLength(before + 2);
  });

  it("keeps a masked value saved back unchanged, and refuses masked text that is not the row's", async () => {
    const shown = await clerk.personInfo.get.query({ id: householdId });
    await clerk.personInfo.update.mutate({ id: householdId, data: { ...shown, householdSize: 4 } });
    const stored = await prisma.personInfo.findUniqueOrThrow({ where: { id: householdId } });
    expect(stored).toMatchObject({ idCard: CARD, cadrePhone: "13800000000", householdSize: 4 });

    const other = await refusedFields(
      clerk.personInfo.update.mutate({ id: householdId, data: { ...shown, cadrePhone: "137****0000" } }),
    );
    expect(other).toEqual(["cadrePhone"]);
    const created = await refused(admin.userInfo.create.mutate({ ...villager, name: "新村民", idCard: CARD_MASKED }));
    expect(created.data.fieldErrors?.idCard).toBeDefined();
    expect(await prisma.userInfo.count({ where: { name: "新村民" } })).toBe(0);
  });

  it("exports masked, and in full only for the key's holders, each full export logged", async () => {
    const q = encodeURIComponent(JSON.stringify({ name: "沈阿婆" }));
    const masked = await exportText("pd-clerk", "Recall-pass-123", `/export/personInfo?format=csv&q=${q}`);
    expect(masked.status).toBe(200);
    expect(masked.text).toContain(CARD_MASKED);
    expect(masked.text).not.toContain(CARD);

    const before = await prisma.operationLog.count({ where: { operation: "export-full" } });
    const refusedFull = await exportText("pd-clerk", "Recall-pass-123", `/export/personInfo?format=csv&q=${q}&full=1`);
    expect(refusedFull.status).toBe(403);
    expect(await prisma.operationLog.count({ where: { operation: "export-full" } })).toBe(before);

    const full = await exportText("pd-officer", "Recall-pass-123", `/export/personInfo?format=csv&q=${q}&full=1`);
    expect(full.status).toBe(200);
    expect(full.text).toContain(CARD);
    const officerDefault = await exportText("pd-officer", "Recall-pass-123", `/export/personInfo?format=csv&q=${q}`);
    expect(officerDefault.text).not.toContain(CARD);
    const logged = await prisma.operationLog.findMany({ where: { operation: "export-full" }, orderBy: { id: "asc" } });
    expect(logged.slice(before)).toEqual([
      expect.objectContaining({
        username: "pd-officer",
        resource: "personInfo",
        detail: { format: "csv", filters: { name: "沈阿婆" } },
      }),
    ]);
    // The users' hand-laid export masks mobiles the same way.
    await prisma.user.update({ where: { username: "pd-clerk" }, data: { mobile: "13700001111" } });
    const users = await exportText(TEST_ADMIN.username, TEST_ADMIN.password, "/export/users?format=csv&q=%7B%7D");
    expect(users.text).toContain("137****1111");
    expect(users.text).not.toContain("13700001111");
  });

  it("gives the reveal key to administrators and to no other seeded role", async () => {
    const roles = await prisma.role.findMany({ where: { key: { not: null } }, select: { key: true, perms: true } });
    const holders = roles
      .filter((role) => role.perms.includes(OPERATION_KEYS.personalDataReveal))
      .map((role) => role.key);
    expect(holders).toEqual([SEEDED_ROLE_KEYS.platformAdmin]);
    const tree = await admin.permission.findTree.query();
    const node = tree.find((entry) => entry.key === OPERATION_KEYS.personalDataReveal);
    const system = tree.find((entry) => entry.key === "group:system");
    expect(node).toMatchObject({ name: "查看完整个人信息", parentId: system?.id });
  });
});
