import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import type { AnyProcedure } from "@trpc/server";
import { z } from "zod";
import { MAX_PAGE_SIZE } from "@suyuan/contracts/common/list";
import { ZTextFilter, ZIdList } from "@suyuan/contracts/kit/primitives";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { permissionProcedure, router } from "./init.ts";
import type { LegacyExposure } from "../operations/operation-registry.ts";
import type { ResourceService } from "../kit/resource-service.ts";
import type { SqlFragment } from "../kit/sql-where.ts";
import { prisma } from "@suyuan/db/client";
import { blankItem, withBlankNulls } from "../kit/blank-item.ts";
import { delegateOf } from "../kit/model-delegate.ts";
import { titleFilter, titleText } from "../kit/option-titles.ts";
import { readKeys } from "../kit/resource-keys.ts";
import { scopeWhere } from "../kit/resource-where.ts";
import type { ServiceContext } from "../services/service-context.ts";
import type { CallerContext } from "../services/access/caller-context.ts";

type Keys = [PermissionKey, ...PermissionKey[]];

/** The legacy paths of one action: `/<legacyName>/<action>` for every legacy name of the resource. */
export function legacyPaths(definition: ResourceDefinition, ...actions: string[]) {
  return { paths: definition.legacy.flatMap((name) => actions.map((action) => `/${name}/${action}`)) };
}

export const ZOptionsInput = z.object({ name: ZTextFilter, ids: ZIdList.optional() }).default({ name: undefined });
export const ZOptionsOutput = z.array(z.object({ id: z.number(), name: z.string() }));
/** A row's personal data in full, by field key (null where the row has none). */
export const ZRevealOutput = z.record(z.string(), z.string().nullable());

/** The legacy answer of a list the origin answers as a plain array: every row (up to a page's most). */
const WHOLE_LIST = {
  formFixed: { pageNo: "1", pageSize: String(MAX_PAGE_SIZE) },
  answer: (output: unknown) => ({ body: (output as { items: unknown[] }).items }),
} as const;

/** The legacy get's answer as the definition's `legacyGet` asks: a blank template for id 0, "" for nulls. */
function originGet(definition: ResourceDefinition): Omit<LegacyExposure, "paths"> {
  const { newRow, blankWhenNull = [] } = definition.legacyGet ?? {};
  return {
    ...(newRow ? { blank: () => ({ ...blankItem(definition), ...newRow }) } : {}),
    ...(blankWhenNull.length > 0
      ? { answer: (output: unknown) => ({ body: withBlankNulls(output, blankWhenNull) }) }
      : {}),
  };
}

/**
 * A resource's list for the holders of `keys`: the most frequent call, so the entry points answer
 * it directly, without tRPC's middleware chain (trpc/direct-query.ts).
 */
export function findProcedure<Find extends z.ZodType, FindOutput extends z.ZodType>(
  definition: ResourceDefinition & { schemas: { find: Find; findOutput: FindOutput } },
  service: ResourceService,
  keys: Keys,
  legacy: LegacyExposure,
) {
  const find = (ctx: ServiceContext, input: never) => service.find(ctx, input);
  const exposure = definition.legacyList === "array" ? { ...legacy, ...WHOLE_LIST } : legacy;
  // A caller taken from a recent read is confirmed in the list's own statement.
  const findJson = (ctx: CallerContext, input: never, alongside?: SqlFragment) =>
    service.findJson(ctx, input, { alongside, confirmation: ctx.confirmation });
  return (
    permissionProcedure(...keys)
      .meta({ legacy: exposure, direct: find, directJson: findJson })
      // The definition's own schemas (not intersected with the loose ResourceDefinition ones), so
      // callers read typed items.
      .input(definition.schemas.find as Find)
      .output(definition.schemas.findOutput as FindOutput)
      .query(({ ctx, input }) => find(ctx, input as never) as never)
  );
}

/**
 * The generated procedures of a resource: find, get, create, update, delete and options (choices
 * for other resources' selects). Each declares its access once; the legacy paths it lists in its
 * metadata are derived from it (legacy/procedure-routes.ts). `choosers` may read the choices
 * (kit/resource-keys.ts: choiceKeys); without them, the readers of the rows.
 */
