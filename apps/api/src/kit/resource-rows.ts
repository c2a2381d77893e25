import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { FieldSpec } from "@suyuan/contracts/kit/fields";
import { Prisma } from "@suyuan/db/client";
import { storedDayText } from "../lib/stored-day.ts";
import { textOf } from "./text-of.ts";

// How a definition's fields map to Prisma: the select that reads an item, the conversion of a
// row to the item, and of input to column values. Plain functions of the definition.

type Row = Record<string, unknown>;

/** Calendar days are DATE columns: midnight UTC in JavaScript, yyyy-MM-dd on the wire (never throws). */
export const dayText = (value: unknown) => (value instanceof Date ? storedDayText(value) : null);
export const dayDate = (day: string) => new Date(`${day}T00:00:00Z`);

function relationSelect(display: string) {
  return { select: { id: true, [display]: true } };
}

/** The Prisma select of one item: every field, each relation's id and name, link rows, timestamps. */
export function itemSelect(definition: ResourceDefinition, extra: Row = {}): Row {
  const select: Row = { id: true, createdAt: true, updatedAt: true };
  for (const [key, spec] of Object.entries<FieldSpec>(definition.fields)) {
    if (spec.links) {
      select[spec.links.table] = { select: { [spec.links.target]: relationSelect(spec.links.display) } };
      continue;
    }
    select[key] = true;
    if (spec.relation) select[spec.relation.name] = relationSelect(spec.relation.display);
  }
  return { ...select, ...extra };
}

function outputValue(spec: FieldSpec, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  switch (spec.storage) {
    case "decimal":
      return Prisma.Decimal.isDecimal(value) ? value.toNumber() : Number(value);
    case "day":
      return dayText(value);
    case "month":
      return dayText(value)?.slice(0, 7) ?? null;
    default:
      return value;
  }
}

const named = (row: unknown, display: string) => {
  const record = row as Row | null;
  return record ? { id: record.id as number, name: textOf(record[display]) } : null;
};

/** Each definition's fields as entries, listed once (toItem runs for every row of every page). */
const fieldEntries = new WeakMap<ResourceDefinition, [string, FieldSpec][]>();
function entriesOf(definition: ResourceDefinition): [string, FieldSpec][] {
  let entries = fieldEntries.get(definition);
  if (!entries) fieldEntries.set(definition, (entries = Object.entries<FieldSpec>(definition.fields)));
  return entries;
}

/** A database row as the definition's item. */
export function toItem(definition: ResourceDefinition, row: Row): Row {
  const item: Row = { id: row.id, createdAt: row.createdAt, updatedAt: row.updatedAt };
  for (const [key, spec] of entriesOf(definition)) {
    if (spec.links) {
      const links = ((row[spec.links.table] as Row[] | undefined) ?? []).map((link) =>
        named(link[spec.links!.target], spec.links!.display),
      );
      item[spec.links.name] = links;
      item[key] = links.map((link) => link!.id);
      continue;
    }
    item[key] = outputValue(spec, row[key]);
    if (spec.relation) item[spec.relation.name] = named(row[spec.relation.name], spec.relation.display);
  }
  return item;
}

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
