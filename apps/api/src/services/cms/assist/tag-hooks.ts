import { prisma, type DbClient } from "@suyuan/db/client";
import { column } from "../../../kit/item-values.ts";
import type { ResourceHooks } from "../../../kit/resource-service.ts";
import { AppError } from "../../../lib/app-error.ts";
import { currentSite } from "../../access/site-scope.ts";
import type { ServiceContext } from "../../service-context.ts";

async function nameTaken(db: DbClient, siteId: number, name: string, exceptId: number | null) {
  const clash = await db.tag.findFirst({
    where: { siteId, name, ...(exceptId === null ? {} : { id: { not: exceptId } }) },
    select: { id: true },
  });
  return clash !== null;
}

/**
 * Tags: a name is unique within the site; the count is kept by the content service
 * (services/cms/tags.ts), read here and never written through the form; a tag in use stays.
 */
export const tagHooks: ResourceHooks = {
  computed: { refCount: column("refCount") },
  async prepare(tx, ctx, data, current) {
    if (await nameTaken(tx, currentSite(ctx), data.name as string, (current?.id as number | undefined) ?? null))
      throw new AppError("BAD_REQUEST", {
        messageKey: "error.tagNameTaken",
        fieldErrors: { name: ["error.tagNameTaken"] },
      });
    return data;
  },
  async beforeDelete(tx, _ctx, rows) {
    const used = await tx.contentTag.count({ where: { tagId: { in: rows.map((row) => row.id as number) } } });
    if (used > 0) throw new AppError("RULE_VIOLATION", { messageKey: "error.inUse" });
  },
};

export async function isTagNameFree(ctx: ServiceContext, input: { id?: number; name: string }) {
  if (!input.name) return { pass: false };
  return { pass: !(await nameTaken(prisma, currentSite(ctx), input.name, input.id ?? null)) };
}
