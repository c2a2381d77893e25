import { ConfigError, loadConfig } from "@suyuan/api/env";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const repositoryData = fileURLToPath(new URL("../../data", import.meta.url));

describe("configuration", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe(repositoryData);
    expect(config.database).toEqual({ kind: "pglite", dataDir: repositoryData });
    expect(config.admin.username).toBe("admin");
    expect(config.admin.password).toBeUndefined();
    expect(config.session.idleMinutes).toBe(20);
    expect(config.loginThrottle).toEqual({ captchaAfter: 3, maxFailures: 10, windowMinutes: 30 });
  });

  it("switches to a PostgreSQL server with DATABASE_URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgresql://u@db:5432/suyuan", DB_POOL_MAX: "4" });
    expect(config.database).toMatchObject({ kind: "postgres", url: "postgresql://u@db:5432/suyuan", poolMax: 4 });
    // Statements are planned once per connection unless PostgreSQL's own choice is asked for.
    expect(config.database).toMatchObject({ planCacheMode: "generic" });
    const auto = loadConfig({ DATABASE_URL: "postgresql://u@db:5432/suyuan", DB_PLAN_CACHE_MODE: "auto" });
    expect(auto.database).toMatchObject({ planCacheMode: "auto" });
    expect(() => loadConfig({ DATABASE_URL: "postgresql://u@db/s", DB_PLAN_CACHE_MODE: "custom" })).toThrow(
      ConfigError,
    );
  });

  it("names every bad variable in one clear error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "seventy", DATABASE_URL: "mysql://x", LEGACY_AES_KEY: "short", LOG_LEVEL: "loud" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["PORT", "DATABASE_URL", "LEGACY_AES_KEY", "LOG_LEVEL"]) expect(message).toContain(name);
  });

  it("takes a relative DATA_DIR from the repository root (tests/system/seed-demo.test.ts runs it elsewhere)", () => {
    expect(loadConfig({ DATA_DIR: "data" }).dataDir).toBe(repositoryData);
    expect(loadConfig({ DATA_DIR: "./tmp/../data" }).storage).toEqual({
      driver: "local",
      dir: `${repositoryData}/uploads`,
    });
    expect(loadConfig({ DATA_DIR: "/srv/suyuan" }).dataDir).toBe("/srv/suyuan");
  });

  it("keeps uploads in DATA_DIR/uploads unless object storage is chosen", () => {
    expect(loadConfig({ DATA_DIR: "/srv/suyuan" }).storage).toEqual({ driver: "local", dir: "/srv/suyuan/uploads" });
    const s3 = loadConfig({
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: "https://oss-cn-hangzhou.aliyuncs.com/",
      S3_BUCKET: "trace-files",
      S3_ACCESS_KEY_ID: "id",
      S3_SECRET_ACCESS_KEY: "secret",
    });
    expect(s3.storage).toEqual({
      driver: "s3",
      endpoint: "https://oss-cn-hangzhou.aliyuncs.com",
      region: "us-east-1",
      bucket: "trace-files",
      accessKeyId: "id",
      secretAccessKey: "secret",
      forcePathStyle: false,
    });
  });

  it("names each missing or bad object-storage setting, and only when the s3 driver is chosen", () => {
    expect(() => loadConfig({ S3_BUCKET: "" })).not.toThrow();
    let error: unknown;
    try {
      loadConfig({ STORAGE_DRIVER: "s3", S3_ENDPOINT: "oss.example.com", S3_FORCE_PATH_STYLE: "maybe" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    for (const name of ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_FORCE_PATH_STYLE"])
      expect(message).toContain(name);
    expect(() => loadConfig({ STORAGE_DRIVER: "ftp" })).toThrow(/STORAGE_DRIVER/);
  });
});
