import { z } from "zod";
import { regionRule } from "../common/fields.ts";
import { ZPaging, zListOutput, zSort } from "../common/list.ts";
import type { PermissionKey } from "../permissions/permission-keys.ts";
import type { EnumOption, FieldSpec, Label, LinksOf, RelationOf } from "./fields.ts";
import { keepingMasked, maskedFields } from "./personal-data.ts";
import { ZDay, ZId, ZIdList, ZMonth, ZTextFilter, ZStoredDateTime, zInt } from "./primitives.ts";

/**
 * A list filter: which column it reads and how. `contains` is a case-insensitive substring,
 * `equals` the field's own value, `from`/`to` an inclusive range on a day column, `has` an
 * element of a list column (or a row linked through a lookup list's join table). `oneOf` picks one of its own choices: on a column that is no form
 * field (a state kept out of the form), or, without a column, read by the service's `where` hook;
 * `flag` is a yes/no the `where` hook reads (computed conditions such as low stock).
 */
export type FilterSpec = (
  | { kind: "contains"; column: string; label?: Label }
  | { kind: "equals"; column: string; label?: Label; input?: z.ZodType }
  | { kind: "from" | "to"; column: string; label?: Label }
  | { kind: "has"; column: string; label?: Label }
  | { kind: "custom"; column: string; label?: Label; input?: z.ZodType }
  | { kind: "oneOf"; column?: string; options: readonly EnumOption[]; label: Label }
  | { kind: "flag"; label: Label }
  | { kind: "search"; label: Label }
) & {
  /** Taken by the API (pickers on other pages, legacy callers) but not shown on the list's filter bar. */
  apiOnly?: true;
};

export const filter = {
  contains: (column: string, label?: Label): FilterSpec => ({ kind: "contains", column, ...(label ? { label } : {}) }),
  /** `input`: the filter's own rule where the field's widget does not give it (a numeric choice). */
  equals: (column: string, label?: Label, input?: z.ZodType): FilterSpec => ({
    kind: "equals",
    column,
    ...(label ? { label } : {}),
    ...(input ? { input } : {}),
  }),
  from: (column: string, label?: Label): FilterSpec => ({ kind: "from", column, ...(label ? { label } : {}) }),
  to: (column: string, label?: Label): FilterSpec => ({ kind: "to", column, ...(label ? { label } : {}) }),
  has: (column: string, label?: Label): FilterSpec => ({ kind: "has", column, ...(label ? { label } : {}) }),
  oneOf: (label: Label, options: readonly EnumOption[], column?: string): FilterSpec => ({
    kind: "oneOf",
    label,
    options,
    ...(column ? { column } : {}),
  }),
  flag: (label: Label): FilterSpec => ({ kind: "flag", label }),
  /** A text the `where` hook reads (matched across several columns or relations). */
  search: (label: Label): FilterSpec => ({ kind: "search", label }),
  apiOnly: (spec: FilterSpec): FilterSpec => ({ ...spec, apiOnly: true }),
  /**
   * Entered like a filter on `column` (by its field's input, or `input`) but applied by the
   * service's `where` hook: a class with its subclasses, a barcode prefix.
   */
  custom: (column: string, label?: Label, input?: z.ZodType): FilterSpec => ({
    kind: "custom",
    column,
    ...(label ? { label } : {}),
    ...(input ? { input } : {}),
  }),
};

/**
 * A list column: a field, a relation's name, or a timestamp; export writes the same columns.
 * `priority` says what gives way when the list is narrower than its columns (see the web's data
 * table): "high" always stays (a row's status, which is "high" without saying so), "low" starts
 * hidden in the column menu, and the rest hide from the right as needed.
 */
export type ColumnSpec = {
  key: string;
  label?: Label;
  width?: number;
  sortable?: boolean;
  priority?: "high" | "low";
  /** How a computed value (one that is no form field) is written: "money" as ¥1,234.50. */
  format?: "money";
};

/**
 * A resource's pages in the menu and the permission tree. The pages are those of `routes`, in the
 * order `routes` names them, then `pages`; a page whose path ends in "list" is a menu entry, every
 * other one is opened from the list page before it (breadcrumbs). Titles come from `label` (乡镇列表
 * Town list, 乡镇详情 Town details, 新增乡镇 Add town, 编辑乡镇 Edit town) unless `titles` says
 * otherwise. The list page grants the operation keys beyond the pages: create and update where they
 * are no pages, delete, the actions, then export.
 */
