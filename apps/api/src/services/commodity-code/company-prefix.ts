import { prisma } from "@suyuan/db/client";
import { currentSite } from "../access/site-scope.ts";
import type { ServiceContext } from "../service-context.ts";

/** An enterprise's company prefix in the current site, or null (the commodity code form shows the GTIN live). */
export async function findCompanyPrefix(
  ctx: ServiceContext,
  enterpriseId: number,
): Promise<{ companyPrefix: string | null }> {
  const code = await prisma.enterpriseCode.findFirst({
    where: { enterpriseId, siteId: currentSite(ctx) },
    select: { companyPrefix: true },
  });
  return { companyPrefix: code?.companyPrefix ?? null };
}
