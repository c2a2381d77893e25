import { getDatabase, Prisma, queryRows } from "@suyuan/db/client";

// What the kit's SQL list needs to know about a Prisma model: its table, each field's column and
// PostgreSQL type, and its relations. Field-to-column names come from the Prisma client's runtime
// data model (the schema's @map/@@map), types from information_schema, read once per process.

type RuntimeField = { name: string; kind: "scalar" | "enum" | "object"; type: string; dbName?: string };
type RuntimeModel = { dbName: string | null; fields: RuntimeField[] };

export type SqlColumn = {
  column: string;
  /** information_schema data_type: "integer", "text", "timestamp with time zone", "ARRAY", "USER-DEFINED"… */
  dataType: string;
  /** The type's own name: int4, text, _text (a text array), an enum's name. */
  udt: string;
};

export type SqlRelation = {
  /** The related model's name (as in the runtime data model). */
  model: string;
  relationName: string;
  /** A to-one relation: the scalar field holding the related id (`class` → `classId`). */
  foreignKey: string | null;
};

export type SqlModel = {
  name: string;
  table: string;
  columns: Map<string, SqlColumn>;
  relations: Map<string, SqlRelation>;
};

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;
export { quote as quoteIdentifier };

function runtimeModels(): Record<string, RuntimeModel> {
  // The generated client keeps the schema's names here; pinned Prisma version, covered by tests.
  const client = getDatabase().prisma as unknown as { _runtimeDataModel?: { models: Record<string, RuntimeModel> } };
  const models = client._runtimeDataModel?.models;
  if (!models) throw new Error("The Prisma client has no runtime data model");
  return models;
}

type ColumnRow = { table_name: string; column_name: string; data_type: string; udt_name: string };
let columnTypes: Promise<Map<string, SqlColumn[]>> | null = null;

/** Every column of the public schema, by table: one query per process. */
function allColumnTypes(): Promise<Map<string, SqlColumn[]>> {
  columnTypes ??= queryRows<ColumnRow>(
    `SELECT table_name, column_name, data_type, udt_name FROM information_schema.columns WHERE table_schema = 'public'`,
  ).then(
    (rows) => {
      const byTable = new Map<string, SqlColumn[]>();
      for (const row of rows) {
        const list = byTable.get(row.table_name) ?? [];
        list.push({ column: row.column_name, dataType: row.data_type, udt: row.udt_name });
        byTable.set(row.table_name, list);
      }
      return byTable;
    },
    (error: unknown) => {
      columnTypes = null;
      throw error;
    },
  );
  return columnTypes;
}

const models = new Map<string, SqlModel>();

/** The SQL view of a model by its Prisma name ("Goods") or delegate name ("goods"). */
export async function sqlModel(name: string): Promise<SqlModel | null> {
  const modelName = name.charAt(0).toUpperCase() + name.slice(1);
  const known = models.get(modelName);
  if (known) return known;
  const runtime = runtimeModels()[modelName];
  if (!runtime) return null;
  const table = runtime.dbName ?? modelName;
  const types = new Map((await allColumnTypes()).get(table)?.map((column) => [column.column, column]) ?? []);
  const columns = new Map<string, SqlColumn>();
  const relations = new Map<string, SqlRelation>();
  const scalarNames = new Set(runtime.fields.filter((field) => field.kind !== "object").map((field) => field.name));
  for (const field of runtime.fields) {
    if (field.kind === "object") {
      // Our schema names a to-one relation's key `<relation>Id`; list relations have none here.
      const key = `${field.name}Id`;
      relations.set(field.name, {
        model: field.type,
        relationName: (field as RuntimeField & { relationName?: string }).relationName ?? "",
        foreignKey: scalarNames.has(key) ? key : null,
      });
      continue;
    }
    const type = types.get(field.dbName ?? field.name);
    if (type) columns.set(field.name, type);
  }
  const model = { name: modelName, table, columns, relations };
  models.set(modelName, model);
  return model;
}

/** Whether a relation field of `model` is a list (the related model points back with a key). */
export async function backReference(
  model: SqlModel,
  relationField: string,
): Promise<{ target: SqlModel; key: SqlColumn } | null> {
  const relation = model.relations.get(relationField);
  if (!relation || relation.foreignKey) return null;
  const target = await sqlModel(relation.model);
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