/** The schemas a resource's procedures are typed by (separate type parameters keep them precise). */
export type Typed<Find, FindOutput, Item, Fields, Update> = ResourceDefinition & {
  schemas: { find: Find; findOutput: FindOutput; item: Item; fields: Fields; update: Update };
};

export function resourceProcedures<
  Find extends z.ZodType,
  FindOutput extends z.ZodType,
  Item extends z.ZodType,
  Fields extends z.ZodType,
  Update extends z.ZodType<{ id: number; data: unknown }>,
>(
  definition: Typed<Find, FindOutput, Item, Fields, Update>,
  service: ResourceService,
  options: { choosers?: Keys } = {},
) {
  const { keys, schemas } = definition;
  const read = readKeys(definition);
  const choose = options.choosers ?? read;
  const display = String(definition.titleField);
  const aliased = (procedure: keyof NonNullable<ResourceDefinition["legacyAliases"]>, ...actions: string[]) =>
    legacyPaths(definition, ...actions, ...(definition.legacyAliases?.[procedure] ?? []));
  const remove = permissionProcedure(keys.delete ?? keys.update)
    .meta({ legacy: aliased("delete", "delete") })
    .input(schemas.delete)
    .output(schemas.deleted)
    .mutation(({ ctx, input }) => service.delete(ctx, input.ids));
  // A mutation, not a query: it writes the operation log, and is never cached or repeated.
  const reveal = permissionProcedure(OPERATION_KEYS.personalDataReveal)
    .meta({ legacy: legacyPaths(definition, "reveal") })
    .input(schemas.get)
    .output(ZRevealOutput)
    .mutation(({ ctx, input }) => service.reveal(ctx, input.id));

  return {
    find: findProcedure<Find, FindOutput>(definition, service, read, aliased("find", "list")),
    get: permissionProcedure(...read)
      .meta({ legacy: { ...aliased("get", "get", "view"), ...originGet(definition) } })
      .input(schemas.get)
      .output(schemas.item as Item)
      .query(({ ctx, input }) => service.get(ctx, input.id) as never),
    create: permissionProcedure(keys.create)
      .meta({ legacy: aliased("create", "save") })
      .input(schemas.fields)
      .output(schemas.created)
      .mutation(({ ctx, input }) => service.create(ctx, input as never)),
    update: permissionProcedure(keys.update)
      .meta({ legacy: aliased("update", "update") })
      .input(schemas.update)
      .output(schemas.ok)
      .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data as never)),
    // A resource without a delete key has no delete procedure (nor its legacy path). Typed as
    // present for every resource, so callers of the others keep their precise router type.
    ...((keys.delete ? { delete: remove } : {}) as { delete: typeof remove }),
    // Only a resource with personal data (masked fields) reveals; typed as present like delete.
    ...((definition.masked.length > 0 ? { reveal } : {}) as { reveal: typeof reveal }),
    options: permissionProcedure(...choose)
      .input(ZOptionsInput)
      .output(ZOptionsOutput)
      .query(async ({ ctx, input }) => {
        const rows = await delegateOf(prisma, definition.model).findMany({
          where: {
            AND: [
              scopeWhere(definition, ctx),
              titleFilter(definition.fields[display], display, input.name),
              input.ids ? { id: { in: input.ids } } : {},
            ],
          },
          orderBy: [{ [display]: "asc" }, { id: "asc" }],
          select: { id: true, [display]: true },
          take: 50,
        });
        return rows.map((row) => ({ id: row.id as number, name: titleText(definition.fields[display], row[display]) }));
      }),
  };
}

/** The named keys of a record type (not its index signature). */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };

/** A resource's router: the generated procedures plus any hand-written ones beside them. */
export function resourceRouter<
  Find extends z.ZodType,
  FindOutput extends z.ZodType,
  Item extends z.ZodType,
  Fields extends z.ZodType,
  Update extends z.ZodType<{ id: number; data: unknown }>,
  Extra extends Record<string, AnyProcedure> = Record<never, never>,
>(
  definition: Typed<Find, FindOutput, Item, Fields, Update>,
  service: ResourceService,
  options: { choosers?: Keys; extra?: Extra } = {},
) {
  const generated = resourceProcedures(definition, service, options);
  // A hand-written procedure of a generated name replaces it (a user's create also takes a password).
  const procedures = { ...generated, ...(options.extra ?? {}) } as unknown as Omit<typeof generated, NamedKeys<Extra>> &
    Extra;
  return router(procedures);
}
