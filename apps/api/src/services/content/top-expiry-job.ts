import { z } from "zod";
import { prisma, type DbClient } from "@suyuan/db/client";
import { defineJobKind } from "../jobs/job-queue.ts";

// A top level (置顶) may run until a date. The admin list counts an expired one as 0 in its own
// statement (content-list.ts) and never writes; this job clears the stored value afterwards, so
// the public site's orders and the edit form read it as lapsed too. It touches only items on top.

/** Clears the top levels whose expiry has passed; answers how many items it cleared. */
export async function clearExpiredTopLevels(db: DbClient = prisma): Promise<number> {
  const { count } = await db.content.updateMany({
    where: { topLevel: { gt: 0 }, topExpiredAt: { lte: new Date() } },
    data: { topLevel: 0, topExpiredAt: null },
  });
  return count;
}

/** Every five minutes, once across all processes. */
export const topExpiryJob = defineJobKind({
  name: "content-top-expiry",
  data: z.object({}),
  async run() {
    await clearExpiredTopLevels();
    return "done";
  },
  async abandoned() {},
  cron: "*/5 * * * *",
});