type ResourceMenu = {
  /** The menu group: an id of ROUTE_GROUPS (permissions/route-registry.ts). */
  group: string;
  /**
   * The page of the group the resource's pages follow ("start": the group's head); by default
   * they close the group, in the order of the resource registry.
   */
  after?: string;
  titles?: Partial<Record<PageKind, Label>>;
  /** Pages besides the list that are menu entries of their own (a member's own record). */
  entries?: readonly PageKind[];
  /** Hand-built pages of the resource beyond `routes` (an examination page): path and title. */
  pages?: readonly { path: string; title: Label }[];
  /**
   * The operation keys of the pages where the derived ones read wrong (keys the definition does
   * not hold, such as a hand-written import, or another order in the permission tree), by page.
   */
  operations?: Partial<Record<PageKind, readonly PermissionKey[]>>;
};

/** An operation beyond create/read/update/delete (state changes, stock moves): its key and label. */
type ActionSpec = { key: PermissionKey; label: Label };

type ResourceKeys = {
  list: PermissionKey;
  view?: PermissionKey;
  create: PermissionKey;
  update: PermissionKey;
  /** Absent: rows are never deleted (no delete procedure, legacy path or button). */
  delete?: PermissionKey;
  export?: PermissionKey;
};

/** Whose rows a user sees: the current site's, their enterprise's (members), or all. */
type ResourceScope = "site" | "enterprise" | "none";

type Fields = Record<string, FieldSpec>;

/** The pages a resource may have, named like its `routes`. */
export type PageKind = "list" | "create" | "update" | "view";

export type ResourceInput<
  F extends Fields,
  S extends string,
  X extends z.ZodRawShape = Record<never, never>,
  XI extends z.ZodRawShape = Record<never, never>,
> = {
  /** tRPC router key, export name and operation-log resource. */
  name: string;
  /** Prisma model delegate name (`villageStation`). */
  model: string;
  /** Legacy resource names: `/api/admin/<name>/<action>` (and `/api/<name>/<action>`). */
  legacy: readonly string[];
  /** More legacy action names of a generated procedure (`create: ["add"]` → `/<name>/add` too). */
  legacyAliases?: Partial<Record<"find" | "get" | "create" | "update" | "delete", readonly string[]>>;
  /**
   * "array": the origin answers the list as a plain array of every row (no totalCount), so its
   * legacy path asks for the largest page and answers its items alone; the typed list keeps pages.
   */
  legacyList?: "array";
  /**
   * The origin's get on the legacy path. `newRow`: id 0 answers the blank template of a new row
   * (each field at its default, "" or [] without one, and these values for item values beyond the
   * fields), the origin's convention for an add form. `blankWhenNull`: these item values answer ""
   * where the row holds null (the origin writes an absent value as "", and its pages call string
   * methods on them).
   */
  legacyGet?: { newRow?: Readonly<Record<string, unknown>>; blankWhenNull?: readonly string[] };
  label: Label;
  /** The field that names a row in messages and the operation log. */
  titleField: keyof F & string;
  scope: ResourceScope;
  /**
   * Rows owned by a village station (work platform): the column holding the row's station id
   * ("id" for the stations themselves). A station operator then sees and changes only their own
   * station's rows; county staff see every station of the site.
   */
  stationScope?: "stationId" | "id";
  keys: ResourceKeys;
  /** Keys of other pages that read this resource's rows and choices (forms that pick one). */
  readers?: readonly PermissionKey[];
  /**
   * Keys of pages outside the kit that pick this resource in a select (its choices only). Kit
   * pages with a lookup field of this source need no entry: their keys are derived.
   */
  choosers?: readonly PermissionKey[];
  fields: F;
  filters: Record<string, FilterSpec>;
  sortKeys: readonly [S, ...S[]];
  /** The list's order when none is asked for (else newest first). */
  defaultSort?: { by: S | "createdAt"; dir: "asc" | "desc" };
  /**
   * The origin's numbered orders (`orderBy=1` on a legacy list), each a sort key and direction;
   * taken when no `sortBy` is given.
   */
  orderCodes?: Readonly<Record<number, { by: S | "createdAt"; dir: "asc" | "desc" }>>;
  columns: readonly ColumnSpec[];
  /** Form sections in order; fields not listed go to a last untitled section. */
  sections?: readonly { title: Label; fields: readonly (keyof F & string)[] }[];
  /** Rules across fields, on create and update data. */
  refine?: (data: Record<string, unknown>, ctx: z.RefinementCtx) => void;
  /**
   * Run `refine` even when single fields are wrong, so a form shows the rule beside the others
   * (a device's place). The rule must then read values that may be absent or unconverted.
   */
  refineAlways?: true;
  /** Item values computed by the API (counts, flags), beyond the fields. */
  extraItem?: X;
  /** Create and update input beyond the fields, written by the hooks (child rows), never a column. */
  extraInput?: XI;
  /** Web paths. */
  routes: { list: string; create?: string; update?: string; view?: string };
  /**
   * The pages' place in the menu and the permission tree; the route registry takes them from here
   * (kit/resource-menu.ts, written out by `npm run generate:routes -w @suyuan/web`).
   */
  menu: ResourceMenu;
  actions?: Record<string, ActionSpec>;
  /** The toasts after a save, where the resource's wording differs from the kit's (批次已创建). */
  saved?: { created: Label; updated: Label };
  /** Guidance shown on the list page. */
  hint?: Label;
};

