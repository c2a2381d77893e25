import { MODEL_META } from "@suyuan/db/generated/model-meta";
import type { ColumnMeta, RelationMeta } from "@suyuan/db/model-meta-types";

// What the kit's list statement needs to know about a Prisma model: its table, each field's column and
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
