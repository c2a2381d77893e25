import { ConfigError, loadConfig } from "@suyuan/api/env";
import { describe, expect, it } from "vitest";

describe("configuration", () => {
  it("has the documented defaults", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe("./data");
    expect(config.database).toEqual({ kind: "pglite", dataDir: "./data" });
    expect(config.admin.username).toBe("admin");
    expect(config.admin.password).toBeUndefined();
    expect(config.session.idleMinutes).toBe(20);
    expect(config.loginThrottle).toEqual({ maxFailures: 5, windowMinutes: 30 });
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
});
