import { isAbsolute, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";
import { APP_VERSION } from "./app-version.ts";

// The only module that reads process.env. Everything else receives an AppConfig.

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/**
 * The checkout the code runs from: this module is apps/api/src/env.ts, or bundled into
 * apps/api/dist/server.js, both three levels below it.
 */
const REPOSITORY_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

/**
 * A relative DATA_DIR is taken from the repository root, never from the working directory: npm runs
 * a workspace's scripts inside that workspace (`npm run seed:demo` in apps/api) while `npm start`
 * runs at the root, and both must open the same database.
 */
export function resolveDataDir(dataDir: string): string {
  return isAbsolute(dataDir) || dataDir.includes("://") ? dataDir : resolve(REPOSITORY_ROOT, dataDir);
}

const sixteenChars = (name: string) =>
  optionalText.refine((value) => value === undefined || value.length === 16, `${name} must be exactly 16 characters`);

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: optionalText.refine(
    (value) => value === undefined || /^postgres(ql)?:\/\//.test(value),
    "DATABASE_URL must be a postgresql:// URL",
  ),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5000),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(30000),
  DB_PLAN_CACHE_MODE: z.enum(["generic", "auto"]).default("generic"),
  ADMIN_USERNAME: z.string().trim().min(1).max(64).default("admin"),
  ADMIN_PASSWORD: optionalText,
  LEGACY_APP_ID: optionalText,
  LEGACY_APP_KEY: optionalText,
  LEGACY_AES_KEY: sixteenChars("LEGACY_AES_KEY"),
  LEGACY_AES_IV: sixteenChars("LEGACY_AES_IV"),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(20),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 30)
    .default(12),
  LOGIN_CAPTCHA_AFTER_FAILURES: z.coerce.number().int().min(1).max(100).default(3),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(0).max(1000).default(10),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  BODY_LIMIT_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(512 * 1024),
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  TRUST_PROXY: z.stringbool().default(false),
  COOKIE_SECURE: z.stringbool().default(false),
  SCAN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(1_000_000).default(60),
  SCAN_COPY_WARNING_SCANS: z.coerce.number().int().min(1).max(1_000_000).default(10),
  SCAN_COPY_WARNING_IPS: z.coerce.number().int().min(2).max(10_000).default(5),
  PUBLIC_BASE_URL: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/?#]+$/.test(value.replace(/\/+$/, "")),
    "PUBLIC_BASE_URL must be an origin such as https://trace.example.com",
  ),
  CODE_GENERATION_CHUNK_SIZE: z.coerce.number().int().min(100).max(100_000).optional(),
  JOB_WORKERS: z.stringbool().default(true),
  JOB_EXPIRE_SECONDS: z.coerce.number().int().min(4).max(3_600).default(120),
  TRAFFIC_COLLECTION: z.stringbool().default(true),
  WEBHOOK_PRIVATE_ADDRESSES: z.stringbool().default(false),
  WEIXIN_API_BASE_URL: z
    .string()
    .trim()
    .regex(/^https?:\/\/[^?#]+$/, "WEIXIN_API_BASE_URL must be a URL such as https://api.weixin.qq.com")
    .default("https://api.weixin.qq.com"),
  WEB_DIST_DIR: z.string().default(fileURLToPath(new URL("../../web/dist", import.meta.url))),
  STORAGE_DRIVER: z.enum(["local", "s3"]).default("local"),
  S3_ENDPOINT: optionalText.refine(
    (value) => value === undefined || /^https?:\/\/[^/?#]+\/?$/.test(value),
    "S3_ENDPOINT must be an origin such as https://oss-cn-hangzhou.aliyuncs.com",
  ),
  S3_REGION: z.string().trim().min(1).default("us-east-1"),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: z.stringbool().default(false),
});

const S3_REQUIRED = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;

/**
 * Object storage needs its bucket and credentials. Checked beside the schema (not as a refinement
 * of it) so a missing one is named together with every other bad variable.
 */
function missingStorageSettings(source: Record<string, string | undefined>): string[] {
  if (source.STORAGE_DRIVER?.trim() !== "s3") return [];
  return S3_REQUIRED.filter((name) => !source[name]?.trim()).map(
    (name) => `  ${name}: ${name} is required when STORAGE_DRIVER=s3`,
  );
}

export type S3StorageConfig = {
  driver: "s3";
  /** An S3-compatible service's origin; unset: Amazon S3 of the region. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  /** Never logged, never sent to a browser. */
  secretAccessKey: string;
  /** Bucket in the path (MinIO, s3rver) rather than in the host name (Aliyun OSS, Tencent COS, Huawei OBS). */
  forcePathStyle: boolean;
};

/** Where uploaded files are kept: a directory of this machine, or an S3-compatible bucket every process reads. */
export type StorageConfig = { driver: "local"; dir: string } | S3StorageConfig;

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  database:
    | { kind: "pglite"; dataDir: string }
    | {
        kind: "postgres";
        url: string;
        poolMax: number;
        connectionTimeoutMs: number;
        statementTimeoutMs: number;
        planCacheMode: "generic" | "auto";
        processVersion: string;
      };
  admin: { username: string; password: string | undefined };
  legacyAccount: { appId?: string; appKey?: string; aesKey?: string; ivKey?: string };
  session: { idleMinutes: number; maxHours: number; cookieSecure: boolean };
  /** Failures before a CAPTCHA is required; failures that lock the username (0 = never); their window. */
  loginThrottle: { captchaAfter: number; maxFailures: number; windowMinutes: number };
  bodyLimitBytes: number;
  /** Largest uploaded file (images are capped lower, see services/upload). */
  uploadMaxBytes: number;
  logLevel: z.infer<typeof EnvSchema>["LOG_LEVEL"];
  trustProxy: boolean;
  webDistDir: string;
  /** Origin of the public trace URLs (`<origin>/t/<code>`); the request's own origin when unset. */
  publicBaseUrl: string | undefined;
  /** Trace codes written per short transaction; unset: sized to ~0.1 s on PGlite, ~2 s on PostgreSQL. */
  codeGeneration: { chunkSize: number | undefined };
  /**
   * Background jobs (services/jobs): whether this process works them, and after how long a job
   * whose process stopped answering is handed to another (each run hands on after a quarter of it),
   * and the file storage jobs write to (database backups): the same as `storage`.
   */
  jobs: { work: boolean; expireSeconds: number; storage: StorageConfig };
  /** Whether this process collects public page views (off: never, whatever the traffic setting says). */
  trafficCollection: boolean;
  /** Whether web-service deliveries may go to private and local addresses (a receiver on the same network). */
  webhookPrivateAddresses: boolean;
  /** WeChat's official-account API (content sent to a site's followers): its base URL, no trailing slash. */
  weixin: { apiBaseUrl: string };
  /** The public trace page: per-IP requests a minute (all processes together) and the copy warning's thresholds. */
  scan: { rateLimitPerMinute: number; copyWarningScans: number; copyWarningIps: number };
  storage: StorageConfig;
};

