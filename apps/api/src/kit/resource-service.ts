import type { TListOutput } from "@suyuan/contracts/common/list";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { FieldSpec } from "@suyuan/contracts/kit/fields";
import { prisma, type DbClient, type TransactionClient } from "@suyuan/db/client";
import { AppError } from "../lib/app-error.ts";
import { assertInScope, enterpriseForWrite } from "../services/access/enterprise-scope.ts";
import { currentSite } from "../services/access/site-scope.ts";
import { assertStationInScope, stationForWrite, stationScopeIn } from "../services/access/station-scope.ts";
import { assertHoldsOneOf } from "../services/auth/user-access.ts";
import { recordOperation } from "../services/audit/record-operation.ts";
import { sanitizeRichText } from "../services/goods/sanitize-html.ts";
import { isMaskedText, maskValue } from "@suyuan/contracts/kit/personal-data";
import { iterateById } from "../services/list/iterate-by-id.ts";
import type { ServiceContext } from "../services/service-context.ts";
import { textOf } from "./text-of.ts";
import { canReveal } from "./masking.ts";
import { assertLookupsInScope } from "./lookup-scope.ts";
import { delegateOf } from "./model-delegate.ts";
import { databaseErrorAnswer, deleteErrorAnswer } from "./database-errors.ts";
import type { ItemValue } from "./item-values.ts";
import { linkValues, toColumns } from "./resource-rows.ts";
import { listWhere, scopeWhere } from "./resource-where.ts";
import { compileJsonList, itemsOf, type JsonList, type JsonListAnswer } from "./sql-list-json.ts";
import type { SqlFragment } from "./sql-where.ts";

type Row = Record<string, unknown>;

const pagingOf = (input: { page: number; pageSize: number }) => ({ page: input.page, pageSize: input.pageSize });

/** What a resource adds to the generated behaviour; every hook is optional. */
export type ResourceHooks = {
  /**
   * Checks and completes the column values of a create (current null) or update, inside the
   * transaction: references in scope, computed columns. Throws AppError to refuse. `input` is the
   * validated input, link fields (lookupList ids) included.
   */
  prepare?: (tx: TransactionClient, ctx: ServiceContext, data: Row, current: Row | null, input: Row) => Promise<Row>;
  /**
   * Item values beyond the definition's fields, by item key: columns the fields leave out, counts,
   * conversions, labels, other tables' names and rows (kit/item-values.ts). Written by the list
   * statement itself, so lists, get and exports answer the same items.
   */
  computed?: Readonly<Record<string, ItemValue>>;
  /**
   * Extra where for filters the definition cannot express (may read the database: a class's
   * subclasses), in the part of Prisma's where that kit/sql-where.ts compiles into the statement.
   */
  where?: (ctx: ServiceContext, input: Row) => Row | Promise<Row>;
  /**
   * Rows beyond the definition's scope that the caller may still not see (a member's own
   * enterprise within the site): applied to lists, exports, get, update and delete alike.
   */
  scope?: (ctx: ServiceContext) => Row;
  /**
   * Lookup fields whose references `prepare` checks itself (scope and more, every wrong choice
   * named at once); the generic scope check skips them.
   */
  ownLookupChecks?: readonly string[];
  /**
   * Words a write's refusal more precisely than the generic answer (a unique rule that lost a race
   * named as the check before it would have named it): given the AppError the kit made of the
   * failure and the validated input, the error to throw instead (or the same one).
   */
  mapError?: (error: AppError, input: Row) => Promise<unknown>;
  /** Refuses a delete (rows in use) before it runs. */
  beforeDelete?: (tx: TransactionClient, ctx: ServiceContext, rows: Row[]) => Promise<void>;
  /**
   * Runs after a create or update in the same transaction (history rows, counters, child rows);
   * `input` is the validated input, the definition's extraInput included.
   */
  afterWrite?: (
    tx: TransactionClient,
    ctx: ServiceContext,
    id: number,
    data: Row,
    current: Row | null,
    input: Row,
  ) => Promise<void>;
};

