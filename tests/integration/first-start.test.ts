import { loadConfig } from "@suyuan/api/env";
import { verifyPassword } from "@suyuan/api/services/auth/password-hash";
import { ensureFirstStartData } from "@suyuan/api/services/bootstrap/first-start";
import { isStrongPassword } from "@suyuan/contracts/common/account";
import { SEEDED_ROLE_KEYS } from "@suyuan/contracts/permissions/seeded-roles";
import { closeDatabase, openDatabase, prisma } from "@suyuan/db/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../support/test-database.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
  await openDatabase(database.url ? { kind: "postgres", url: database.url } : { kind: "pglite", dataDir: "memory://" });
});
afterAll(async () => {
  await closeDatabase();
  await database.drop();
});

describe("first start", () => {
  it("creates the master site, roles, a super-admin and an API account, generating what is not given", async () => {
    const report = await ensureFirstStartData(loadConfig({ ADMIN_USERNAME: "root" }));
    expect(report.admin?.username).toBe("root");
    const generated = report.admin?.generatedPassword ?? "";
    expect(isStrongPassword(generated)).toBe(true);
    const admin = await prisma.user.findUniqueOrThrow({
      where: { username: "root" },
      include: { roles: { include: { role: true } }, sites: true },
    });
    expect(admin.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(admin.passwordHash, generated)).toBe(true);
    expect(admin.roles.map((link) => link.role.key)).toEqual([SEEDED_ROLE_KEYS.superAdmin]);
    expect(admin.sites).toHaveLength(1);
    expect(await prisma.site.count({ where: { isMaster: true } })).toBe(1);

    const account = await prisma.apiAccount.findFirstOrThrow();
    expect(report.apiAccount?.appId).toBe(account.appId);
    expect(report.apiAccount?.generated?.appKey).toBe(account.appKey);
    expect(account.aesKey).toHaveLength(16);
    expect(account.ivKey).toHaveLength(16);
    expect(account.isDefault).toBe(true);
  });

  it("never overwrites on later starts, whatever the settings say", async () => {
    const before = await prisma.user.findUniqueOrThrow({ where: { username: "root" } });
    const accountBefore = await prisma.apiAccount.findFirstOrThrow();
    const report = await ensureFirstStartData(
      loadConfig({
        ADMIN_USERNAME: "root",
        ADMIN_PASSWORD: "Another-pass-1",
        LEGACY_APP_ID: "other-app",
        LEGACY_APP_KEY: "other-key",
        LEGACY_AES_KEY: "0123456789abcdef",
        LEGACY_AES_IV: "0123456789abcdef",
      }),
    );
    expect(report).toEqual({});
    expect((await prisma.user.findUniqueOrThrow({ where: { username: "root" } })).passwordHash).toBe(
      before.passwordHash,
    );
    expect(await prisma.apiAccount.findMany()).toEqual([accountBefore]);
    expect(await prisma.site.count()).toBe(1);
    expect((await prisma.role.findMany({ orderBy: { id: "asc" } })).map((role) => role.key)).toEqual([
      "super-admin",
      "platform-admin",
      "enterprise-member",
      "station-operator",
      "county-staff",
      "cms-editor",
      "cms-reviewer",
    ]);
  });

  it("is safe when several processes start at once", async () => {
    const config = loadConfig({ ADMIN_USERNAME: "root" });
    const reports = await Promise.all([
      ensureFirstStartData(config),
      ensureFirstStartData(config),
      ensureFirstStartData(config),
    ]);
    expect(reports).toEqual([{}, {}, {}]);
    expect(await prisma.user.count()).toBe(1);
  });

  it("gives seeded roles the keys a new release brings, but never a key an administrator took away", async () => {
    const member = await prisma.role.findUniqueOrThrow({ where: { key: SEEDED_ROLE_KEYS.enterpriseMember } });
    expect(member.offeredPerms).toEqual(member.perms);
    // As if "/recall/list" were new in this release and an administrator had taken "/goods/save" away.
    await prisma.role.update({
      where: { id: member.id },
      data: {
        perms: member.perms.filter((key) => key !== "/recall/list" && key !== "/goods/save"),
        offeredPerms: member.offeredPerms.filter((key) => key !== "/recall/list"),
      },
    });
    await ensureFirstStartData(loadConfig({ ADMIN_USERNAME: "root" }));
    const after = await prisma.role.findUniqueOrThrow({ where: { id: member.id } });
    expect(after.perms).toContain("/recall/list");
    expect(after.perms).not.toContain("/goods/save");
    expect(after.offeredPerms).toContain("/recall/list");
    expect(after.offeredPerms).toContain("/goods/save");
  });

  it("adds a role a later release brings even when a role made in the UI bears its name", async () => {
    // As if 编辑 (cms-editor) were new in this release and an administrator had made a role 编辑 before.
    await prisma.role.delete({ where: { key: SEEDED_ROLE_KEYS.cmsEditor } });
    const own = await prisma.role.create({ data: { name: "编辑", perms: ["/project/list"] } });
    await ensureFirstStartData(loadConfig({ ADMIN_USERNAME: "root" }));
    const seeded = await prisma.role.findUniqueOrThrow({ where: { key: SEEDED_ROLE_KEYS.cmsEditor } });
    expect(seeded.name).toBe("编辑 (2)");
    expect(seeded.perms).toContain("/content/submit");
    expect(await prisma.role.findUniqueOrThrow({ where: { id: own.id } })).toMatchObject({ name: "编辑", key: null });
  });
});
