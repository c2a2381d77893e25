import { queryRows } from "@suyuan/db/client";
import {
  backReference,
  quoteIdentifier as quote,
  readValue,
  selectExpression,
  sqlModel,
  type SqlModel,
} from "./sql-model.ts";
import { cappedPageSql, cappedPaging, type ListPageQuery } from "./sql-page.ts";
import { Params } from "./sql-where.ts";

// A kit list page as ONE statement by the driver alone: the capped count and the page (with its
// related names) together, where Prisma took two statements and most of a list call's CPU. The
// rows come back in the shape Prisma's findMany with the kit's select gives, so everything after
// (toItem, hooks.extend, hooks.expand, the output schema) is shared with the Prisma path. A select
// or where this module does not cover answers null and the caller keeps using Prisma.

type Row = Record<string, unknown>;

type CompiledSelect = { expressions: string[]; joins: string[]; read: (row: Row) => Row };

const isSelectOf = (value: unknown): value is { select: Row } =>
  typeof value === "object" && value !== null && "select" in value && Object.keys(value).length === 1;

/** `{ select }` with, on a list relation, one `orderBy` column of the link rows. */
const isLinkSelect = (value: unknown): value is { select: Row; orderBy?: Row } =>
  typeof value === "object" &&
  value !== null &&
  "select" in value &&
  Object.keys(value).every((key) => key === "select" || key === "orderBy");

/** `_count: { select: { houses: true } }`: one correlated count per list relation. */
function compileCounts(model: SqlModel, value: unknown) {
  const ownId = model.columns.get("id");
  if (!isSelectOf(value) || !ownId) return null;
  const counts: { name: string; expression: string }[] = [];
  for (const [name, wanted] of Object.entries(value.select)) {
    const back = wanted === true ? backReference(model, name) : null;
    if (!back) return null;
    const alias = `n_${name.toLowerCase()}`;
    counts.push({
      name,
      expression: `(SELECT count(*)::int FROM ${quote(back.target.table)} ${alias} WHERE ${alias}.${quote(back.key.column)} = t.${quote(ownId.column)})`,
    });
  }
  return counts;
}

/** Scalars only, each `true`: the columns of a related row. */
function scalarKeys(model: SqlModel, select: Row): string[] | null {
  const keys = Object.keys(select);
  return keys.every((key) => select[key] === true && model.columns.has(key)) ? keys : null;
}

