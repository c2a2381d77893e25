/** The admin password every bench database is seeded with, and the clients log in with. */
export const ADMIN_PASSWORD = "Bench-admin-pass1!";

/** Legacy REST credentials the bench servers accept and the bench clients sign with. */
export const LEGACY = {
  appId: "bench-app",
  appKey: "bench-app-key-0123456789",
  aesKey: "BenchAesKey-0016",
  ivKey: "BenchIvKey--0016",
};

/** Settings shared by the in-process fills (loadConfig) and the server processes. */
export const BENCH_SERVER_ENV = {
  ADMIN_PASSWORD,
  LEGACY_APP_ID: LEGACY.appId,
  LEGACY_APP_KEY: LEGACY.appKey,
  LEGACY_AES_KEY: LEGACY.aesKey,
  LEGACY_AES_IV: LEGACY.ivKey,
  LOG_LEVEL: "silent",
};
