// Fills the configured database (DATA_DIR or DATABASE_URL, as the server) with realistic Chinese
// sample data: master data (seed-demo-master.ts: enterprises, goods classes and goods, bases,
// greenhouses, devices and a few days of readings), then traceability (seed-demo-traceability.ts:
// a template, batches with production records, bound trace codes, scans, quality checks and a
// recall), then rural commerce (seed-demo-rural.ts: towns, stations, people, households,
// statistics, parcels, stock, sales and mall listings), then the work platform
// (seed-demo-work-platform.ts: a month of purchase and sales agency, daily reports and codes at
// three stations), then content management (seed-demo-cms.ts: a second site, a county portal's
// channels, models with custom fields, a few hundred articles in every status, topics). It goes through the same service
// functions as the API, so every rule and the operation log apply. Each part is written once; a
// database seeded before a part existed gets it on the next run. The embedded database is the one
// `npm start` uses (a relative DATA_DIR is taken from the repository root, see env.ts); while the
// server runs it holds that directory's lock, and the seed stops with a message instead.
//   npm run seed:demo
import { closeDatabase, openDatabase } from "@suyuan/db/client";
import { DataDirectoryLockedError } from "@suyuan/db/pglite-lock";
import { startJobs } from "../src/services/jobs/job-kinds.ts";
import { loadConfig } from "../src/env.ts";
import { ensureFirstStartData } from "../src/services/bootstrap/first-start.ts";
import { adminServiceContext } from "./seed-demo-context.ts";
import { seedCmsDemo } from "./seed-demo-cms.ts";
import { seedMasterDemo } from "./seed-demo-master.ts";
import { seedRuralDemo } from "./seed-demo-rural.ts";
import { seedTraceabilityDemo } from "./seed-demo-traceability.ts";
import { seedWorkPlatformDemo } from "./seed-demo-work-platform.ts";

const config = loadConfig();
try {
  await openDatabase(config.database);
} catch (error) {
  if (!(error instanceof DataDirectoryLockedError)) throw error;
  console.error(
    `数据库正被运行中的服务器使用（进程 ${error.pid}，数据目录 ${error.dataDir}）。请先停止 npm start，再运行 npm run seed:demo。\n` +
      `The database is in use by the running server (process ${error.pid}, data directory ${error.dataDir}). ` +
      "Stop npm start first, then run npm run seed:demo again.",
  );
  process.exit(1);
}
console.log(
  config.database.kind === "postgres"
    ? `写入演示数据到 / Seeding the demo into: ${new URL(config.database.url).host}${new URL(config.database.url).pathname}`
    : `写入演示数据到 / Seeding the demo into: ${config.dataDir}`,
);
let stopJobs = async () => {};
try {
  await ensureFirstStartData(config);
  stopJobs = await startJobs({ ...config.jobs, work: true }, null);
  const ctx = await adminServiceContext("seed-demo");
  const master = await seedMasterDemo(ctx);
  if (master.written) console.log(`演示数据已写入 / Demo data written: ${master.summary}.`);
  const traceability = await seedTraceabilityDemo(ctx, config);
  if (traceability.written) console.log(`溯源演示数据已写入 / Traceability demo written: ${traceability.summary}.`);
  const rural = await seedRuralDemo(ctx);
  if (rural.written) console.log(`农村电商演示数据已写入 / Rural-commerce demo written: ${rural.summary}.`);
  const platform = await seedWorkPlatformDemo(ctx);
  if (platform.written) console.log(`工作平台演示数据已写入 / Work-platform demo written: ${platform.summary}.`);
  const cms = await seedCmsDemo(ctx);
  if (cms.written) console.log(`内容管理演示数据已写入 / Content demo written: ${cms.summary}.`);
  if (!master.written && !traceability.written && !rural.written && !platform.written && !cms.written)
    console.log("演示数据已存在，未做改动 / Demo data is already there; nothing changed.");
} finally {
  await stopJobs();
  await closeDatabase();
}
