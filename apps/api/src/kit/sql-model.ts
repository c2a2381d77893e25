import { Prisma } from "@suyuan/db/client";
import { MODEL_META } from "@suyuan/db/generated/model-meta";
import type { ColumnMeta, RelationMeta } from "@suyuan/db/model-meta-types";

// What the kit's SQL list needs to know about a Prisma model: its table, each field's column and
// PostgreSQL type, and its relations. They come from the schema itself, written at `prisma
// generate` by packages/db/prisma/generate-model-meta.mjs (tests/integration/model-meta.test.ts
// checks them against the database's own catalogue).

export type SqlColumn = ColumnMeta;
export type SqlRelation = RelationMeta;

export type SqlModel = {
  name: string;
  table: string;
  columns: Map<string, SqlColumn>;
  relations: Map<string, SqlRelation>;
};

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
export { quote as quoteIdentifier };

const models = new Map<string, SqlModel>();

/** The SQL view of a model by its Prisma name ("Goods") or delegate name ("goods"). */
export function sqlModel(name: string): SqlModel | null {
  const modelName = name.charAt(0).toUpperCase() + name.slice(1);
  const known = models.get(modelName);
  if (known) return known;
  const meta = MODEL_META[modelName];
  if (!meta) return null;
  const model = {
    name: modelName,
    table: meta.table,
    columns: new Map(Object.entries(meta.columns)),
    relations: new Map(Object.entries(meta.relations)),
  };
  models.set(modelName, model);
  return model;
}

/** Whether a relation field of `model` is a list (the related model points back with a key). */
export function backReference(model: SqlModel, relationField: string): { target: SqlModel; key: SqlColumn } | null {
  const relation = model.relations.get(relationField);
  if (!relation || relation.foreignKey) return null;
  const target = sqlModel(relation.model);
  if (!target) return null;
  for (const [name, back] of target.relations) {
    if (back.model !== model.name || back.relationName !== relation.relationName || !back.foreignKey) continue;
    if (name === relationField) continue;
    const key = target.columns.get(back.foreignKey);
    return key ? { target, key } : null;
  }
  return null;
}

/** The SELECT expression of a column, in a form both drivers return alike (see `readValue`). */
export function selectExpression(alias: string, column: SqlColumn): string {
  const ref = `${alias}.${quote(column.column)}`;
  switch (column.dataType) {
    case "timestamp with time zone":
    case "timestamp without time zone":
    case "date":
      // Milliseconds since the epoch (a DATE as its midnight UTC, as Prisma reads it).
      return `(extract(epoch from ${ref}) * 1000)::float8`;
    case "numeric":
    case "bigint":
    case "json":
    case "jsonb":
    case "USER-DEFINED":
      return `${ref}::text`;
    case "ARRAY":
      return BUILTIN_ARRAYS.has(column.udt) ? ref : `${ref}::text[]`;
    default:
      return ref;
  }
}

const BUILTIN_ARRAYS = new Set(["_text", "_varchar", "_int4", "_int2", "_float8", "_bool"]);

/** A value read through `selectExpression`, as Prisma would have given it. */
export function readValue(column: SqlColumn, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  // Numeric, bigint and json columns are selected as text (selectExpression).
  switch (column.dataType) {
    case "timestamp with time zone":
    case "timestamp without time zone":
    case "date":
      return new Date(Number(value));
    case "numeric":
      return new Prisma.Decimal(value as string);
    case "bigint":
      return BigInt(value as string);
    case "json":
    case "jsonb":
      return JSON.parse(value as string) as unknown;
    default:
      return value;
  }
}