type InputShape<F extends Fields> = { [K in keyof F]: F[K]["input"] };
type OutputShape<F extends Fields> = { [K in keyof F]: F[K]["output"] };
type RelationShape<F extends Fields> = {
  [K in keyof F as RelationOf<F[K]>]: z.ZodNullable<z.ZodObject<{ id: z.ZodNumber; name: z.ZodString }>>;
};

type LinkShape<F extends Fields> = {
  [K in keyof F as LinksOf<F[K]>]: z.ZodArray<z.ZodObject<{ id: z.ZodNumber; name: z.ZodString }>>;
};

const ZRelation = z.object({ id: z.number(), name: z.string() });

function mapValues<T, U>(record: Record<string, T>, map: (value: T, key: string) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value, key)]));
}

/** The region parts of a field list, if it has a complete set. */
function regionKeys(fields: Fields) {
  const keyOf = (part: string) =>
    Object.entries(fields).find(([, spec]) => spec.widget.kind === "region" && spec.widget.part === part)?.[0];
  const province = keyOf("province");
  const city = keyOf("city");
  const county = keyOf("county");
  return province && city && county ? { province, city, county } : null;
}

function filterSchema(spec: FilterSpec, fields: Fields): z.ZodType {
  if ((spec.kind === "equals" || spec.kind === "custom") && spec.input) return spec.input.optional();
  if (spec.kind === "contains" || spec.kind === "search") return ZTextFilter;
  if (spec.kind === "from" || spec.kind === "to") return ZDay.optional();
  if (spec.kind === "oneOf")
    return z.enum(spec.options.map((option) => option.value) as [string, ...string[]]).optional();
  if (spec.kind === "flag") return z.boolean().optional();
  const column = fields[spec.column];
  const widget = column?.widget;
  // One row linked through a lookup list's join table (users holding a role).
  if (spec.kind === "has" && widget?.kind === "lookupList") return ZId.optional();
  if (spec.kind === "has" && widget?.kind === "enumList")
    return z.enum(widget.options.map((option) => option.value) as [string, ...string[]]).optional();
  if (!widget) return ZId.optional();
  switch (widget.kind) {
    case "enum":
      return z.enum(widget.options.map((option) => option.value) as [string, ...string[]]).optional();
    case "switch":
      return z.boolean().optional();
    case "lookup":
      return ZId.optional();
    case "region":
      return z
        .string()
        .regex(/^\d{6}$/, "validation.invalid")
        .optional();
    case "day":
      return ZDay.optional();
    case "month":
      return ZMonth.optional();
    default:
      return ZTextFilter;
  }
}

/**
 * Declares a resource once. Everything else is derived: the Zod schemas of its procedures
 * (here), its services, tRPC procedures and legacy paths (apps/api/src/kit), its list, form and
 * view pages (apps/web/src/kit).
 */
export function defineResource<
  const F extends Fields,
  const S extends string,
  X extends z.ZodRawShape = Record<never, never>,
  XI extends z.ZodRawShape = Record<never, never>,
