import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { FieldSpec } from "@suyuan/contracts/kit/fields";
import { queryRows, type QueryOptions } from "@suyuan/db/client";
import { maskedSql } from "./masking.ts";
import { backReference, quoteIdentifier as quote, sqlModel, type SqlColumn, type SqlModel } from "./sql-model.ts";
import { cappedPageSql, cappedPaging, type CappedPageSql, type ListPageQuery } from "./sql-page.ts";
import { Params, type SqlFragment } from "./sql-where.ts";
import type { ItemValue } from "./item-values.ts";

// A kit list page written as JSON text by PostgreSQL: the items exactly as the list's output
// (the output schema, the wire format) would write them, so the entry points send the text as it
// came. Reading 20 rows of 25 columns into objects, copying them through the output parser and
// the wire writer, then writing them out again was most of a list call's server CPU
// (bench/goods-list.ts). It is the one list path of every kit resource: the definition's
// columns (a decimal, calendar day or month, a to-one relation's `{ id, name }`, a link list's
// chosen rows and ids) and the values its hooks compute (`computed`, kit/item-values.ts: counts,
// conversions, labels, nested rows), all written here; get and exports read the same statement
// (kit/resource-service.ts). Personal data is masked in the statement itself (kit/masking.ts).

/** One page as JSON text, with what the wire format annotates (the Dates' places). */
export type JsonListPage = {
  /** The items array as JSON text, in the page's order. */
  itemsJson: string;
  /** Per item, the keys of `dateKeys` whose value is a timestamp (not null). */
  datesOf: (index: number) => string[];
  count: number;
  total: number;
  page: number;
  totalCapped: boolean;
  /** The rows the `alongside` statement returned (0 without one). */
  alongsideRows: number;
  /** Whether the `confirmation` statement returned a row (true without one). */
  confirmed: boolean;
};

/** A page with the page size asked for: what a kit list's `find` answers, as JSON text. */
export type JsonListAnswer = JsonListPage & { pageSize: number };

export type JsonList = {
  page(
    query: ListPageQuery & {
      /** A data-changing statement run in the same statement, before the read (a nonce claim). */
      alongside?: SqlFragment;
      /** A statement that must return a row for the page to be answered (a session's confirmation). */
      confirmation?: SqlFragment | null;
      /** Leaves the count out (total 0): an export's keyset batches need none. */
      uncounted?: boolean;
    },
  ): Promise<JsonListPage>;
};

const TIMESTAMPS = new Set(["timestamp with time zone", "timestamp without time zone"]);
/** Column types whose JSON PostgreSQL writes as JSON.stringify writes the driver's value. */
const AS_THEY_ARE = new Set(["integer", "smallint", "text", "character varying", "boolean", "USER-DEFINED"]);
/** Display columns whose text is what textOf makes of the driver's value. */
const TEXT_OF = new Set(["integer", "smallint", "bigint", "text", "character varying", "boolean"]);
const ARRAYS_AS_THEY_ARE = new Set(["_text", "_varchar", "_int4", "_int2", "_bool"]);

// Dates as JavaScript writes them, for every year a stored row may hold (rows from before strict
// dates have years like 0 and 99999: tests/integration/strict-dates.test.ts). to_char writes a
// year as it is without its era, so years outside 1–9999 are written from the astronomical year
// (1 BC is 0).
const astronomicalYear = (value: string) =>
  `(CASE WHEN extract(year from ${value}) < 0 THEN extract(year from ${value})::int + 1 ELSE extract(year from ${value})::int END)`;
/** At least `width` digits (lpad alone would cut a longer text). */
const padded = (text: string, width: number) => `lpad(${text}, greatest(${width}, length(${text})), '0')`;

/**
 * Date.prototype.toISOString (the columns are timestamptz(3): milliseconds are exact) of `ref`, a
 * timestamptz, or a timestamp without time zone read as UTC (`zoned` false). The usual years are
 * told apart on the value itself: a time-zone conversion in the test as well would cost a page of
 * 20 items about a tenth of its database time.
 */
