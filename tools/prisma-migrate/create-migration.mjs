// Writes a new migration from the changes between the schema as of the last migration
// (migrations/schema.snapshot.prisma) and prisma/schema.prisma.
// Usage: npm run db:migration -- <name>   (uses MIGRATE_DATABASE_URL or a throwaway local cluster)
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startTempCluster } from "@suyuan/pg-cluster";
import { migrateDiff, migrationsDir, readSchema, snapshotPath } from "./diff.mjs";

const name = (process.argv[2] ?? "")
  .trim()
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, "_")
  .replace(/^_|_$/g, "");
if (!name) {
  console.error("Usage: npm run db:migration -- <name>");
  process.exit(2);
}

const cluster = process.env.MIGRATE_DATABASE_URL ? null : await startTempCluster();
try {
  const toSchema = readSchema();
  const fromSchema = existsSync(snapshotPath) ? readSchema(snapshotPath) : null;
  const sql = migrateDiff({ fromSchema, toSchema, databaseUrl: process.env.MIGRATE_DATABASE_URL ?? cluster.url });
  if (!/^\s*(CREATE|ALTER|DROP|COMMENT)/im.test(sql)) {
    console.log("No schema changes since the last migration.");
    process.exit(0);
  }
  const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
  const dir = join(migrationsDir, `${stamp}_${name}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "migration.sql"), sql);
  writeFileSync(snapshotPath, toSchema);
  writeFileSync(join(migrationsDir, "migration_lock.toml"), 'provider = "postgresql"\n');
  console.log(`Wrote ${dir}/migration.sql`);
} finally {
  cluster?.stop();
}
