import { z } from "zod";
import { prisma, queryRows } from "@suyuan/db/client";
import { BatchedWriter } from "../../lib/batched-writer.ts";
import type { Logger } from "../../lib/logger.ts";
import { defineJobKind } from "../jobs/job-queue.ts";
import { defineAppSetting, readAppSetting } from "../settings/app-settings.ts";

// Every legacy call is recorded (account, path, time, address, outcome) for the API records page,
// in batches (lib/batched-writer.ts): a call never waits for a write of its own.

const MAX_PENDING = 20_000;
const PRUNE_CHUNK = 10_000;

type ApiCall = { appId: string; path: string; at: Date; ip: string | null; code: string };

const calls = new BatchedWriter<ApiCall>({ maxPending: MAX_PENDING, write: writeApiCalls });

/** How long call records and webhook deliveries are kept. */
export const apiRecordSetting = defineAppSetting({
  key: "apiRecord",
  schema: z.object({ retentionDays: z.number().int().min(1).max(3650) }),
  defaults: { retentionDays: 90 },
});

/** Records a legacy call (nothing is written here). */
export function recordApiCall(call: Omit<ApiCall, "at">): void {
  calls.add({ ...call, path: call.path.slice(0, 500), at: new Date() });
}

async function writeApiCalls(batch: ApiCall[]): Promise<void> {
  await queryRows(
    `INSERT INTO api_record (app_id, path, at, ip, code)
     SELECT * FROM unnest($1::text[], $2::text[], $3::timestamptz[], $4::text[], $5::text[])`,
    [
      batch.map((call) => call.appId),
      batch.map((call) => call.path),
      batch.map((call) => call.at.toISOString()),
      batch.map((call) => call.ip),
      batch.map((call) => call.code),
    ],
  );
}

/** Writes the calls recorded so far. */
export async function flushApiCalls(): Promise<void> {
  await calls.flush();
}

/** Writes recorded calls every few seconds until stopped. */
export function startApiCallFlushing(log: Logger): () => Promise<void> {
  return calls.start(log, "API call records");
}

/** Deletes call records and webhook deliveries older than the retention setting; the count deleted. */
export async function pruneApiRecords(now = new Date()): Promise<number> {
  const { retentionDays } = await readAppSetting(prisma, apiRecordSetting);
  const before = new Date(now.getTime() - retentionDays * 86_400_000);
  let total = 0;
  for (const table of ["api_record", "webhook_delivery"]) {
    const column = table === "api_record" ? "at" : "created_at";
    for (;;) {
      const deleted = await prisma.$executeRawUnsafe(
        `DELETE FROM ${table} WHERE id IN (SELECT id FROM ${table} WHERE ${column} < $1 LIMIT ${PRUNE_CHUNK})`,
        before,
      );
      total += deleted;
      if (deleted < PRUNE_CHUNK) break;
    }
  }
  // Daily call counters of past days: only today's limit reads them.
  await prisma.$executeRawUnsafe(`DELETE FROM api_info_day WHERE day < $1::date`, before);
  return total;
}

// Declared at load (services/jobs/job-kinds.ts imports this module).
defineJobKind({
  name: "api-record-prune",
  data: z.object({}),
  async run() {
    await pruneApiRecords();
    return "done";
  },
  async abandoned() {},
  cron: "23 * * * *",
});