function isoText(ref: string, zoned: boolean): string {
  const utc = zoned ? `(${ref} AT TIME ZONE 'UTC')` : ref;
  const [from, until] = zoned ? ["0001-01-01 00:00:00+00", "10000-01-01 00:00:00+00"] : ["0001-01-01", "10000-01-01"];
  const year = astronomicalYear(utc);
  const rest = `to_char(${utc}, '-MM-DD"T"HH24:MI:SS.MS"Z"')`;
  const oddYear = `CASE WHEN ${year} BETWEEN 0 AND 9999 THEN lpad(${year}::text, 4, '0') ELSE (CASE WHEN ${year} < 0 THEN '-' ELSE '+' END) || lpad(abs(${year})::text, 6, '0') END`;
  return `CASE WHEN ${ref} >= '${from}' AND ${ref} < '${until}' THEN to_char(${utc}, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') ELSE ${oddYear} || ${rest} END`;
}

/** storedDayText: yyyy-MM-dd, the year astronomical with at least 4 digits, "-" before a negative one. */
export function dayText(ref: string): string {
  const year = astronomicalYear(ref);
  const oddYear = `(CASE WHEN ${year} < 0 THEN '-' ELSE '' END) || ${padded(`abs(${year})::text`, 4)}`;
  return `CASE WHEN ${ref} >= '0001-01-01' AND ${ref} < '10000-01-01' THEN to_char(${ref}, 'YYYY-MM-DD') ELSE ${oddYear} || to_char(${ref}, '-MM-DD') END`;
}

/** One key of an item: its JSON value's SQL, and the timestamp it writes (for the Date places). */
export type Entry = { key: string; expression: string; date: string | null };

/** A timestamptz column `ref` as the item carries it (Date.prototype.toISOString, annotated a Date). */
export const timestampEntry = (key: string, ref: string): Entry => ({
  key,
  expression: isoText(ref, true),
  date: ref,
});

/** An entry whose SQL may bind values: written afresh for each page. */
type LateEntry = { key: string; value: ItemValue };

/**
 * A JSON object of the entries, written without spaces: row_to_json of a one-row subquery
 * (json_build_object writes `"key" : value, ` and takes at most 50 keys).
 */
const compactObject = (entries: Entry[]) =>
  `(SELECT row_to_json(o) FROM (SELECT ${entries.map((entry) => `${entry.expression} AS ${quote(entry.key)}`).join(", ")}) o)`;

/** The JSON value of a column as the item carries it, or null when this file does not write it. */
export function columnEntry(key: string, column: SqlColumn, storage: FieldSpec["storage"], alias = "t"): Entry | null {
  const ref = `${alias}.${quote(column.column)}`;
  if (storage === "day" || storage === "month") {
    if (column.dataType !== "date") return null;
    // A month is its day's first seven characters (kit/resource-rows.ts).
    return { key, expression: storage === "day" ? dayText(ref) : `left(${dayText(ref)}, 7)`, date: null };
  }
  if (storage === "decimal") {
    return column.dataType === "numeric" ? { key, expression: `${ref}::float8`, date: null } : null;
  }
  if (TIMESTAMPS.has(column.dataType)) {
    // A timestamp without time zone is read as UTC, as Prisma reads it.
    return { key, expression: isoText(ref, column.dataType === "timestamp with time zone"), date: ref };
  }
  if (AS_THEY_ARE.has(column.dataType)) {
    // An enum's JSON is its label, as the driver reads it.
    return { key, expression: column.dataType === "USER-DEFINED" ? `${ref}::text` : ref, date: null };
  }
  if (column.dataType === "ARRAY")
    // An enum array's JSON is its labels, as the driver reads them.
    return { key, expression: ARRAYS_AS_THEY_ARE.has(column.udt) ? ref : `${ref}::text[]`, date: null };
  if (column.dataType === "jsonb" || column.dataType === "json") return { key, expression: ref, date: null };
  return null;
}

/**
 * The list of `definition` as JSON text: its fields and the `computed` item values. Throws when
 * the items would differ from the item schema (a key missing or left over, a column type this file
 * does not write): every kit list runs here. `masked: false` writes personal data in full (an
 * unmasked export, checked and logged by its caller).
 */
