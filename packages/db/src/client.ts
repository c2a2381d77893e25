import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient } from "./generated/prisma/client.ts";
import { startPgFeed, startPgliteFeed } from "./change-feed.ts";
import { runMigrations } from "./migrate.ts";
import { withArrayLiterals } from "./pglite-array-params.ts";
import { lockDataDirectory } from "./pglite-lock.ts";
import { pgClientExecutor, pgliteExecutor, type SqlExecutor } from "./sql-executor.ts";
import { pgliteExecuteSql, pgPoolExecuteSql, type ExecuteSql } from "./job-queue-sql.ts";

export { Prisma };
/** The client handed to `prisma.$transaction(async (tx) => …)` callbacks. */
export type TransactionClient = Prisma.TransactionClient;
/**
 * Either the root client or a transaction: what service functions accept when they can join a
 * caller's transaction. Inside a transaction, always query through the transaction client: on
 * PGlite (one connection) a root-client query waits for the transaction and deadlocks until the
 * transaction times out.
 */
export type DbClient = PrismaClient | TransactionClient;

export type DatabaseOptions =
  /**
   * Embedded PostgreSQL (PGlite) in `dataDir`, or in memory for `"memory://"`. An in-memory
   * database may start from `template`, a data directory dumped by `dumpPgliteDataDir` (the tests
   * migrate and seed one per run instead of once per file).
   */
  | { kind: "pglite"; dataDir: string; template?: Blob }
  | {
      kind: "postgres";
      url: string;
      poolMax?: number;
      connectionTimeoutMs?: number;
      statementTimeoutMs?: number;
      /**
       * "generic" (default): a named statement is planned once per connection and its plan reused
       * for every value (PostgreSQL's plan_cache_mode=force_generic_plan). "auto": PostgreSQL
       * decides per statement, and re-plans a statement on every execution when the plan for its
       * actual values looks cheaper, even when that plan is the same one.
       */
      planCacheMode?: "generic" | "auto";
      /** This process's version, shown with it in the fleet view (process-identity.ts). */
      processVersion?: string;
    };

export type Database = {
  kind: DatabaseOptions["kind"];
  prisma: PrismaClient;
  /** Runs raw SQL on one connection (for maintenance work Prisma does not express). */
  withExecutor<T>(work: (executor: SqlExecutor) => Promise<T>): Promise<T>;
  /**
   * One statement on the shared pool (PostgreSQL) or the embedded connection, outside any
   * transaction, by the driver alone: the hot statements (sessions, nonces, list pages) skip Prisma's
   * per-query work. Rows come as the driver parses them.
   */
  query<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Row[]>;
  /**
   * Raw SQL as the job queue (pg-boss) calls it, on the same connection or pool: a text without
   * values may hold several statements (see job-queue-sql.ts).
   */
  executeSql: ExecuteSql;
  /** PGlite only: its data directory as an archive. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
};

export type QueryOptions = {
  /**
   * false: the text is one of unboundedly many (it holds a value written as a literal, see
   * sql-literal.ts), so it runs as an unnamed statement instead of being prepared on every
   * connection under a name of its own.
   */
  prepare?: boolean;
};

const globalForDb = globalThis as typeof globalThis & { __suyuanDatabase?: Database };

