import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../support/legacy-client.ts";
import { signInBothApis } from "../support/public-site-fixtures.ts";
import { sampleOf } from "../support/samples.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { tableCounts } from "../support/table-counts.ts";
import { prisma, useTestServer } from "../support/test-server.ts";
import { failure } from "../support/failure.ts";

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let baseId: number;
let houseId: number;
let otherBaseId: number;

const baseInput = (enterpriseId: number, name: string) => sampleOf(RESOURCES.base, { enterpriseId, name });
const device = (overrides: Record<string, unknown> = {}) => ({
  enterpriseId: null,
  baseId: null,
  houseId,
  name: "1号棚温湿度",
  code: "TH-001",
  kind: "combined" as const,
  ...overrides,
});
const reading = (deviceId: number, at: string, temperature: number | null) => ({
  deviceId,
  recordedAt: new Date(at),
  temperature,
  humidity: 60,
  soilMoisture: null,
  light: null,
  co2: null,
});

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  const e1 = (
    await admin.enterprise.create.mutate(sampleOf(RESOURCES.enterprise, { name: "温室企业" }, { unique: 50 }))
  ).id;
  const e2 = (
    await admin.enterprise.create.mutate(sampleOf(RESOURCES.enterprise, { name: "隔壁企业" }, { unique: 51 }))
  ).id;
  baseId = (await admin.base.create.mutate(baseInput(e1, "温室基地"))).id;
  otherBaseId = (await admin.base.create.mutate(baseInput(e2, "隔壁基地"))).id;
  houseId = (await admin.house.create.mutate({ baseId, name: "1号棚", type: "", areaSqm: null, crops: "", images: [] }))
    .id;
});

