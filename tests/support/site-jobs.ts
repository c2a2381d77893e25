import { startQueuedSiteJobs } from "@suyuan/api/services/site-job/site-job-runner";
import { jobsIdle } from "@suyuan/api/services/jobs/job-queue";
import { prisma } from "./test-server.ts";

/**
 * Waits until no site job (static pages, search index) is queued or running: the test server's
 * job worker is woken and finishes them. A job another call has just queued is picked up on the
 * next turn; the wait ends with an error after 400 turns.
 */
export async function settleSiteJobs(): Promise<void> {
  for (let round = 0; round < 400; round++) {
    await jobsIdle();
    const open = await prisma.siteJob.count({ where: { status: { in: ["queued", "running"] } } });
    if (open === 0) return;
    startQueuedSiteJobs();
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  const open = await prisma.siteJob.findMany({ where: { status: { in: ["queued", "running"] } } });
  throw new Error(`site jobs did not finish: ${JSON.stringify(open)}`);
}