async function openPglite(dataDir: string, template?: Blob): Promise<Database> {
  const inMemory = dataDir.startsWith("memory://");
  if (template && !inMemory) throw new Error("A PGlite template is for in-memory databases only.");
  let unlock = () => {};
  let path = dataDir;
  if (!inMemory) {
    mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDirectory(dataDir);
    path = join(dataDir, "pgdata");
  }
  try {
    // Loaded only for the embedded database: a server on PostgreSQL never holds PGlite's code.
    const [{ PGlite }, { PrismaPGlite }] = await Promise.all([
      import("@electric-sql/pglite"),
      import("pglite-prisma-adapter"),
    ]);
    const client = new PGlite(path, template ? { loadDataDir: template } : {});
    await client.waitReady;
    const executor = pgliteExecutor(client);
    await runMigrations(executor);
    const stopFeed = await startPgliteFeed(client);
    const prisma = new PrismaClient({ adapter: new PrismaPGlite(withArrayLiterals(client)) });
    return {
      kind: "pglite",
      prisma,
      withExecutor: (work) => work(executor),
      query: async <Row>(sql: string, params: readonly unknown[] = []) =>
        (await client.query<Row>(sql, params as unknown[])).rows,
      executeSql: pgliteExecuteSql(client),
      dumpDataDir: () => client.dumpDataDir("none"),
      async close() {
        await stopFeed();
        await prisma.$disconnect();
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(options: Extract<DatabaseOptions, { kind: "postgres" }>): Promise<Database> {
  const connection = {
    connectionString: options.url,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? 5_000,
    statement_timeout: options.statementTimeoutMs ?? 30_000,
    // The product names its statements by their text (preparedStatementNames): filters and sorts
    // are in the text and served by composite indexes, so a statement's plan does not hinge on its
    // values. Under "auto" PostgreSQL kept planning the kit's list statement afresh on every call
    // (its generic estimate for an unknown value was a little dearer) at as much CPU as running it:
    // bench/goods-list.ts, 2.3 against 1.4 ms of database CPU per list call. A statement whose plan
    // does hinge on a value (a full-text match) has that value in its text: sql-literal.ts.
    ...(options.planCacheMode === "auto" ? {} : { options: "-c plan_cache_mode=force_generic_plan" }),
  };
  const withExecutor = async <T>(work: (executor: SqlExecutor) => Promise<T>): Promise<T> => {
    const client = new pg.Client(connection);
    await client.connect();
    try {
      return await work(pgClientExecutor(client));
    } finally {
      await client.end();
    }
  };
  await withExecutor(runMigrations);
  const stopFeed = await startPgFeed(connection, options.processVersion ?? "unknown");
  // One pool for Prisma and the driver-level reads, so the process holds DB_POOL_MAX connections.
  const pool = new pg.Pool({ ...connection, max: options.poolMax ?? 10, idleTimeoutMillis: 30_000 });
  // An idle connection the server drops is discarded by the pool; the next query reports the outage.
  pool.on("error", () => {});
  const statementName = preparedStatementNames();
  const adapter = new PrismaPg(pool, { statementNameGenerator: statementName });
  const prisma = new PrismaClient({ adapter });
  return {
    kind: "postgres",
    prisma,
    withExecutor,
    query: async <Row>(sql: string, params: readonly unknown[] = [], options: QueryOptions = {}) => {
      const name = options.prepare === false ? "" : statementName({ sql });
      const result = await pool.query({ text: sql, values: params as unknown[], ...(name ? { name } : {}) });
      return result.rows as Row[];
    },
    executeSql: pgPoolExecuteSql(pool),
    async close() {
      await stopFeed();
      await prisma.$disconnect();
      await pool.end();
    },
  };
}

/**
 * Opens the database, applies pending migrations and caches it on globalThis (one client per
 * process, also across hot reloads). Calling it again returns the open database.
 */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (globalForDb.__suyuanDatabase) return globalForDb.__suyuanDatabase;
  const database =
    options.kind === "pglite" ? await openPglite(options.dataDir, options.template) : await openPostgres(options);
  globalForDb.__suyuanDatabase = database;
  return database;
}

/** The open PGlite database's data directory as one uncompressed archive (see DatabaseOptions). */
export async function dumpPgliteDataDir(): Promise<Blob> {
  const database = getDatabase();
  if (!database.dumpDataDir) throw new Error("Only an embedded (PGlite) database can be dumped.");
  return database.dumpDataDir();
}

export async function closeDatabase(): Promise<void> {
  const database = globalForDb.__suyuanDatabase;
  globalForDb.__suyuanDatabase = undefined;
  await database?.close();
}

/** Database.query on the open database: one statement by the driver alone (see there). */
export function queryRows<Row>(sql: string, params?: readonly unknown[], options?: QueryOptions): Promise<Row[]> {
  return getDatabase().query<Row>(sql, params, options);
}

export function getDatabase(): Database {
  const database = globalForDb.__suyuanDatabase;
  if (!database) throw new Error("Database not opened: call openDatabase() at startup.");
  return database;
}

/**
 * The process's Prisma client. It forwards to the client opened by openDatabase(), so modules can
 * import it at load time while configuration is read later, at startup.
 */
export const prisma: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, property) {
    const client = getDatabase().prisma;
    const value: unknown = Reflect.get(client, property);
    return typeof value === "function" ? (value as (...args: unknown[]) => unknown).bind(client) : value;
  },
});

/**
 * Names Prisma's statements so each pooled connection parses and plans a statement once and then
 * only binds and executes it (about 3x less server time for a typical page query). Names follow
 * the SQL text; texts that vary without bound (IN lists of every length) stop being named past a
 * cap and run unnamed, so a connection never holds an unbounded number of statements. PostgreSQL
 * re-plans named statements itself after a migration changes a table they read.
 */
function preparedStatementNames(cap = 2_000): (query: { sql: string }) => string {
  const names = new Map<string, string>();
  return ({ sql }) => {
    const known = names.get(sql);
    if (known !== undefined) return known;
    if (names.size >= cap) return "";
    const name = `suyuan_${names.size}`;
    names.set(sql, name);
    return name;
  };
}