describe("environment devices and readings", () => {
  it("places a device in a greenhouse, taking its base and enterprise; codes are unique", async () => {
    const { id } = await admin.envDevice.create.mutate(device());
    expect(await admin.envDevice.get.query({ id })).toMatchObject({
      base: { id: baseId },
      house: { id: houseId },
      usable: true,
    });
    expect((await failure(admin.envDevice.create.mutate(device()))).fieldErrors).toEqual({
      code: ["设备编号已存在"],
    });
    const mismatch = await failure(admin.envDevice.create.mutate(device({ code: "TH-002", baseId: otherBaseId })));
    expect(mismatch.fieldErrors).toEqual({ baseId: ["所选的数据不存在，请刷新后重试"] });
    const nowhere = await failure(admin.envDevice.create.mutate(device({ code: "TH-003", houseId: null })));
    expect(nowhere.fieldErrors).toEqual({ baseId: ["请选择设备所在的基地或大棚"] });
  });

  it("records readings, refuses empty or out-of-range ones and readings for a disabled device", async () => {
    const found = await prisma.envDevice.findUniqueOrThrow({ where: { code: "TH-001" } });
    await admin.envReading.create.mutate(reading(found.id, "2026-11-01T08:00:00+08:00", 18.5));
    const before = await tableCounts();
    const empty = await failure(
      admin.envReading.create.mutate({ ...reading(found.id, "2026-11-01T09:00:00+08:00", null), humidity: null }),
    );
    expect(empty.fieldErrors).toEqual({ temperature: ["请至少填写一项监测数据"] });
    expect(
      (
        await failure(
          admin.envReading.create.mutate({ ...reading(found.id, "2026-11-01T09:00:00+08:00", 20), humidity: 120 }),
        )
      ).fieldErrors,
    ).toEqual({ humidity: ["格式不正确"] });
    await admin.envDevice.updateUsable.mutate({ ids: [found.id], usable: false });
    expect(
      (await failure(admin.envReading.create.mutate(reading(found.id, "2026-11-01T10:00:00+08:00", 21)))).message,
    ).toBe("设备已停用，不能录入数据");
    await admin.envDevice.updateUsable.mutate({ ids: [found.id], usable: true });
    expect((await tableCounts()).operations).toBe(before.operations + 2);
    expect((await failure(admin.envDevice.delete.mutate({ ids: [found.id] }))).message).toBe("仍有关联数据，不能删除");
  });

  it("draws a series: raw points for a short period, hourly averages for a longer one", async () => {
    const found = await prisma.envDevice.findUniqueOrThrow({ where: { code: "TH-001" } });
    const start = new Date("2026-11-02T00:00:00+08:00").getTime();
    await prisma.envReading.createMany({
      data: Array.from({ length: 6 * 24 * 3 }, (_, index) => ({
        deviceId: found.id,
        enterpriseId: found.enterpriseId,
        recordedAt: new Date(start + index * 10 * 60_000),
        temperature: 20 + (index % 6),
      })),
    });
    const day = await admin.envReading.findSeries.query({
      deviceId: found.id,
      from: new Date(start),
      to: new Date(start + 86_400_000 - 1),
    });
    expect(day.bucket).toBe("raw");
    expect(day.points).toHaveLength(144);
    const week = await admin.envReading.findSeries.query({
      deviceId: found.id,
      from: new Date(start),
      to: new Date(start + 7 * 86_400_000),
    });
    expect(week.bucket).toBe("hour");
    expect(week.points).toHaveLength(72);
    expect(week.points[0]?.temperature).toBeCloseTo(22.5);
    await expect(
      admin.envReading.findSeries.query({
        deviceId: found.id,
        from: new Date(start),
        to: new Date(start + 40 * 86_400_000),
      }),
    ).rejects.toThrow("请选择不超过31天的时间段");
  });

  it("groups devices on plates of the same enterprise and toggles plates", async () => {
    const found = await prisma.envDevice.findUniqueOrThrow({ where: { code: "TH-001" } });
    const enterpriseId = found.enterpriseId;
    const { id } = await admin.envPlate.create.mutate({
      enterpriseId,
      name: "温室看板",
      description: "",
      deviceIds: [found.id],
    });
    const plates = await admin.envPlate.find.query({ page: 1, pageSize: 10 });
    expect(plates.items[0]).toMatchObject({ id, devices: [{ code: "TH-001" }] });
    const other = await prisma.enterprise.findFirstOrThrow({ where: { name: "隔壁企业" } });
    expect(
      (
        await failure(
          admin.envPlate.create.mutate({
            enterpriseId: other.id,
            name: "错配看板",
            description: "",
            deviceIds: [found.id],
          }),
        )
      ).fieldErrors,
    ).toEqual({
      deviceIds: ["所选的数据不存在，请刷新后重试"],
    });
    await admin.envPlate.updateUsable.mutate({ ids: [id], usable: false });
    expect((await admin.envPlate.find.query({ usable: false, page: 1, pageSize: 10 })).total).toBe(1);
  });

  it("serves devices and readings on the legacy API", async () => {
    const devices = await legacy.call("/api/env/list", { usable: "1" });
    expect(devices.totalCount).toBe(1);
    const deviceId = String((devices.body as { id: number }[])[0]?.id);
    expect(
      (await legacy.call("/api/envPlateData/save", { deviceId, recordedAt: "2026-11-10T08:00:00+08:00", co2: "450" }))
        .code,
    ).toBe("200");
    expect((await legacy.call("/api/envPlateData/save", { deviceId, recordedAt: "not a date", co2: "450" })).code).toBe(
      "201",
    );
    const readings = await legacy.call("/api/envPlateData/list", { deviceId, pageSize: "5" });
    expect((readings.body as unknown[]).length).toBe(5);
  });

  it("confines a self-registered member to their own enterprise's devices, plates and readings", async () => {
    const member = createApiClient({ baseUrl: server().url });
    await member.auth.register.mutate({
      username: "13700005555",
      password: "Member-pass-1",
      password2: "Member-pass-1",
    });
    await member.auth.login.mutate({ username: "13700005555", password: "Member-pass-1" });
    const own = (await prisma.user.findUniqueOrThrow({ where: { username: "13700005555" } })).enterpriseId ?? 0;
    const ownBase = (await member.base.create.mutate(baseInput(own, "会员基地"))).id;
    const { id: ownDevice } = await member.envDevice.create.mutate(
      device({ houseId: null, baseId: ownBase, code: "M-001", name: "会员气象站" }),
    );
    await member.envReading.create.mutate(reading(ownDevice, "2026-11-10T08:00:00+08:00", 18.5));

    // Only their own rows, whatever the filter asks for.
    const devices = await member.envDevice.find.query({ page: 1, pageSize: 50 });
    expect(devices.items.map((item) => item.code)).toEqual(["M-001"]);
    const others = await prisma.envDevice.findFirstOrThrow({ where: { code: "TH-001" } });
    expect((await failure(member.envDevice.get.query({ id: others.id }))).appCode).toBe("NOT_FOUND");
    const before = await tableCounts();
    expect(
      (await failure(member.envDevice.create.mutate(device({ houseId: null, baseId: otherBaseId, code: "M-002" }))))
        .appCode,
    ).toBe("BAD_REQUEST");
    expect(
      await failure(member.envReading.create.mutate(reading(others.id, "2026-11-10T09:00:00+08:00", 20))),
    ).toMatchObject({ appCode: expect.stringMatching(/NOT_FOUND|BAD_REQUEST/) as unknown });
    expect(await tableCounts()).toEqual(before);
    const readings = await member.envReading.find.query({ page: 1, pageSize: 50 });
    expect(readings.items.every((item) => item.device.id === ownDevice)).toBe(true);
    expect(readings.total).toBe(1);
    expect((await member.envPlate.find.query({ page: 1, pageSize: 50 })).items).toEqual([]);
  });
});
