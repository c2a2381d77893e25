import type { ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { signInBothApis } from "../../support/public-site-fixtures.ts";
import { refused, refusedFields, secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { idCard } from "../../support/master-data.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let townId: number;
let persons: number[];
let users: number[];

const base = {
  title: "农村电商直播培训",
  type: "ecommerce" as const,
  organiser: "县电商办",
  lecturer: "陈老师",
  venue: "镇文化礼堂",
  townId: null as number | null,
  startAt: "2026-03-01 09:00",
  endAt: "2026-03-01 17:00",
  personIds: [] as number[],
  userInfoIds: [] as number[],
  attendeeCount: null as number | null,
  photos: [] as string[],
  content: null as string | null,
};

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  townId = (
    await admin.town.create.mutate({
      name: "转塘镇",
      code: "ZT",
      countyCode: null,
      head: null,
      phone: null,
      address: null,
    })
  ).id;
  const household = (name: string, first17: string) =>
    admin.personInfo.create.mutate({
      name,
      idCard: idCard(first17),
      householdSize: 3,
      causes: ["lack_of_skills"],
      provinceCode: null,
      cityCode: null,
      countyCode: null,
      townId: null,
      village: null,
      incomePerCapita: null,
      cadreName: null,
      cadrePhone: null,
      measures: null,
    });
  persons = [(await household("周家", "33010619800101011")).id, (await household("吴家", "33010619800101012")).id];
  const user = (name: string) =>
    admin.userInfo.create.mutate({
      name,
      gender: "female",
      type: "farmer",
      idCard: null,
      phone: null,
      provinceCode: null,
      cityCode: null,
      countyCode: null,
      townId: null,
      village: null,
      address: null,
      remark: null,
    });
  users = [(await user("郑女士")).id, (await user("冯女士")).id];
});

describe("trainings (resource kit)", () => {
  it("creates with attendees, lists, gets, replaces attendees on update and deletes", async () => {
    const { id } = await admin.training.create.mutate({
      ...base,
      townId,
      personIds: [persons[0]!, persons[1]!, persons[0]!],
      userInfoIds: [users[0]!],
      content: "<p>直播带货<script>alert(1)</script></p>",
    });
    await admin.training.create.mutate({ ...base, title: "果树种植", type: "planting", attendeeCount: 40 });

    expect((await admin.training.find.query({ type: "ecommerce" })).items.map((row) => row.title)).toEqual([
      "农村电商直播培训",
    ]);
    expect((await admin.training.find.query({ startFrom: "2026-03-01", startTo: "2026-03-01" })).total).toBe(2);
    expect((await admin.training.find.query({ startFrom: "2026-03-02" })).total).toBe(0);

    const got = await admin.training.get.query({ id });
    expect(got.persons).toEqual([
      { id: persons[0], name: "周家" },
      { id: persons[1], name: "吴家" },
    ]);
    expect(got.users).toEqual([{ id: users[0], name: "郑女士" }]);
    expect(got.personIds).toEqual(persons);
    // Blank attendee count: the number of people linked.
    expect(got.attendeeCount).toBe(3);
    expect(got.content).not.toContain("script");
    expect(got.startAt.toISOString()).toBe("2026-03-01T01:00:00.000Z");
    expect(got.town).toEqual({ id: townId, name: "转塘镇" });

    await admin.training.update.mutate({
      id,
      data: { ...got, personIds: [persons[1]!], userInfoIds: [users[1]!, users[0]!], attendeeCount: 25 },
    });
    const updated = await admin.training.get.query({ id });
    expect(updated.persons).toEqual([{ id: persons[1], name: "吴家" }]);
    expect(updated.users.map((user) => user.id).sort()).toEqual([...users].sort());
    expect(updated.attendeeCount).toBe(25);
    expect(await prisma.trainingPersonAttendee.count({ where: { trainingId: id } })).toBe(1);

    // A household attending a training cannot be deleted.
    expect((await refused(admin.personInfo.delete.mutate({ ids: [persons[1]!] }))).message).toMatch(/关联/);
    await admin.training.delete.mutate({ ids: [id] });
    expect(await prisma.trainingUserAttendee.count({ where: { trainingId: id } })).toBe(0);
    const operations = await prisma.operationLog.findMany({
      where: { resource: "training", targetId: String(id) },
      orderBy: { id: "asc" },
    });
    expect(operations.map((row) => row.operation)).toEqual(["create", "update", "delete"]);
  });

  it("keeps rows and attendees to their site", async () => {
    const { id } = await admin.training.create.mutate({ ...base, title: "本站培训" });
    const other = await secondSiteAdmin(server().url);
    expect((await other.training.find.query({ title: "本站培训" })).total).toBe(0);
    expect((await refused(other.training.get.query({ id }))).data.appCode).toBe("NOT_FOUND");
    const foreign = other.training.create.mutate({ ...base, title: "越界培训", personIds: [persons[0]!] });
    expect(await refusedFields(foreign)).toEqual(["personIds"]);
    const foreignUser = other.training.create.mutate({ ...base, title: "越界培训", userInfoIds: [users[0]!] });
    expect(await refusedFields(foreignUser)).toEqual(["userInfoIds"]);
    expect(await prisma.training.count({ where: { title: "越界培训" } })).toBe(0);
  });

  it("refuses bad input with a clear field error and writes nothing", async () => {
    const before = await prisma.training.count();
    const logs = await prisma.operationLog.count({ where: { resource: "training" } });
    expect(await refusedFields(admin.training.create.mutate({ ...base, endAt: "2026-03-01 08:59" }))).toEqual([
      "endAt",
    ]);
    expect(await refusedFields(admin.training.create.mutate({ ...base, startAt: "2026-02-30 09:00" }))).toEqual([
      "startAt",
    ]);
    expect(await refusedFields(admin.training.create.mutate({ ...base, title: "\u0000" }))).toEqual(["title"]);
    expect(await refusedFields(admin.training.create.mutate({ ...base, personIds: [2 ** 31] }))).toEqual([
      "personIds.0",
    ]);
    expect(await refusedFields(admin.training.create.mutate({ ...base, personIds: [999_999] }))).toEqual(["personIds"]);
    expect(await refusedFields(admin.training.create.mutate({ ...base, photos: ["http://evil/x.png"] }))).toEqual([
      "photos.0",
    ]);
    expect(await prisma.training.count()).toBe(before);
    expect(await prisma.operationLog.count({ where: { resource: "training" } })).toBe(logs);
  });

  it("answers on the legacy paths with the envelope and totalCount", async () => {
    const saved = await legacy.call("/api/admin/trainInfo/save", {
      title: "老接口培训",
      type: "breeding",
      startAt: "2026-05-01 09:00",
      endAt: "2026-05-01 12:00",
      personIds: `${persons[0]},${persons[1]}`,
    });
    expect(saved.code).toBe("200");
    const { id } = saved.body as { id: number };
    const list = await legacy.call("/api/admin/trainInfo/list", { title: "老接口", pageNo: "1", pageSize: "10" });
    expect(list).toMatchObject({ code: "200", totalCount: 1 });
    const view = await legacy.call("/api/trainInfo/view", { id: String(id) });
    expect(view.body).toMatchObject({ attendeeCount: 2, persons: [{ id: persons[0] }, { id: persons[1] }] });
    const bad = await legacy.call("/api/admin/trainInfo/save", {
      title: "x",
      startAt: "2026-05-01 09:00",
      endAt: "2026-04-30 09:00",
    });
    expect(bad.code).toBe("201");
  });
});
