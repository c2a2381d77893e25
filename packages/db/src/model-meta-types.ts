/** A column of a model as PostgreSQL stores it (information_schema's data_type and udt_name). */
export type ColumnMeta = {
  column: string;
  /** "integer", "text", "timestamp with time zone", "ARRAY", "USER-DEFINED"… */
  dataType: string;
  /** The type's own name: int4, text, _text (a text array), an enum's name. */
  udt: string;
};

export type RelationMeta = {
  /** The related model's name. */
  model: string;
  relationName: string;
  /** A to-one relation held here: the scalar field with the related id (`class` → `classId`). */
  foreignKey: string | null;
};

/** What the schema says of a model, generated at `prisma generate` (src/generated/model-meta.ts). */
export type ModelMeta = {
  table: string;
  columns: Record<string, ColumnMeta>;
  relations: Record<string, RelationMeta>;
};
