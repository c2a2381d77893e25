// Fixed credentials the test servers are configured with (never used outside tests).
export const TEST_ADMIN = { username: "admin", password: "Test-admin-pass1!" };
export const TEST_LEGACY = {
  appId: "test-app-0001",
  appKey: "test-app-key-0123456789abcdefABCD",
  aesKey: "K3y-For-Tests-16",
  ivKey: "Iv-For-Tests-016",
};

/** Which database the integration tests run on: set by run-tests.mjs. */
export function testDbKind(): "pglite" | "postgres" {
  return process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
}

export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL;
}
