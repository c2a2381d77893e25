import { cpSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { closeDatabase, openDatabase } from "@suyuan/db/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { spawnServer } from "../support/server-process.ts";
import { createServerDatabase } from "../support/test-database.ts";

const dirs: string[] = [];
function dataDir() {
  const dir = mkdtempSync(join(tmpdir(), "suyuan-proc-"));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

// An installation whose database is migrated but that has never started (no administrator, no
// keys). The tests about a first start from nothing use an empty directory; the others copy this
// one instead of paying for PGlite's initdb and every migration again in each process.
let migrated = "";
beforeAll(async () => {
  migrated = dataDir();
  await openDatabase({ kind: "pglite", dataDir: migrated });
  await closeDatabase();
});
function migratedDataDir() {
  const dir = dataDir();
  cpSync(migrated, dir, { recursive: true });
  return dir;
}

const READY = /Suyuan is running: \S+/;

/** Reads the generated credentials block printed on first start. */
function printedCredentials(output: string) {
  return {
    password: output.match(/admin password: (\S+)/)?.[1],
    appId: output.match(/appId: (\S+)/)?.[1],
    appKey: output.match(/appKey: (\S+)/)?.[1],
    aesKey: output.match(/aesKey: (\S+)/)?.[1],
    ivKey: output.match(/ivKey: (\S+)/)?.[1],
  };
}

describe("the server process (embedded database)", () => {
  it("prints the URL and generated credentials once; they work; a restart keeps the data and prints none", async () => {
    const dir = dataDir();
    const first = await spawnServer({ DATA_DIR: dir });
    await first.waitFor(READY);
    const printed = printedCredentials(first.output());
    expect(printed.password).toBeDefined();
    expect(printed.appKey).toMatch(/^[A-Za-z0-9]{32}$/);

    // A client knowing only the printed values can log in through the legacy protocol.
    const api = new LegacyClient(first.url, {
      appId: printed.appId ?? "",
      appKey: printed.appKey ?? "",
      aesKey: printed.aesKey ?? "",
      ivKey: printed.ivKey ?? "",
    });
    expect((await api.login("admin", printed.password ?? "")).code).toBe("200");

    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dir, "suyuan.lock"))).toBe(false);

    const second = await spawnServer({ DATA_DIR: dir, ADMIN_PASSWORD: "Ignored-pass-1" });
    await second.waitFor(READY);
    expect(second.output()).not.toMatch(/password|appKey/);
    const again = new LegacyClient(second.url, api.credentials);
    expect((await again.login("admin", printed.password ?? "")).code).toBe("200");
    expect((await again.login("admin", "Ignored-pass-1")).code).toBe("304");
    second.child.kill("SIGINT");
    expect(await second.exited).toBe(0);
  });

  it("generates different keys for every installation (none is built in)", async () => {
    const keys = [];
    for (let i = 0; i < 2; i++) {
      const server = await spawnServer({ DATA_DIR: migratedDataDir() });
      await server.waitFor(READY);
      keys.push(printedCredentials(server.output()));
      server.child.kill("SIGTERM");
      await server.exited;
    }
    expect(keys[0]?.appKey).not.toBe(keys[1]?.appKey);
    expect(keys[0]?.aesKey).not.toBe(keys[1]?.aesKey);
    expect(keys[0]?.password).not.toBe(keys[1]?.password);
  });

  it("refuses a second process on the same data directory", async () => {
    const dir = migratedDataDir();
    const first = await spawnServer({ DATA_DIR: dir, ADMIN_PASSWORD: "Admin-pass-123" });
    await first.waitFor(READY);
    const second = await spawnServer({ DATA_DIR: dir, ADMIN_PASSWORD: "Admin-pass-123" });
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain("正被进程");
    expect(second.output()).toContain("DATABASE_URL");
    // The first one is unharmed.
    expect((await fetch(`${first.url}/readyz`)).status).toBe(200);
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
  });

  it("exits with a clear message for bad configuration", async () => {
    const server = await spawnServer({ DATA_DIR: dataDir(), SESSION_IDLE_MINUTES: "soon", LEGACY_AES_KEY: "short" });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("Invalid configuration");
    expect(server.output()).toContain("SESSION_IDLE_MINUTES");
    expect(server.output()).toContain("LEGACY_AES_KEY must be exactly 16 characters");
  });

  it("never writes passwords, keys or session keys to its log", async () => {
    const credentials = {
      appId: "log-test-app",
      appKey: "log-test-app-key-secret-value-123",
      aesKey: "LogTestAesKey-16",
      ivKey: "LogTestIvKey--16",
    };
    const server = await spawnServer({
      DATA_DIR: migratedDataDir(),
      LOG_LEVEL: "trace",
      ADMIN_PASSWORD: "Admin-secret-pass-1",
      LEGACY_APP_ID: credentials.appId,
      LEGACY_APP_KEY: credentials.appKey,
      LEGACY_AES_KEY: credentials.aesKey,
      LEGACY_AES_IV: credentials.ivKey,
    });
    await server.waitFor(READY);
    const api = new LegacyClient(server.url, credentials);
    const aesPassword = api.encrypt("Admin-secret-pass-1");
    await api.login("admin", "Admin-secret-pass-1");
    await api.login("admin", "Wrong-secret-pass-2");
    await api.call("/api/admin/personal/check_pwd", { origPwd: "Admin-secret-pass-1" });
    await api.call("/api/admin/personal/update", {
      origPwd: "Admin-secret-pass-1",
      newPwd: "Next-secret-pass-3",
      newPwd2: "Next-secret-pass-3",
    });
    const trpc = await fetch(`${server.url}/trpc/auth.login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { username: "admin", password: "Next-secret-pass-3" } }),
    });
    const cookie = trpc.headers.getSetCookie()[0]?.split(";")[0]?.split("=")[1] ?? "";
    await fetch(`${server.url}/trpc/auth.getMe`, { headers: { cookie: `suyuan_session=${cookie}` } });
    server.child.kill("SIGTERM");
    await server.exited;
    const log = server.output();
    expect(log).toContain('"event":"login-failed"');
    for (const secret of [
      "Admin-secret-pass-1",
      "Wrong-secret-pass-2",
      "Next-secret-pass-3",
      aesPassword,
      api.sessionKey ?? "missing",
      cookie || "missing",
      credentials.appKey,
      credentials.aesKey,
      credentials.ivKey,
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe("the server process (PostgreSQL server)", () => {
  it("runs several processes on one database: sessions made on one are valid on another", async () => {
    const database = await createServerDatabase();
    const env = {
      DATABASE_URL: database.url,
      ADMIN_PASSWORD: "Admin-pass-123",
      LEGACY_APP_ID: "multi-app",
      LEGACY_APP_KEY: "multi-app-key",
      LEGACY_AES_KEY: "MultiAesKey-0016",
      LEGACY_AES_IV: "MultiIvKey--0016",
    };
    const [a, b] = await Promise.all([
      spawnServer({ ...env, DATA_DIR: dataDir() }),
      spawnServer({ ...env, DATA_DIR: dataDir() }),
    ]);
    try {
      await Promise.all([a?.waitFor(READY), b?.waitFor(READY)]);
      const credentials = {
        appId: env.LEGACY_APP_ID,
        appKey: env.LEGACY_APP_KEY,
        aesKey: env.LEGACY_AES_KEY,
        ivKey: env.LEGACY_AES_IV,
      };
      const onA = new LegacyClient(a?.url ?? "", credentials);
      expect((await onA.login("admin", "Admin-pass-123")).code).toBe("200");
      const onB = new LegacyClient(b?.url ?? "", credentials);
      onB.sessionKey = onA.sessionKey;
      expect((await onB.call("/api/admin/user/getPerms")).code).toBe("200");
      // A nonce used on A is a replay on B.
      const form = onA.signedForm({}, { nonce: "shared-nonce" });
      expect((await onA.post("/api/admin/user/getPerms", form)).code).toBe("200");
      expect((await onB.post("/api/admin/user/getPerms", form)).code).toBe("208");
    } finally {
      a?.child.kill("SIGTERM");
      b?.child.kill("SIGTERM");
      await Promise.all([a?.exited, b?.exited]);
      await database.drop();
    }
  });
});