>(input: ResourceInput<F, S, X, XI>) {
  const region = regionKeys(input.fields);
  const shape = {
    // A masked field also takes its masked text back unchanged (an edit form's; personal-data.ts).
    ...mapValues(input.fields, (spec) => (spec.mask ? keepingMasked(spec.input) : spec.input)),
    ...(input.extraInput ?? {}),
  } as InputShape<F> & XI;
  // Checks that may run although single fields are wrong (they read values that may be absent).
  const always = { when: (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null };
  let data: z.ZodType = z.object(shape);
  // The region's message shows beside the others, as the region select is one field among them.
  if (region) data = data.superRefine(regionRule(region, { optional: true }) as never, always);
  if (input.refine) data = data.superRefine(input.refine as never, input.refineAlways ? always : undefined);
  const fields = data as unknown as z.ZodObject<InputShape<F> & XI>;

  const relations = Object.fromEntries(
    Object.values(input.fields).flatMap((spec) => (spec.relation ? [[spec.relation.name, ZRelation.nullable()]] : [])),
  ) as RelationShape<F>;
  const links = Object.fromEntries(
    Object.values(input.fields).flatMap((spec) => (spec.links ? [[spec.links.name, z.array(ZRelation)]] : [])),
  ) as LinkShape<F>;
  const item = z.object({
    id: z.number(),
    ...(mapValues(input.fields, (spec) => spec.output) as OutputShape<F>),
    // An extra item value of a relation's name replaces it (a required reference is never null).
    ...(relations as Omit<RelationShape<F>, keyof X>),
    // Likewise a link list (the chosen rows with more than their names).
    ...(links as Omit<LinkShape<F>, keyof X>),
    ...(input.extraItem ?? ({} as X)),
    createdAt: ZStoredDateTime,
    updatedAt: ZStoredDateTime,
  });

  const filters = z.object(mapValues(input.filters, (spec) => filterSchema(spec, input.fields)));
  const codes = input.orderCodes ? Object.keys(input.orderCodes).map(Number) : [];
  const orderCode = zInt(Math.min(...codes), Math.max(...codes))
    .refine((code) => codes.includes(code), "validation.invalid")
    .optional();
  const find = ZPaging.extend(zSort(input.sortKeys as unknown as [S, ...S[]]).shape)
    .extend(filters.shape)
    .extend(codes.length > 0 ? { orderBy: orderCode } : {});

  const schemas = {
    fields,
    item,
    filters,
    find,
    findOutput: zListOutput(item),
    get: z.object({ id: ZId }),
    created: z.object({ id: z.number() }),
    update: z.object({ id: ZId, data: fields }),
    ok: z.object({ ok: z.literal(true) }),
    delete: z.object({ ids: ZIdList }),
    deleted: z.object({ deleted: z.number() }),
  };
  return { ...input, schemas, regionKeys: region, masked: maskedFields(input.fields) };
}

/**
 * What every variant of one table's resource shares: the model, whose rows, the fields it may
 * show with their rules, the filters and the sort keys.
 */
type SharedInput<F extends Fields, S extends string> = Pick<
  ResourceInput<F, S>,
  "model" | "titleField" | "scope" | "stationScope" | "fields" | "filters" | "sortKeys"
>;

/**
 * One variant of a table's resource: its own name (router key, legacy names), keys, label, pages
 * and menu place, the shared fields it shows (in this order), labels and hints of its own where its
 * page words a field differently, and filters beyond the shared ones.
 */
type VariantInput<F extends Fields, S extends string> = Omit<ResourceInput<F, S>, keyof SharedInput<F, S>> & {
  fields: readonly (keyof F & string)[];
  fieldText?: { [K in keyof F]?: { label?: Label; hint?: Label } };
  filters?: Record<string, FilterSpec>;
};

/**
 * One table shown in two places of the product (the village stations of 乡镇与服务站 and of the
 * work platform) is one declaration with variants, so the rules of its rows are written once.
 * Each variant is a resource definition of its own (as `defineResource` returns it) and is
 * registered under its name.
 */
export function defineResourceVariants<
  const F extends Fields,
  const S extends string,
  const V extends Record<string, VariantInput<F, S>>,
>(
  shared: SharedInput<F, S>,
  variants: V,
): { [K in keyof V]: ReturnType<typeof defineResource<Pick<F, V[K]["fields"][number]>, S>> } {
  const build = (variant: VariantInput<F, S>) => {
    const { fields: shown, fieldText, filters = {}, ...own } = variant;
    const fields = Object.fromEntries(
      shown.map((name) => [name, { ...shared.fields[name], ...fieldText?.[name] } as FieldSpec]),
    );
    return defineResource<Fields, S>({ ...shared, ...own, fields, filters: { ...shared.filters, ...filters } });
  };
  return mapValues(variants, build) as never;
}

export type ResourceDefinition = ReturnType<typeof defineResource<Fields, string>>;
export type ItemOf<D extends { schemas: { item: z.ZodType } }> = z.infer<D["schemas"]["item"]>;
export type FieldsOf<D extends { schemas: { fields: z.ZodType } }> = z.output<D["schemas"]["fields"]>;