export function compileJsonList(
  definition: ResourceDefinition,
  computed: Readonly<Record<string, ItemValue>>,
  options: { masked: boolean } = { masked: true },
): JsonList {
  const refuse = (why: string): never => {
    throw new Error(`${definition.name}: the list statement cannot write ${why}`);
  };
  const model = sqlModel(definition.model) ?? refuse(`the model ${definition.model}`);
  const itemKeys = Object.keys(definition.schemas.item.shape);
  const entries: Entry[] = [];
  const joins: string[] = [];
  const written = new Set<string>();
  const add = (entry: Entry | null, key: string) => {
    if (!entry || written.has(key)) refuse(key);
    entries.push(entry!);
    written.add(key);
  };
  const column = (key: string, storage: FieldSpec["storage"] = "plain") => {
    const found = model.columns.get(key);
    return found ? columnEntry(key, found, storage) : null;
  };
  for (const key of ["id", "createdAt", "updatedAt"]) add(column(key), key);
  for (const [key, spec] of Object.entries<FieldSpec>(definition.fields)) {
    if (spec.links) {
      const lists = linkEntries(model, key, spec.links) ?? refuse(key);
      for (const entry of lists) add(entry, entry.key);
      continue;
    }
    const entry = column(key, spec.storage);
    if (entry && spec.mask && options.masked) {
      // Masking is a text function.
      if (!["text", "character varying"].includes(model.columns.get(key)?.dataType ?? "")) refuse(`masked ${key}`);
      entry.expression = maskedSql(spec.mask, entry.expression);
    }
    add(entry, key);
    if (spec.relation) add(relationEntry(model, key, spec.relation, joins), spec.relation.name);
  }
  const late: LateEntry[] = [];
  for (const [key, value] of Object.entries(computed)) {
    // It replaces the definition's value of the same key (a relation's `{ id, name }` with more of
    // its row).
    const replaced = entries.findIndex((entry) => entry.key === key);
    if (replaced >= 0) entries.splice(replaced, 1);
    late.push({ key, value });
    written.add(key);
  }
  // Every item key written, and nothing the item does not carry (the output schema would drop it).
  const missing = itemKeys.filter((key) => !written.has(key));
  const extra = [...written].filter((key) => !itemKeys.includes(key));
  if (missing.length || extra.length) refuse(`items without ${missing.join(", ")} or with ${extra.join(", ")}`);

  return statementOf(model, definition.name, entries, joins, late);
}

/**
 * A list statement of other rows than a kit resource's (logs, trace records, scans…): each item is
 * `values` over the row of `modelName`, aliased `t` (kit/item-values.ts); paged, ordered and capped
 * as the kit's lists. services/list/list-page.ts reads its pages, rows and export batches.
 */
export function listStatementOf(modelName: string, values: Readonly<Record<string, ItemValue>>): JsonList {
  const model = sqlModel(modelName);
  if (!model) throw new Error(`No model ${modelName}`);
  return statementOf(
    model,
    modelName,
    [],
    [],
    Object.entries(values).map(([key, value]) => ({ key, value })),
  );
}

function statementOf(model: SqlModel, name: string, entries: Entry[], joins: string[], late: LateEntry[]): JsonList {
  // Names a wrong column of a computed value now, not on the first call.
  const probe = new Params();
  const lateEntries = (bind: (value: unknown) => string) =>
    late.map(({ key, value }): Entry => {
      const { expression, date } = value({ model, bind });
      return { key, expression, date: date ?? null };
    });
  const probed = lateEntries((bound) => probe.add(bound));
  // Items whose SQL binds nothing (a computed value may bind one) are written once.
  const fixed = probe.values.length === 0 ? jsonItems([...entries, ...probed]) : null;
  const from = `${quote(model.table)} t ${joins.join(" ")}`;
  return {
    async page(query) {
      const params = new Params();
      const bind = (value: unknown) => params.add(value);
      const items = fixed ?? jsonItems([...entries, ...lateEntries(bind)]);
      const parts = cappedPageSql(model, query, params);
      if (!parts) throw new Error(`${name}: the list statement does not cover its where or sort`);
      const count = query.uncounted ? "SELECT 0::int AS n" : parts.count;
      return jsonPage(items, { ...parts, count, from }, params, query);
    },
  };
}