export type ResourceService = ReturnType<typeof createResourceService>;

/**
 * The service functions of a resource, from its definition: scoped capped-count list, get,
 * create, update and delete in one transaction with the operation log, and an export iterator.
 * Constraint errors become the clear validation answer.
 */
export function createResourceService(definition: ResourceDefinition, hooks: ResourceHooks = {}) {
  const stationColumn = definition.stationScope;
  const fieldNames = Object.keys(definition.fields);
  const richTextFields = Object.entries<FieldSpec>(definition.fields)
    .filter(([, spec]) => spec.widget.kind === "richText")
    .map(([key]) => key);
  const model = (db: DbClient) => delegateOf(db, definition.model);
  const title = (data: Row) => textOf(data[definition.titleField]);

  /**
   * A masked field sent back as it was shown (an edit form saved without retyping it) keeps the
   * stored value; other masked text is refused, and so is any on a create.
   */
  function unmasked(data: Row, existing: Row | null): Row {
    let clean: Row | null = null;
    for (const [key, kind] of definition.masked) {
      if (!isMaskedText(data[key])) continue;
      if (!existing || maskValue(kind, existing[key]) !== data[key])
        throw new AppError("BAD_REQUEST", { fieldErrors: { [key]: ["validation.maskedValue"] } });
      clean ??= { ...data };
      clean[key] = existing[key];
    }
    return clean ?? data;
  }

  async function where(ctx: ServiceContext, input: Row): Promise<Row> {
    const base = listWhere(definition, ctx, input);
    const parts = [
      base,
      ...(hooks.scope ? [hooks.scope(ctx)] : []),
      ...(hooks.where ? [await hooks.where(ctx, input)] : []),
    ];
    return parts.length === 1 ? base : { AND: parts };
  }

  function sortOf(input: Row): { sortBy: string; direction: "asc" | "desc" } {
    const asked = typeof input.sortBy === "string";
    const coded = asked ? undefined : definition.orderCodes?.[input.orderBy as number];
    const byDefault = coded ?? definition.defaultSort;
    const sortBy = asked ? (input.sortBy as string) : (byDefault?.by ?? "createdAt");
    const fallback = asked ? undefined : byDefault?.dir;
    return { sortBy, direction: fallback ?? (input.sortDir === "asc" ? "asc" : "desc") };
  }

  // The one list statement (kit/sql-list-json.ts), compiled on first use: personal data masked,
  // and, for an unmasked export only, in full.
  const statements: { masked?: JsonList; full?: JsonList } = {};
  function statement(masked = true): JsonList {
    const kind = masked ? "masked" : "full";
    return (statements[kind] ??= compileJsonList(definition, hooks.computed ?? {}, { masked }));
  }

  /**
   * A page of the list, as JSON text written by the database (what the entry points send as it
   * came). `alongside` and `confirmation` run in the same statement (see JsonList); whoever passes
   * a confirmation must check `confirmed` before answering the page.
   */
  async function findJson(
    ctx: ServiceContext,
    input: Row & { page: number; pageSize: number },
    extra: { alongside?: SqlFragment; confirmation?: SqlFragment | null } = {},
  ): Promise<JsonListAnswer> {
    const filter = await where(ctx, input);
    const page = await statement().page({ where: filter, ...sortOf(input), ...pagingOf(input), ...extra });
    return { ...page, pageSize: input.pageSize };
  }

  /** Reads one row the caller may see, or answers "not found" (out-of-scope rows are not revealed). */
  async function current(db: DbClient, ctx: ServiceContext, id: number): Promise<Row> {
    // Every column, the scope's included even when it is not a field (site-owned rows never show
    // siteId): the checks and the hooks read them.
    const row = await model(db).findUnique({ where: { id } });
    if (!row) throw new AppError("NOT_FOUND");
    if (definition.scope === "site" && row.siteId !== currentSite(ctx)) throw new AppError("NOT_FOUND");
    if (definition.scope === "enterprise") assertInScope(ctx.scope, (row.enterpriseId as number | null) ?? null);
    if (stationColumn) assertStationInScope(ctx, row[stationColumn] as number | null);
    if (hooks.scope && (await model(db).count({ where: { AND: [{ id }, hooks.scope(ctx)] } })) === 0)
      throw new AppError("NOT_FOUND");
    return row;
  }

  async function columnsFor(tx: TransactionClient, ctx: ServiceContext, data: Row, existing: Row | null) {
    const clean = { ...unmasked(data, existing) };
    for (const key of richTextFields) if (typeof clean[key] === "string") clean[key] = sanitizeRichText(clean[key]);
    let columns = toColumns(definition, clean);
    if (definition.scope === "site" && !existing) columns.siteId = currentSite(ctx);
    if (definition.scope === "enterprise")
      columns.enterpriseId = enterpriseForWrite(ctx.scope, (columns.enterpriseId as number | null | undefined) ?? null);
    // An operator writes into their own station only, and creates no stations.
    if (stationColumn === "stationId" && (!existing || "stationId" in columns))
      columns.stationId = stationForWrite(ctx, columns.stationId as number | null | undefined);
    if (stationColumn === "id" && !existing && stationScopeIn(ctx).kind === "station") throw new AppError("FORBIDDEN");
    await assertLookupsInScope(tx, ctx, definition, clean, hooks.ownLookupChecks);
    if (hooks.prepare) columns = await hooks.prepare(tx, ctx, columns, existing, clean);
    return { clean, columns };
  }

  async function writeLinks(tx: TransactionClient, id: number, data: Row, replace: boolean) {
    for (const { links, ids } of linkValues(definition, data)) {
      // The link table's delegate is named like its model (personAttendees → the parent's relation).
      const relation = {
        [links.table]: replace
          ? { deleteMany: {}, create: ids.map((target) => ({ [links.key]: target })) }
          : { create: ids.map((target) => ({ [links.key]: target })) },
      };
      await model(tx).update({ where: { id }, data: relation, select: { id: true } });
    }
  }

  /** A create's or update's failure as the answer the caller gets (database-errors.ts, hooks.mapError). */
  async function writeError(error: unknown, input: Row): Promise<unknown> {
    const answer = databaseErrorAnswer(error, fieldNames);
    return hooks.mapError && answer instanceof AppError ? await hooks.mapError(answer, input) : answer;
  }

  function log(tx: TransactionClient, ctx: ServiceContext, operation: string, targetId: number | string, detail: Row) {
    return recordOperation(tx, {
      actor: ctx.actor,
      meta: ctx.meta,
      operation,
      resource: definition.name,
      targetId,
      detail: detail as never,
    });
  }

  return {
    definition,
    current,
    /** The Prisma-shaped where a list applies (scope, filters, hooks), which the statement compiles. */
    where,

    /**
     * A page of the list, as JSON text written by the database (what the entry points send as it
     * came). `alongside` and `confirmation` run in the same statement (see JsonList); whoever passes
     * a confirmation must check `confirmed` before answering the page.
     */
    findJson,

    /** The same page as objects (in-process callers: scripts, tests, the tRPC resolver). */
    async find(ctx: ServiceContext, input: Row & { page: number; pageSize: number }): Promise<TListOutput<Row>> {
      const page = await findJson(ctx, input);
      const { total, pageSize, totalCapped } = page;
      return { items: itemsOf(page), total, page: page.page, pageSize, totalCapped };
    },

    async get(ctx: ServiceContext, id: number): Promise<Row> {
      // The row's checks (scope, station, hooks.scope) answer as for a write; the item is the list's.
      await current(prisma, ctx, id);
      const page = await statement().page({
        where: { id },
        sortBy: "id",
        direction: "asc",
        page: 1,
        pageSize: 1,
        uncounted: true,
      });
      const [found] = itemsOf(page);
      if (!found) throw new AppError("NOT_FOUND");
      return found;
    },

    /**
     * A row's masked fields in full, for a holder of the reveal key who may read the row: written
     * to the operation log (who, which row, which fields) in the same transaction as the read.
     */
    async reveal(ctx: ServiceContext, id: number): Promise<Record<string, string | null>> {
      if (!canReveal(ctx)) throw new AppError("FORBIDDEN");
      const { keys } = definition;
      assertHoldsOneOf(ctx.access, [keys.list, ...(keys.view ? [keys.view] : []), keys.update]);
      return prisma.$transaction(async (tx) => {
        const row = await current(tx, ctx, id);
        const fields = definition.masked.map(([key]) => key);
        const values = Object.fromEntries(fields.map((key) => [key, (row[key] as string | null | undefined) ?? null]));
        await log(tx, ctx, "reveal", id, { name: title(row), fields });
        return values;
      });
    },

    async create(ctx: ServiceContext, data: Row): Promise<{ id: number }> {
      try {
        return await prisma.$transaction(async (tx) => {
          const { clean, columns } = await columnsFor(tx, ctx, data, null);
          const row = await model(tx).create({ data: columns, select: { id: true } });
          const id = row.id as number;
          await writeLinks(tx, id, clean, false);
          await hooks.afterWrite?.(tx, ctx, id, columns, null, clean);
          await log(tx, ctx, "create", id, { name: title(clean) });
          return { id };
        });
      } catch (error) {
        throw await writeError(error, data);
      }
    },

    async update(ctx: ServiceContext, id: number, data: Row): Promise<{ ok: true }> {
      try {
        await prisma.$transaction(async (tx) => {
          const existing = await current(tx, ctx, id);
          const { clean, columns } = await columnsFor(tx, ctx, data, existing);
          await model(tx).update({ where: { id }, data: columns, select: { id: true } });
          await writeLinks(tx, id, clean, true);
          await hooks.afterWrite?.(tx, ctx, id, columns, existing, clean);
          // A title the update does not change (a username set once) is the row's.
          await log(tx, ctx, "update", id, { name: title(clean) || title(existing) });
        });
      } catch (error) {
        throw await writeError(error, data);
      }
      return { ok: true };
    },

    async delete(ctx: ServiceContext, ids: number[]): Promise<{ deleted: number }> {
      const unique = [...new Set(ids)];
      try {
        return await prisma.$transaction(async (tx) => {
          const rows = await model(tx).findMany({
            where: { AND: [{ id: { in: unique } }, scopeWhere(definition, ctx), hooks.scope?.(ctx) ?? {}] },
            select: { id: true, [definition.titleField]: true },
          });
          if (rows.length !== unique.length) throw new AppError("NOT_FOUND");
          await hooks.beforeDelete?.(tx, ctx, rows);
          const { count } = await model(tx).deleteMany({ where: { id: { in: unique } } });
          await log(tx, ctx, "delete", unique.join(","), { names: rows.map(title) });
          return { deleted: count };
        });
      } catch (error) {
        throw deleteErrorAnswer(error);
      }
    },

    /**
     * Every row matching the filters, in id order and in batches: memory stays flat. Personal
     * data is masked unless `full` (an unmasked export, checked and logged by its caller).
     */
    async *iterate(ctx: ServiceContext, input: Row, options: { full?: boolean } = {}): AsyncIterable<Row> {
      const filter = await where(ctx, input);
      // The list's statement, in keyset batches by id (no count, no offset scans).
      const list = statement(!options.full);
      yield* iterateById<Row & { id: number }>(async (afterId, take) => {
        const page = await list.page({
          where: afterId === null ? filter : { AND: [filter, { id: { gt: afterId } }] },
          sortBy: "id",
          direction: "asc",
          page: 1,
          pageSize: take,
          uncounted: true,
        });
        return itemsOf(page) as (Row & { id: number })[];
      });
    },
  };
}
