import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { FieldSpec } from "@suyuan/contracts/kit/fields";
import { storedDayText } from "../lib/stored-day.ts";

// How a definition's fields map to Prisma's writes: input to column values, and the link rows.
// (Items are read by the list statement, kit/sql-list-json.ts.) Plain functions of the definition.

type Row = Record<string, unknown>;

/** Calendar days are DATE columns: midnight UTC in JavaScript, yyyy-MM-dd on the wire (never throws). */
export const dayText = (value: unknown) => (value instanceof Date ? storedDayText(value) : null);
export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

/** Validated input as column values (days and months as dates); link fields are left out. */
export function toColumns(definition: ResourceDefinition, data: Row): Row {
  const columns: Row = {};
  for (const [key, spec] of Object.entries<FieldSpec>(definition.fields)) {
    if (spec.links || !(key in data)) continue;
    const value = data[key];
    if (spec.storage === "day" && typeof value === "string") columns[key] = dayDate(value);
    else if (spec.storage === "month" && typeof value === "string") columns[key] = dayDate(`${value}-01`);
    else columns[key] = value;
  }
  return columns;
}

/** The link fields of validated input: the ids to link, per link table. */
export function linkValues(definition: ResourceDefinition, data: Row) {
  return Object.entries<FieldSpec>(definition.fields).flatMap(([key, spec]) =>
    spec.links ? [{ links: spec.links, ids: (data[key] as number[] | undefined) ?? [] }] : [],
  );
}
