import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// common/provinces_city_county: the embedded region list for any signed-in user, in the body wrapper.

const server = useTestServer();
const client = () => new LegacyClient(server().url, TEST_LEGACY);
const PATH = "/api/common/provinces_city_county";

// Read from the committed file, not through contracts, so the server's copy is compared with the data itself.
const committed: unknown = JSON.parse(
  readFileSync(new URL("../../packages/contracts/src/region/regions.json", import.meta.url), "utf8"),
);

beforeAll(async () => {
  // A user with no role at all: the list needs a session, not a permission.
  const admin = await prisma.user.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
  const master = await prisma.site.findFirstOrThrow({ where: { isMaster: true } });
  await prisma.user.create({
    data: { username: "no-roles", passwordHash: admin.passwordHash, sites: { create: { siteId: master.id } } },
  });
});

describe("legacy common/provinces_city_county", () => {
  it("answers the provinces with their cities and counties as body", async () => {
    const api = client();
    expect((await api.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
    const answer = await api.call(PATH);
    expect(answer.code).toBe("200");
    expect(answer.body).toEqual(committed);
    const provinces = answer.body as { value: string; type: string }[];
    expect(provinces.length).toBe(34);
    expect(provinces.every((province) => province.type === "gms_provinces")).toBe(true);
    expect(answer.totalCount).toBeUndefined();
  });

  it("answers any signed-in user, whatever their permissions", async () => {
    const api = client();
    expect((await api.login("no-roles", TEST_ADMIN.password)).code).toBe("200");
    const answer = await api.call(PATH);
    expect(answer.code).toBe("200");
    expect(answer.body).toEqual(committed);
  });

  it("refuses a call without a session or with an unknown session key (302)", async () => {
    const anonymous = await client().call(PATH);
    expect(anonymous).toMatchObject({ code: "302" });
    expect(anonymous.body ?? null).toBeNull();
    const forged = await client().call(PATH, { sessionKey: "not-a-session-key" });
    expect(forged.code).toBe("302");
  });
});
