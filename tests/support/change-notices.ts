import { randomBytes } from "node:crypto";
import { CHANGE_CHANNEL, changeFeedLive, onTableChange } from "@suyuan/db/change-feed";
import { prisma } from "@suyuan/db/client";

/**
 * Resolves once this process has heard the change notices of every change committed before the
 * call, for a test that writes behind the API's back and then reads through a cache (a role, a
 * trace page's rows). It sends a marker notice of its own: one connection delivers notices in
 * commit order, so the marker comes after all of them. At once while the feed is not live
 * (caches are not used then).
 */
export async function changesHeard(): Promise<void> {
  if (!changeFeedLive()) return;
  const marker = `test-marker-${randomBytes(8).toString("hex")}`;
  let stop = () => {};
  const heard = new Promise<void>((resolve) => {
    stop = onTableChange((table) => {
      if (table === marker || table === null) resolve();
    });
  });
  try {
    await prisma.$executeRaw`SELECT pg_notify(${CHANGE_CHANNEL}, ${marker})`;
    await heard;
  } finally {
    stop();
  }
}
