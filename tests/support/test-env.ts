// Fixed credentials the test servers are configured with (never used outside tests).
export const TEST_ADMIN = { username: "admin", password: "Test-admin-pass1!" };
export const TEST_LEGACY = {
  appId: "test-app-0001",
  appKey: "test-app-key-0123456789abcdefABCD",
  aesKey: "K3y-For-Tests-16",
  ivKey: "Iv-For-Tests-016",
};

/** Which database the integration tests run on: set by run-tests.mjs. */
/** The settings every test server starts with: the test admin and legacy API account. */
export const TEST_SERVER_ENV = {
  ADMIN_USERNAME: TEST_ADMIN.username,
  ADMIN_PASSWORD: TEST_ADMIN.password,
  LEGACY_APP_ID: TEST_LEGACY.appId,
  LEGACY_APP_KEY: TEST_LEGACY.appKey,
  LEGACY_AES_KEY: TEST_LEGACY.aesKey,
  LEGACY_AES_IV: TEST_LEGACY.ivKey,
};

export function testDbKind(): "pglite" | "postgres" {
  return process.env.TEST_DB_KIND === "postgres" ? "postgres" : "pglite";
}

export function testServerUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL;
}
