import { outdateSitePages } from "../static-pages/outdate-pages.ts";
import type { TSiteCompanyFields } from "@suyuan/contracts/site/site-operations";
import { prisma } from "@suyuan/db/client";
import { recordOperation } from "../audit/record-operation.ts";
import type { ServiceContext } from "../service-context.ts";

const EMPTY: TSiteCompanyFields = {
  name: null,
  address: null,
  phone: null,
  contact: null,
  icp: null,
  description: null,
};

/** A site's organisation info; a site without a row answers empty fields. */
export async function getSiteCompany(siteId: number) {
  const row = await prisma.siteCompany.findUnique({ where: { siteId } });
  const fields = row
    ? {
        name: row.name,
        address: row.address,
        phone: row.phone,
        contact: row.contact,
        icp: row.icp,
        description: row.description,
      }
    : EMPTY;
  return { siteId, ...fields };
}

export async function updateSiteCompany(ctx: ServiceContext, siteId: number, data: TSiteCompanyFields) {
  return prisma.$transaction(async (tx) => {
    await tx.siteCompany.upsert({ where: { siteId }, create: { siteId, ...data }, update: data });
    await outdateSitePages(tx, siteId);
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "update-company",
      resource: "site",
      targetId: siteId,
    });
    return { ok: true as const };
  });
}
