import type { TransactionClient } from "@suyuan/db/client";

/**
 * Every public page shows the site's channels (navigation, breadcrumbs) and its settings (name,
 * organisation): a change to either outdates every generated page of the site at once. Pages
 * carry the site's template version, so raising it makes them all stale on every process in the
 * change's own transaction; the dynamic renderer answers until they are generated again. (A
 * members-only restriction on a channel must never leave its pages served from storage.)
 */
export async function outdateSitePages(tx: TransactionClient, siteId: number): Promise<void> {
  await tx.$executeRaw`UPDATE site SET template_version = template_version + 1 WHERE id = ${siteId}`;
}
