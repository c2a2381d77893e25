import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { loadConfig } from "@suyuan/api/env";
import { ensureFirstStartData } from "@suyuan/api/services/bootstrap/first-start";
import { startJobs } from "@suyuan/api/services/jobs/job-kinds";
import { closeDatabase, dumpPgliteDataDir, openDatabase } from "@suyuan/db/client";
import type { TestProject } from "vitest/node";
import { createServerDatabase } from "./test-database.ts";
import { TEST_SERVER_ENV, testDbKind, testServerUrl } from "./test-env.ts";

/**
 * A database migrated and seeded (first start with the test settings) once per run, which every
 * test server's database starts from: a PGlite data directory archive, or a PostgreSQL template
 * database. Per file this saved PGlite's initdb, the migrations and the seeding (about 6 s of CPU
 * on PGlite, 2.5 s on PostgreSQL), times some 70 files on each database.
 */
export type DatabaseTemplate = { kind: "pglite"; archive: string } | { kind: "postgres"; name: string };

declare module "vitest" {
  // Vitest's provided values are typed by merging into its interface, which a type alias cannot do.
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/** Vitest global setup: builds the template, hands it to the test files, removes it afterwards. */
export default async function setup(project: TestProject): Promise<() => Promise<void> | void> {
  const work = mkdtempSync(join(tmpdir(), "suyuan-template-"));
  const config = loadConfig({ DATA_DIR: work, ...TEST_SERVER_ENV });

  if (testDbKind() === "postgres" && testServerUrl()) {
    const template = await createServerDatabase();
    await openDatabase({ kind: "postgres", url: template.url });
    await ensureFirstStartData(config);
    // pg-boss's schema and queues too, so each test server's start only checks them.
    await (
      await startJobs({ ...config.jobs, work: false }, null)
    )();
    // A template may have no open connections while databases are copied from it.
    await closeDatabase();
    project.provide("databaseTemplate", { kind: "postgres", name: new URL(template.url).pathname.slice(1) });
    return async () => {
      await template.drop();
      rmSync(work, { recursive: true, force: true });
    };
  }

  await openDatabase({ kind: "pglite", dataDir: "memory://" });
  await ensureFirstStartData(config);
  await (
    await startJobs({ ...config.jobs, work: false }, null)
  )();
  const archive = join(work, "pgdata.tar");
  writeFileSync(archive, Buffer.from(await (await dumpPgliteDataDir()).arrayBuffer()));
  await closeDatabase();
  project.provide("databaseTemplate", { kind: "pglite", archive });
  return () => rmSync(work, { recursive: true, force: true });
}