/** The select list, joins and row reader of a Prisma `select` on `model` (rows aliased `t`). */
function compileSelect(model: SqlModel, select: Row): CompiledSelect | null {
  const expressions: string[] = [];
  const joins: string[] = [];
  const readers: ((row: Row, out: Row) => void)[] = [];
  const next = () => `c${expressions.length}`;
  for (const [key, value] of Object.entries(select)) {
    if (value === false || value === undefined) continue;
    const column = model.columns.get(key);
    if (column && value === true) {
      const alias = next();
      expressions.push(`${selectExpression("t", column)} AS ${alias}`);
      readers.push((row, out) => (out[key] = readValue(column, row[alias])));
      continue;
    }
    if (key === "_count") {
      const counted = compileCounts(model, value);
      if (!counted) return null;
      const aliases = counted.map(({ name, expression }) => {
        const alias = next();
        expressions.push(`${expression} AS ${alias}`);
        return { name, alias };
      });
      readers.push((row, out) => {
        out._count = Object.fromEntries(aliases.map(({ name, alias }) => [name, Number(row[alias])]));
      });
      continue;
    }
    const relation = model.relations.get(key);
    if (!relation || !isLinkSelect(value)) return null;
    const target = sqlModel(relation.model);
    if (!target) return null;
    if (relation.foreignKey) {
      // A to-one relation: LEFT JOIN on its key; null when the key is null.
      if (!isSelectOf(value)) return null;
      const foreignKey = model.columns.get(relation.foreignKey);
      const targetId = target.columns.get("id");
      const keys = scalarKeys(target, value.select);
      if (!foreignKey || !targetId || !keys || !keys.includes("id")) return null;
      const join = `j_${key.toLowerCase()}`;
      joins.push(
        `LEFT JOIN ${quote(target.table)} ${join} ON ${join}.${quote(targetId.column)} = t.${quote(foreignKey.column)}`,
      );
      const fields = keys.map((name) => {
        const alias = next();
        const targetColumn = target.columns.get(name)!;
        expressions.push(`${selectExpression(join, targetColumn)} AS ${alias}`);
        return { name, alias, targetColumn };
      });
      const idAlias = fields.find((field) => field.name === "id")!.alias;
      readers.push((row, out) => {
        if (row[idAlias] === null || row[idAlias] === undefined) {
          out[key] = null;
          return;
        }
        const related: Row = {};
        for (const field of fields) related[field.name] = readValue(field.targetColumn, row[field.alias]);
        out[key] = related;
      });
      continue;
    }
    // A list relation through a link table, selecting one related row's plain columns per link:
    // `{ personAttendees: { select: { person: { select: { id, name } } } } }`.
    const back = backReference(model, key);
    const linkKeys = Object.keys(value.select);
    const linkRelationName = linkKeys[0];
    const linkRelation = linkRelationName ? back?.target.relations.get(linkRelationName) : undefined;
    const linked = linkRelation ? sqlModel(linkRelation.model) : null;
    const linkSelect = linkRelationName ? value.select[linkRelationName] : undefined;
    if (!back || linkKeys.length !== 1 || !linkRelation?.foreignKey || !linked || !isSelectOf(linkSelect)) return null;
    const linkedKeys = scalarKeys(linked, linkSelect.select);
    const linkKey = back.target.columns.get(linkRelation.foreignKey);
    const linkedId = linked.columns.get("id");
    const ownId = model.columns.get("id");
    // Values that JSON carries as they are (numbers, text, booleans), so the row needs no reader.
    const jsonNative = new Set(["integer", "smallint", "text", "character varying", "boolean"]);
    if (
      !linkedKeys ||
      !linkKey ||
      !linkedId ||
      !ownId ||
      !linkedKeys.every((name) => jsonNative.has(linked.columns.get(name)!.dataType))
    )
      return null;
    const alias = next();
    const l = `l_${key.toLowerCase()}`;
    const x = `x_${key.toLowerCase()}`;
    // The links' own order when asked (`orderBy: { deviceId: "asc" }`), then the linked row's id.
    const orderEntries = Object.entries(value.orderBy ?? {});
    const [orderField, orderDirection] = orderEntries[0] ?? [];
    const orderColumn = orderField ? back.target.columns.get(orderField) : undefined;
    if (orderEntries.length > 1 || (orderField && (!orderColumn || !["asc", "desc"].includes(String(orderDirection)))))
      return null;
    const linkOrder = [
      ...(orderColumn ? [`${l}.${quote(orderColumn.column)} ${orderDirection === "desc" ? "DESC" : "ASC"}`] : []),
      `${x}.${quote(linkedId.column)}`,
    ].join(", ");
    const object = linkedKeys.map((name) => `'${name}', ${x}.${quote(linked.columns.get(name)!.column)}`).join(", ");
    expressions.push(
      `(SELECT COALESCE(json_agg(json_build_object(${object}) ORDER BY ${linkOrder}), '[]')::text` +
        ` FROM ${quote(back.target.table)} ${l} JOIN ${quote(linked.table)} ${x} ON ${x}.${quote(linkedId.column)} = ${l}.${quote(linkKey.column)}` +
        ` WHERE ${l}.${quote(back.key.column)} = t.${quote(ownId.column)}) AS ${alias}`,
    );
    readers.push((row, out) => {
      const list = JSON.parse(String(row[alias])) as Row[];
      out[key] = list.map((related) => ({ [linkRelationName!]: related }));
    });
  }
  return {
    expressions,
    joins,
    read(row) {
      const out: Row = {};
      for (const reader of readers) reader(row, out);
      return out;
    },
  };
}

export type SqlListPage = { rows: Row[]; total: number; page: number; totalCapped: boolean };

export type SqlList = {
  /** One page and its capped count, or null when the where is not covered (use Prisma). */
  page(query: ListPageQuery): Promise<SqlListPage | null>;
};

/** The driver-level list of a model with the kit's select, or null when the select is not covered. */
export function compileSqlList(modelName: string, select: Row): SqlList | null {
  const model = sqlModel(modelName);
  const id = model?.columns.get("id");
  // The first selected column is the id (c0): a page past the rows leaves it null.
  if (!model || !id || Object.keys(select)[0] !== "id" || select.id !== true) return null;
  const compiled = compileSelect(model, select);
  if (!compiled) return null;
  const idAlias = "c0";
  return {
    async page(query) {
      const params = new Params();
      const parts = cappedPageSql(model, query, params);
      if (!parts) return null;
      const sql = `WITH counted AS (${parts.count})
        SELECT counted.n AS "__total", p.* FROM counted LEFT JOIN LATERAL (
          SELECT ${compiled.expressions.join(", ")}
            FROM ${quote(model.table)} t ${compiled.joins.join(" ")}
           WHERE ${parts.where}
           ORDER BY ${parts.order}
           ${parts.limitOffset("counted.n")}
        ) p ON true`;
      const result = await queryRows<Row>(sql, params.values);
      return {
        rows: result.filter((row) => row[idAlias] !== null && row[idAlias] !== undefined).map(compiled.read),
        ...cappedPaging(Number(result[0]?.__total ?? 0), query),
      };
    },
  };
}