export class ConfigError extends Error {}

/** Validates the environment; throws ConfigError listing every bad variable. */
/**
 * Test-only: modules of more resource definitions to serve beside RESOURCES (comma-separated
 * absolute paths, each exporting `defineResource` results), so the test suite can prove a
 * resource declared outside the product is served by both APIs (kit/kit-resources.ts). Read at
 * start-up, before any router is built; empty in production.
 */
export function extraResourceModules(): string[] {
  return (process.env.SUYUAN_TEST_RESOURCE_MODULES ?? "")
    .split(",")
    .map((path) => path.trim())
    .filter((path) => path !== "");
}

export function loadConfig(source: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = EnvSchema.safeParse(source);
  const missing = missingStorageSettings(source);
  if (!parsed.success || missing.length > 0) {
    const lines = (parsed.error?.issues ?? []).map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new ConfigError(`配置错误 / Invalid configuration:\n${[...lines, ...missing].join("\n")}`);
  }
  const env = parsed.data;
  const dataDir = resolveDataDir(env.DATA_DIR);
  const storage: StorageConfig =
    env.STORAGE_DRIVER === "s3"
      ? {
          driver: "s3",
          endpoint: env.S3_ENDPOINT?.replace(/\/+$/, ""),
          region: env.S3_REGION,
          // Present: checked by missingStorageSettings.
          bucket: env.S3_BUCKET!,
          accessKeyId: env.S3_ACCESS_KEY_ID!,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY!,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : { driver: "local", dir: join(dataDir, "uploads") };
  return {
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? {
          kind: "postgres",
          url: env.DATABASE_URL,
          poolMax: env.DB_POOL_MAX,
          connectionTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
          planCacheMode: env.DB_PLAN_CACHE_MODE,
          processVersion: APP_VERSION,
        }
      : { kind: "pglite", dataDir },
    admin: { username: env.ADMIN_USERNAME, password: env.ADMIN_PASSWORD },
    legacyAccount: {
      appId: env.LEGACY_APP_ID,
      appKey: env.LEGACY_APP_KEY,
      aesKey: env.LEGACY_AES_KEY,
      ivKey: env.LEGACY_AES_IV,
    },
    session: {
      idleMinutes: env.SESSION_IDLE_MINUTES,
      maxHours: env.SESSION_MAX_HOURS,
      cookieSecure: env.COOKIE_SECURE,
    },
    loginThrottle: {
      captchaAfter: env.LOGIN_CAPTCHA_AFTER_FAILURES,
      maxFailures: env.LOGIN_MAX_FAILURES,
      windowMinutes: env.LOGIN_FAILURE_WINDOW_MINUTES,
    },
    bodyLimitBytes: env.BODY_LIMIT_BYTES,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR,
    publicBaseUrl: env.PUBLIC_BASE_URL?.replace(/\/+$/, ""),
    codeGeneration: { chunkSize: env.CODE_GENERATION_CHUNK_SIZE },
    jobs: { work: env.JOB_WORKERS, expireSeconds: env.JOB_EXPIRE_SECONDS, storage },
    trafficCollection: env.TRAFFIC_COLLECTION,
    webhookPrivateAddresses: env.WEBHOOK_PRIVATE_ADDRESSES,
    weixin: { apiBaseUrl: env.WEIXIN_API_BASE_URL.replace(/\/+$/, "") },
    scan: {
      rateLimitPerMinute: env.SCAN_RATE_LIMIT_PER_MINUTE,
      copyWarningScans: env.SCAN_COPY_WARNING_SCANS,
      copyWarningIps: env.SCAN_COPY_WARNING_IPS,
    },
    storage,
  };
}
