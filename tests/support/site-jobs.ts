import { drainSiteJobs, siteJobsIdle } from "@suyuan/api/services/site-job/site-job-runner";
import { prisma } from "./test-server.ts";

/**
 * Waits until no site job (static pages, search index) is queued or running: this process's
 * worker finishes what it holds and the rest is run here. A job another call has just queued
 * is picked up on the next turn; the wait ends with an error after 400 turns.
 */
export async function settleSiteJobs(): Promise<void> {
  for (let round = 0; round < 400; round++) {
    await siteJobsIdle();
    const open = await prisma.siteJob.count({ where: { status: { in: ["queued", "running"] } } });
    if (open === 0) return;
    await drainSiteJobs();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const open = await prisma.siteJob.findMany({ where: { status: { in: ["queued", "running"] } } });
  throw new Error(`site jobs did not finish: ${JSON.stringify(open)}`);
}
