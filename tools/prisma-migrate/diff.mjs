// `prisma migrate diff` (6.19, JS engine) between two datamodels, as a SQL script.
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const placeholder = join(here, "..", "..", "packages", "db", "scripts", "schema-engine-placeholder");
export const schemaPath = join(here, "..", "..", "packages", "db", "prisma", "schema.prisma");
export const migrationsDir = join(here, "..", "..", "packages", "db", "prisma", "migrations");
export const snapshotPath = join(migrationsDir, "schema.snapshot.prisma");

/** 6.19 wants a url in the datasource and knows nothing of Prisma 7's generator options. */
function forPrisma6(schema) {
  return schema
    .replace(/generator\s+\w+\s*\{[^}]*\}/g, "")
    .replace(
      /datasource\s+db\s*\{[^}]*\}/,
      'datasource db {\n  provider = "postgresql"\n  url = env("MIGRATE_DATABASE_URL")\n}',
    );
}

/**
 * @param {{ fromSchema: string | null, toSchema: string, databaseUrl: string }} args schema texts; null = empty
 * @returns {string} the SQL script (may be an empty-migration comment)
 */
export function migrateDiff({ fromSchema, toSchema, databaseUrl }) {
  const work = mkdtempSync(join(tmpdir(), "suyuan-migrate-"));
  try {
    const to = join(work, "to.prisma");
    writeFileSync(to, forPrisma6(toSchema));
    const args = ["migrate", "diff", "--to-schema-datamodel", to, "--script"];
    if (fromSchema === null) args.push("--from-empty");
    else {
      const from = join(work, "from.prisma");
      writeFileSync(from, forPrisma6(fromSchema));
      args.push("--from-schema-datamodel", from);
    }
    const cli = join(dirname(require.resolve("prisma/package.json")), "build", "index.js");
    const result = spawnSync(process.execPath, [cli, ...args, "--config", join(here, "prisma.config.ts")], {
      cwd: here,
      encoding: "utf8",
      env: {
        ...process.env,
        MIGRATE_DATABASE_URL: databaseUrl,
        MIGRATE_SCHEMA: to,
        PRISMA_SCHEMA_ENGINE_BINARY: placeholder,
        PRISMA_QUERY_ENGINE_LIBRARY: placeholder,
        PRISMA_HIDE_UPDATE_MESSAGE: "1",
        CHECKPOINT_DISABLE: "1",
      },
    });
    if (result.status !== 0) throw new Error(`prisma migrate diff failed:\n${result.stderr}\n${result.stdout}`);
    return result.stdout;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function readSchema(path = schemaPath) {
  return readFileSync(path, "utf8");
}