/** The items' JSON object and the flags of their timestamps, written once per list. */
export type JsonItems = {
  object: string;
  flags: string;
  dateKeys: string[];
  /** jsonPage's statements of these items, by the rest of their text (see statementText). */
  statements: Map<string, string>;
};

export function jsonItems(entries: Entry[]): JsonItems {
  const dates = entries.filter((entry) => entry.date !== null);
  return {
    statements: new Map(),
    object: compactObject(entries),
    flags: dates.length
      ? `concat(${dates.map((entry) => `CASE WHEN ${entry.date} IS NULL THEN '0' ELSE '1' END`).join(", ")})`
      : "''",
    dateKeys: dates.map((entry) => entry.key),
  };
}

/** The rows of a page: `from` (rows aliased `t` and their joins) with its where, order and paging. */
type JsonPageRows = CappedPageSql & {
  from: string;
  /** Further common table expressions (`name AS (…)`) the where or `from` read. */
  with?: readonly string[];
};

/**
 * One page of `items` as JSON text in one statement: the capped count, the page's rows, and the
 * `alongside` and `confirmation` statements of `query` (see JsonList). `params` holds the values
 * `rows` bound; `options.prepare` as queryRows takes it.
 */
export async function jsonPage(
  items: JsonItems,
  rows: JsonPageRows,
  params: Params,
  query: Pick<ListPageQuery, "page" | "pageSize"> & {
    alongside?: SqlFragment | undefined;
    confirmation?: SqlFragment | null | undefined;
  },
  options?: QueryOptions,
): Promise<JsonListPage> {
  const bind = (value: unknown) => params.add(value);
  const alongside = query.alongside ? `alongside AS (${query.alongside(bind)}), ` : "";
  const confirmation = query.confirmation ? `confirmation AS (${query.confirmation(bind)}), ` : "";
  const own = rows.with?.length ? `${rows.with.join(", ")}, ` : "";
  const parts = [alongside, confirmation, own, rows.count, rows.from, rows.where, rows.order];
  const sql = statementText(items, [...parts, rows.limitOffset("(SELECT n FROM counted)")]);
  const [result] = await queryRows<{
    n: number;
    rows: number;
    alongside: number;
    confirmed: number;
    items: string;
    flags: string;
  }>(sql, params.values, options);
  const flagText = result?.flags ?? "";
  const { dateKeys } = items;
  return {
    itemsJson: result?.items ?? "[]",
    datesOf: (index) =>
      dateKeys.filter((_, position) => flagText.charCodeAt(index * dateKeys.length + position) === 49),
    count: Number(result?.rows ?? 0),
    ...cappedPaging(Number(result?.n ?? 0), query),
    alongsideRows: Number(result?.alongside ?? 0),
    confirmed: Number(result?.confirmed ?? 0) > 0,
  };
}

/**
 * How many statements of one list's items are kept (their filters, sorts and page sizes make a few
 * shapes; past this, a shape's text is written for each call as before). The texts are the ones
 * the driver's prepared statements keep anyway (@suyuan/db's statement names, 2,000 at most).
 */
const STATEMENTS_PER_ITEMS = 200;

/**
 * The statement of a page, the same text object for the same parts: the items' object is most of
 * the text (several kB), and writing it again for every call, then hashing it for its prepared
 * statement's name and comparing it with the driver's, cost a list call more than its own logic.
 */
function statementText(items: JsonItems, parts: string[]): string {
  const key = parts.join("\0");
  const known = items.statements.get(key);
  if (known !== undefined) return known;
  const [alongside, confirmation, own, count, from, where, order, limitOffset] = parts;
  const sql = `WITH ${alongside}${confirmation}${own}counted AS (${count}), p AS (
          SELECT ${items.object} AS j, ${items.flags} AS f, row_number() OVER (ORDER BY ${order}) AS ord
            FROM ${from}
           WHERE ${where}
           ORDER BY ${order}
           ${limitOffset}
        )
        SELECT (SELECT n FROM counted) AS n, count(*)::int AS rows,
               ${alongside ? "(SELECT count(*) FROM alongside)::int" : "0"} AS alongside,
               ${confirmation ? "(SELECT count(*) FROM confirmation)::int" : "1"} AS confirmed,
               '[' || COALESCE(string_agg(p.j::text, ',' ORDER BY p.ord), '') || ']' AS items,
               COALESCE(string_agg(p.f, '' ORDER BY p.ord), '') AS flags
          FROM p`;
  if (items.statements.size < STATEMENTS_PER_ITEMS) items.statements.set(key, sql);
  return sql;
}

