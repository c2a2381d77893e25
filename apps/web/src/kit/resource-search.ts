import type { FilterSpec, ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { ResourceName } from "@suyuan/contracts/kit/resource-registry";
import type { EnumOption, FieldSpec, Label, LookupSource } from "@suyuan/contracts/kit/fields";
import type { QueryFunction, QueryKey, UseMutationOptions } from "@tanstack/react-query";
import { z } from "zod";
import { formatUi } from "../i18n/format-message.ts";
import { listSearchBase, pagingOf, searchBool, searchDate, searchId, searchText } from "../lib/list-search.ts";
import type { Trpc } from "../lib/trpc.ts";

/** A value in a kit list's URL search. */
export type SearchValue = string | number | boolean | undefined;

/** A kit list's URL search: paging, sorting and the definition's filters. */
export type ResourceSearch = {
  page?: number;
  pageSize?: number;
  sortBy?: string;
  sortDir?: "asc" | "desc";
  [filter: string]: SearchValue;
};

/** A row of a kit list (or the item of `get`): the fields, relations, links and timestamps. */
export type ResourceRow = { id: number } & Record<string, unknown>;

/** A relation's or link's `{ id, name }`. */
export type NamedRef = { id: number; name: string };

type ListOutput = { items: ResourceRow[]; total: number; page: number; pageSize: number; totalCapped?: boolean };

/** What the query helpers hand to useQuery / ensureQueryData (the proxy's options, narrowed). */
type KitQueryOptions<T> = { queryKey: QueryKey; queryFn: QueryFunction<T, QueryKey>; staleTime?: number };

type QueryProcedure<I, O> = { queryOptions: (input: I, options?: { staleTime?: number }) => KitQueryOptions<O> };
type MutationProcedure<I, O> = { mutationOptions: () => UseMutationOptions<O, Error, I> };

/**
 * The generated router of a kit resource (apps/api/src/kit/resource-router.ts), as the web uses
 * it. `trpc[definition.name]` has this shape for every resource in RESOURCES; the typed proxy
 * cannot be indexed by a runtime name, so it is narrowed to this once, here.
 */
export type ResourceProcedures = {
  find: QueryProcedure<Record<string, unknown>, ListOutput>;
  get: QueryProcedure<{ id: number }, ResourceRow>;
  create: MutationProcedure<Record<string, unknown>, { id: number }>;
  update: MutationProcedure<{ id: number; data: Record<string, unknown> }, { ok: true }>;
  delete: MutationProcedure<{ ids: number[] }, { deleted: number }>;
  /** Resources with personal data only: a row's masked fields in full (logged by the server). */
  reveal: MutationProcedure<{ id: number }, Record<string, string | null>>;
  options: QueryProcedure<{ name?: string; ids?: number[] }, NamedRef[]>;
  pathKey: () => QueryKey;
};

export function resourceProcedures(trpc: Trpc, name: string): ResourceProcedures {
  const procedures = (trpc as unknown as Record<string, ResourceProcedures | undefined>)[name];
  if (!procedures) throw new Error(`No tRPC router for resource "${name}"`);
  return procedures;
}

/** How a list filter is entered (and parsed from the URL). */
export type FilterInput =
  | { kind: "text" }
  | { kind: "enum"; options: readonly EnumOption[] }
  | { kind: "bool" }
  | { kind: "lookup"; source: LookupSource }
  | { kind: "day" }
  | { kind: "region"; part: "province" | "city" | "county" }
  | { kind: "id" };

export function filterInput(definition: ResourceDefinition, spec: FilterSpec): FilterInput {
  if (spec.kind === "contains" || spec.kind === "search") return { kind: "text" };
  if (spec.kind === "from" || spec.kind === "to") return { kind: "day" };
  if (spec.kind === "oneOf") return { kind: "enum", options: spec.options };
  if (spec.kind === "flag") return { kind: "bool" };
  const widget = definition.fields[spec.column]?.widget;
  if (!widget) return { kind: "id" };
  switch (widget.kind) {
    case "enum":
    case "enumList":
      return { kind: "enum", options: widget.options };
    case "switch":
      return { kind: "bool" };
    case "lookup":
    case "lookupList":
      return { kind: "lookup", source: widget.source };
    case "region":
      return { kind: "region", part: widget.part };
    case "day":
      return { kind: "day" };
    default:
      return { kind: "text" };
  }
}

/** The label of a filter: its own, else its column's (with 起/止 for a range). */
export function filterLabel(definition: ResourceDefinition, spec: FilterSpec): Label {
  if (spec.kind === "oneOf" || spec.kind === "flag" || spec.kind === "search") return spec.label;
  if (spec.label) return spec.label;
  const column: FieldSpec | undefined = definition.fields[spec.column];
  const base = column?.label ?? { zh: spec.column, en: spec.column };
  if (spec.kind !== "from" && spec.kind !== "to") return base;
  const key = spec.kind === "from" ? "kit.from" : "kit.to";
  return { zh: formatUi("zh", key, { what: base.zh }), en: formatUi("en", key, { what: base.en }) };
}

function searchParser(input: FilterInput): z.ZodType<SearchValue> {
  switch (input.kind) {
    case "text":
      return searchText;
    case "enum":
      return z
        .enum(input.options.map((option) => option.value) as [string, ...string[]])
        .optional()
        .catch(undefined);
    case "bool":
      return searchBool;
    case "lookup":
    case "id":
      return searchId;
    case "day":
      return searchDate;
    case "region":
      return z
        .string()
        .regex(/^\d{6}$/)
        .optional()
        .catch(undefined);
  }
}

/** A tolerant URL search parser for the definition's list: a bad value is dropped, never an error. */
const parsers = new WeakMap<ResourceDefinition, (raw: Record<string, unknown>) => ResourceSearch>();

/**
 * A list's URL search parsed by its definition (filters of the definition only, each of its kind;
 * bad values dropped). The loader and the page parse the same raw search with it, so both ask for
 * the same query; built once per definition.
 */
export function resourceSearchParser(definition: ResourceDefinition): (raw: Record<string, unknown>) => ResourceSearch {
  const known = parsers.get(definition);
  if (known) return known;
  const parser = buildSearchParser(definition);
  parsers.set(definition, parser);
  return parser;
}

/**
 * The route-level search of a list whose definition is loaded with the page: plain values kept as
 * they are, everything else dropped; the definition's parser decides the rest once it is there.
 */
export function looseSearch(raw: Record<string, unknown>): ResourceSearch {
  const search: ResourceSearch = {};
  for (const [key, value] of Object.entries(raw))
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") search[key] = value;
  return search;
}

function buildSearchParser(definition: ResourceDefinition): (raw: Record<string, unknown>) => ResourceSearch {
  const schema = z.object({
    ...listSearchBase,
    sortBy: z
      .enum(definition.sortKeys as unknown as [string, ...string[]])
      .optional()
      .catch(undefined),
    ...Object.fromEntries(
      Object.entries(definition.filters).map(([key, spec]) => [key, searchParser(filterInput(definition, spec))]),
    ),
  });
  return (raw) => schema.parse(raw);
}

/** The filters of a search (what the list call and the export take besides paging). */
export function filtersOf(definition: ResourceDefinition, search: ResourceSearch): Record<string, SearchValue> {
  return Object.fromEntries(Object.keys(definition.filters).map((key) => [key, search[key]]));
}

export function resourceListQueryOptions(trpc: Trpc, definition: ResourceDefinition, search: ResourceSearch) {
  const { page, pageSize, sortDir } = pagingOf(search);
  return resourceProcedures(trpc, definition.name).find.queryOptions({
    page,
    pageSize,
    sortBy: search.sortBy,
    sortDir,
    ...filtersOf(definition, search),
  });
}

/**
 * A record's query. Only the name counts (it is the query key), so a route file can ask for it with
 * `{ name: "goods" }` and keep the definition out of the first page.
 */
export function resourceItemQueryOptions(
  trpc: Trpc,
  definition: ResourceDefinition | { name: ResourceName },
  id: number,
) {
  return resourceProcedures(trpc, definition.name).get.queryOptions({ id }, { staleTime: 0 });
}
