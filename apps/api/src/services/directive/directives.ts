import { generateDirectiveCode } from "@suyuan/contracts/directive/directive-code";
import type {
  TDirectiveFields,
  TDirectiveItem,
  ZFindDirectivesInput,
} from "@suyuan/contracts/directive/directive-operations";
import { ZDirectiveParams } from "@suyuan/contracts/directive/directive-params";
import type { TListOutput } from "@suyuan/contracts/common/list";
import { Prisma, prisma } from "@suyuan/db/client";
import type { z } from "zod";
import { AppError } from "../../lib/app-error.ts";
import { currentSite } from "../access/site-scope.ts";
import { recordOperation } from "../audit/record-operation.ts";
import { column } from "../../kit/item-values.ts";
import { listStatementOf } from "../../kit/sql-list-json.ts";
import { listPage, listRow } from "../list/list-page.ts";
import { containsText } from "../list/text-match.ts";
import type { ServiceContext } from "../service-context.ts";
import { assertDirectiveReferences } from "./directive-references.ts";

// The tag wizard's saved tags (cms_directive), per site. The tag text is generated here from the
// validated picker values on every save, never taken from the client. Names are unique per site
// by the (site_id, name) constraint; its violation answers like the check before it.

const nameTaken = () =>
  new AppError("BAD_REQUEST", {
    messageKey: "error.directiveNameTaken",
    fieldErrors: { name: ["error.directiveNameTaken"] },
  });

/** A unique violation: parallel saves of one name that all passed the check. */
function constraintAnswer(error: unknown): unknown {
  return error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002" ? nameTaken() : error;
}

// The list (and get) as one statement (kit/sql-list-json.ts).
const DIRECTIVES = listStatementOf("directive", {
  id: column("id"),
  name: column("name"),
  kind: column("kind"),
  params: column("params"),
  code: column("code"),
  createdAt: column("createdAt"),
  updatedAt: column("updatedAt"),
});
type Row = Omit<TDirectiveItem, "params"> & { params: unknown };

function toItem(row: Row): TDirectiveItem {
  // Stored params were validated on save; parsing again fills defaults added since.
  const params = ZDirectiveParams.parse(row.params);
  return { ...row, kind: params.kind, params };
}

export async function findDirectives(
  ctx: ServiceContext,
  input: z.output<typeof ZFindDirectivesInput>,
): Promise<TListOutput<TDirectiveItem>> {
  const where = {
    siteId: currentSite(ctx),
    ...(input.name ? { name: containsText(input.name) } : {}),
    ...(input.kind ? { kind: input.kind } : {}),
  };
  const { page, pageSize } = input;
  const found = await listPage<Row>(DIRECTIVES, { where, sortBy: "updatedAt", direction: "desc", page, pageSize });
  return { ...found, items: found.items.map(toItem) };
}

export async function getDirective(ctx: ServiceContext, id: number): Promise<TDirectiveItem> {
  const row = await listRow<Row>(DIRECTIVES, id, { siteId: currentSite(ctx) });
  if (!row) throw new AppError("NOT_FOUND");
  return toItem(row);
}

/** What a save writes: the name, the picker values and the tag generated from them. */
function columns(data: TDirectiveFields) {
  return {
    name: data.name,
    kind: data.params.kind,
    params: data.params as Prisma.InputJsonObject,
    code: generateDirectiveCode(data.params),
  };
}

async function assertNameFree(db: Prisma.TransactionClient, siteId: number, name: string, selfId: number | null) {
  const clash = await db.directive.findFirst({
    where: { siteId, name, ...(selfId === null ? {} : { id: { not: selfId } }) },
    select: { id: true },
  });
  if (clash) throw nameTaken();
}

export async function createDirective(ctx: ServiceContext, data: TDirectiveFields): Promise<{ id: number }> {
  const siteId = currentSite(ctx);
  try {
    return await prisma.$transaction(async (tx) => {
      await assertNameFree(tx, siteId, data.name, null);
      await assertDirectiveReferences(tx, ctx, data.params);
      const row = await tx.directive.create({ data: { ...columns(data), siteId }, select: { id: true } });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "create",
        resource: "directive",
        targetId: row.id,
        detail: { name: data.name, kind: data.params.kind },
      });
      return { id: row.id };
    });
  } catch (error) {
    throw constraintAnswer(error);
  }
}

export async function updateDirective(
  ctx: ServiceContext,
  id: number,
  data: TDirectiveFields,
): Promise<{ id: number }> {
  const siteId = currentSite(ctx);
  try {
    return await prisma.$transaction(async (tx) => {
      const existing = await tx.directive.findFirst({ where: { id, siteId }, select: { id: true } });
      if (!existing) throw new AppError("NOT_FOUND");
      await assertNameFree(tx, siteId, data.name, id);
      await assertDirectiveReferences(tx, ctx, data.params);
      await tx.directive.update({ where: { id }, data: columns(data), select: { id: true } });
      await recordOperation(tx, {
        actor: ctx.actor,
        meta: ctx.meta,
        operation: "update",
        resource: "directive",
        targetId: id,
        detail: { name: data.name, kind: data.params.kind },
      });
      return { id };
    });
  } catch (error) {
    throw constraintAnswer(error);
  }
}

/** Deletes the site's tags among `ids` (all or none: an id of another site is NOT_FOUND). */
export async function deleteDirectives(ctx: ServiceContext, ids: readonly number[]): Promise<{ deleted: number }> {
  const siteId = currentSite(ctx);
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.directive.findMany({
      where: { id: { in: unique }, siteId },
      select: { id: true, name: true },
    });
    if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
    const { count } = await tx.directive.deleteMany({ where: { id: { in: unique }, siteId } });
    await recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation: "delete",
      resource: "directive",
      targetId: unique.join(","),
      detail: { names: rows.map((row) => row.name) },
    });
    return { deleted: count };
  });
}