/** The items of a page as objects, as the wire format reads them back (timestamps as Dates). */
export function itemsOf(page: JsonListPage): Record<string, unknown>[] {
  const items = JSON.parse(page.itemsJson) as Record<string, unknown>[];
  items.forEach((item, index) => {
    for (const key of page.datesOf(index)) item[key] = new Date(item[key] as string);
  });
  return items;
}

/** A to-one relation's `{ id, name }` (null without a row), as kit/resource-rows.ts names it. */
function relationEntry(
  model: SqlModel,
  key: string,
  relation: { name: string; display: string },
  joins: string[],
): Entry | null {
  const link = model.relations.get(relation.name);
  const foreignKey = model.columns.get(key);
  const target = link?.foreignKey === key ? sqlModel(link.model) : null;
  const targetId = target?.columns.get("id");
  const display = target?.columns.get(relation.display);
  if (!target || !targetId || !display || !foreignKey || !TEXT_OF.has(display.dataType)) return null;
  const join = `j_${relation.name.toLowerCase()}`;
  joins.push(
    `LEFT JOIN ${quote(target.table)} ${join} ON ${join}.${quote(targetId.column)} = t.${quote(foreignKey.column)}`,
  );
  const joinedId = `${join}.${quote(targetId.column)}`;
  // textOf: the display value as text, "" when it is null.
  const name = `COALESCE(${join}.${quote(display.column)}::text, '')`;
  return {
    key: relation.name,
    expression: `CASE WHEN ${joinedId} IS NULL THEN NULL ELSE ${compactObject([
      { key: "id", expression: joinedId, date: null },
      { key: "name", expression: name, date: null },
    ])} END`,
    date: null,
  };
}

/**
 * A link list (lookupList field `key`) as kit/resource-rows.ts writes it: the chosen rows'
 * `{ id, name }` under `links.name` and their ids under `key`, both in the linked rows' id order.
 */
function linkEntries(
  model: SqlModel,
  key: string,
  links: { name: string; table: string; target: string; display: string },
): Entry[] | null {
  const ownId = model.columns.get("id");
  const back = backReference(model, links.table);
  const linkRelation = back?.target.relations.get(links.target);
  const linked = linkRelation ? sqlModel(linkRelation.model) : null;
  const linkKey = linkRelation?.foreignKey ? back?.target.columns.get(linkRelation.foreignKey) : undefined;
  const linkedId = linked?.columns.get("id");
  const display = linked?.columns.get(links.display);
  if (!ownId || !back || !linked || !linkKey || !linkedId || !display || !TEXT_OF.has(display.dataType)) return null;
  const l = `l_${links.table.toLowerCase()}`;
  const x = `x_${links.table.toLowerCase()}`;
  const id = `${x}.${quote(linkedId.column)}`;
  const from =
    ` FROM ${quote(back.target.table)} ${l} JOIN ${quote(linked.table)} ${x} ON ${id} = ${l}.${quote(linkKey.column)}` +
    ` WHERE ${l}.${quote(back.key.column)} = t.${quote(ownId.column)}`;
  // A JSON array of texts already JSON, without spaces.
  const array = (element: string) =>
    `(SELECT ('[' || COALESCE(string_agg(${element}, ',' ORDER BY ${id}), '') || ']')::json${from})`;
  const named = compactObject([
    { key: "id", expression: id, date: null },
    { key: "name", expression: `COALESCE(${x}.${quote(display.column)}::text, '')`, date: null },
  ]);
  return [
    { key, expression: array(`${id}::text`), date: null },
    { key: links.name, expression: array(`${named}::text`), date: null },
  ];
}
