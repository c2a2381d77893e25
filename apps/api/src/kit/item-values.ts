import type { FieldSpec } from "@suyuan/contracts/kit/fields";
import { columnEntry, dayText } from "./sql-list-json.ts";
import { backReference, quoteIdentifier as quote, sqlModel, type SqlModel } from "./sql-model.ts";

// Item values beyond a definition's fields (a count, a converted amount, a label, another table's
// name), declared by a resource's hooks in `computed` and written by the list statement itself
// (kit/sql-list-json.ts), so lists, get and exports answer them alike from one statement. Each is
// plain SQL over the listed row, aliased `t`; values are bound, never written into the text.

/** What an item value's SQL is written against: the listed model, and a binder for values. */
export type ItemSource = { model: SqlModel; bind: (value: unknown) => string };

/** The SQL of one item value; its JSON (as PostgreSQL writes it) is the item's value. */
export type ItemValue = (source: ItemSource) => {
  expression: string;
  /**
   * For a timestamp written as ISO text (a Date in `find`'s objects and on the wire, see
   * JsonListPage): the timestamp's own SQL, null exactly when the value is.
   */
  date?: string | null;
};

/**
 * A column of the row as the item carries it: decimals as numbers, days as yyyy-MM-dd, timestamps
 * as Dates, enums as their labels.
 */
export function column(name: string, storage: FieldSpec["storage"] = "plain"): ItemValue {
  return ({ model }) => {
    const found = model.columns.get(name);
    const entry = found ? columnEntry(name, found, storage) : null;
    if (!entry) throw new Error(`${model.name}.${name}: not a column the list statement writes`);
    return { expression: entry.expression, date: entry.date };
  };
}

/** How many rows of a list relation (Prisma's relation name: "houses") point at the row. */
export function count(relation: string): ItemValue {
  return ({ model }) => {
    const back = backReference(model, relation);
    const id = model.columns.get("id");
    if (!back || !id) throw new Error(`${model.name}.${relation}: not a list relation`);
    const alias = `n_${relation.toLowerCase()}`;
    return {
      expression: `(SELECT count(*)::int FROM ${quote(back.target.table)} ${alias} WHERE ${alias}.${quote(back.key.column)} = t.${quote(id.column)})`,
    };
  };
}

/** Any SQL expression over the row `t` (a JSON object, a CASE, a subquery); `bind` binds a value. */
export function sql(expression: (bind: (value: unknown) => string) => string): ItemValue {
  return ({ bind }) => ({ expression: expression(bind) });
}

/**
 * The rows of `query` as a JSON array of objects (one key per selected column: alias camelCase
 * names in double quotes), in the order `orderBy` gives over those columns (`r."step"`).
 */
export function jsonRows(query: string, orderBy: string): string {
  return `COALESCE((SELECT json_agg(r ORDER BY ${orderBy}) FROM (${query}) r), '[]'::json)`;
}

/** The one row of `query` as a JSON object, or null without one. */
export function jsonRow(query: string): string {
  return `(SELECT row_to_json(r) FROM (${query}) r)`;
}

/**
 * A timestamp expression as the origin's lists write a moment: "yyyy-MM-dd HH:mm:ss" in China's
 * time (services/export/export-formats.ts: formatDateTime), "" without one.
 */
export const chinaDateTimeSql = (ref: string) =>
  `COALESCE(to_char(${ref} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS'), '')`;

/** A DATE expression as the item's yyyy-MM-dd text (kit/resource-rows.ts: dayText). */
export { dayText as daySql };

/**
 * A to-one relation's row (Prisma's relation name: "goods") as an object of some of its columns,
 * each as the item carries it; null without a row.
 */
export function related(relation: string, keys: readonly string[]): ItemValue {
  return ({ model }) => {
    const link = model.relations.get(relation);
    const target = link?.foreignKey ? sqlModel(link.model) : null;
    const foreignKey = link?.foreignKey ? model.columns.get(link.foreignKey) : undefined;
    const targetId = target?.columns.get("id");
    if (!target || !foreignKey || !targetId) throw new Error(`${model.name}.${relation}: not a to-one relation`);
    const alias = `r_${relation.toLowerCase()}`;
    const columns = keys.map((key) => {
      const found = target.columns.get(key);
      const entry = found ? columnEntry(key, found, "plain", alias) : null;
      if (!entry) throw new Error(`${target.name}.${key}: not a column the list statement writes`);
      return `${entry.expression} AS ${quote(key)}`;
    });
    return {
      expression: jsonRow(
        `SELECT ${columns.join(", ")} FROM ${quote(target.table)} ${alias} WHERE ${alias}.${quote(targetId.column)} = t.${quote(foreignKey.column)}`,
      ),
    };
  };
}
