// Repairs stored dates outside the years the inputs accept (1900-2999): in every date and
// timestamp column of the configured database (DATA_DIR or DATABASE_URL, as the server), a
// column that allows NULL has such values set to NULL; a NOT NULL column's rows are listed for a
// person to correct or delete (in the web pages, which show them). Every affected row is printed
// first, with its value as it was, one JSON line each. Stop the server first when using the
// embedded database.
//   npm run db:repair-dates -w @suyuan/api               repair
//   npm run db:repair-dates -w @suyuan/api -- --dry-run  only list what would change
import { closeDatabase, getDatabase, openDatabase } from "@suyuan/db/client";
import { loadConfig } from "../src/env.ts";
import { repairStoredDates } from "../src/services/bootstrap/stored-dates.ts";

const dryRun = process.argv.includes("--dry-run");
const config = loadConfig();
await openDatabase(config.database);
try {
  const repairs = await getDatabase().withExecutor((sql) => repairStoredDates(sql, { dryRun }));
  for (const repair of repairs) process.stdout.write(`${JSON.stringify({ ...repair, dryRun })}\n`);
  const cleared = repairs.filter((repair) => repair.action === "set-null").reduce((sum, r) => sum + r.count, 0);
  const manual = repairs.filter((repair) => repair.action === "manual");
  const verb = dryRun ? "将置空 / would set to NULL" : "已置空 / set to NULL";
  process.stdout.write(`${verb}: ${cleared}\n`);
  for (const repair of manual)
    process.stdout.write(
      `需人工修正 / fix by hand: ${repair.table}.${repair.column} (NOT NULL), ${repair.count} 行 / rows: ${repair.rows
        .map((row) => row.id)
        .join(", ")}\n`,
    );
  if (repairs.length === 0) process.stdout.write("没有超出 1900–2999 年的日期 / No dates outside 1900–2999.\n");
  process.exitCode = manual.length > 0 ? 2 : 0;
} finally {
  await closeDatabase();
}
