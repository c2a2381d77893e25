import { createApiClient } from "@suyuan/api/client";
import { guardedAccess } from "@suyuan/api/operations/operation-registry";
import { appRouter } from "@suyuan/api/trpc-router";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { TRPCClientError } from "@trpc/client";
import { beforeAll, describe, expect, it } from "vitest";
import { TEST_ADMIN } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

// The enterprise picker (lookup.enterprises) answers every page that picks an enterprise: the
// same keys as the generated enterprise.options, both derived from the resource definitions.

const server = useTestServer();

const accessOf = (path: string) => guardedAccess(appRouter, path).permission;

/** A client signed in as a new user whose one role holds only `key`. */
async function holderOf(key: PermissionKey) {
  const admin = await prisma.user.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
  const site = await prisma.site.findFirstOrThrow({ where: { isMaster: true } });
  const role = await prisma.role.create({ data: { name: `只有${key}`, perms: [key] } });
  const username = `holder-${role.id}`;
  await prisma.user.create({
    data: {
      username,
      passwordHash: admin.passwordHash,
      roles: { create: { roleId: role.id } },
      sites: { create: { siteId: site.id } },
    },
  });
  const client = createApiClient({ baseUrl: server().url });
  await client.auth.login.mutate({ username, password: TEST_ADMIN.password });
  return client;
}

beforeAll(async () => {
  await prisma.enterprise.create({ data: { name: "拣选企业", status: "approved" } });
});

describe("lookup.enterprises", () => {
  it("declares exactly the keys of enterprise.options", () => {
    const lookup = accessOf("lookup.enterprises");
    expect(lookup).toBeDefined();
    expect([...(lookup ?? [])].sort()).toEqual([...(accessOf("enterprise.options") ?? [])].sort());
    // Pages of kit resources with an enterprise lookup, and the quality checks outside the kit.
    for (const key of ["/commerceInfo/list", "/sell/save", "/admin/local_list", "/quality_check/update"])
      expect(lookup).toContain(key);
  });

  it.each(["/commerceInfo/list", "/commerceInfo/save", "/sell/list", "/sell/update"] as const)(
    "answers a role holding only %s",
    async (key) => {
      const client = await holderOf(key);
      const names = (await client.lookup.enterprises.query({})).map((option) => option.name);
      expect(names).toContain("拣选企业");
    },
  );

  it("refuses a role without any picking page", async () => {
    const client = await holderOf("/log/list");
    const error = await client.lookup.enterprises.query({}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TRPCClientError);
    expect((error as TRPCClientError<never>).data).toMatchObject({ appCode: "FORBIDDEN" });
  });
});
