import superjson from "superjson";
import type { JsonListAnswer } from "../kit/sql-list-json.ts";

// tRPC answers in superjson's format (the web client decodes them with superjson), but written by
// a walker that knows the few types our outputs hold: plain objects, arrays, strings, numbers,
// booleans, null, undefined, Date and bigint. superjson's general walker (every value checked
// against a dozen types, a path array per node) cost a fifth of a list call's CPU. This one copies
// the tree once, writing Dates as their ISO text as it goes, and builds a path's text only for the
// few nodes that need an annotation: JSON.stringify of a tree that still held Dates called each
// one's toJSON, which cost twice the copy (bench/goods-list.ts). A value of any other kind (Map,
// Set, a class instance) falls back to superjson itself, so the format never depends on this file
// knowing every type. Inputs (small) are still read by superjson.

type Annotations = Record<string, [string]>;

/** superjson's path syntax: keys joined by ".", with "\" and "." in keys escaped. */
const escapeKey = (key: string) => (/[.\\]/.test(key) ? key.replace(/\\/g, "\\\\").replace(/\./g, "\\.") : key);
const pathText = (path: (string | number)[]) =>
  path.map((key) => (typeof key === "number" ? String(key) : escapeKey(key))).join(".");

class NeedsSuperjson extends Error {}

function isPlainObject(value: object): boolean {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

/** The JSON form of `value`; annotations record where Dates, bigints and undefineds were. */
function walk(value: unknown, path: (string | number)[], annotations: Annotations): unknown {
  if (value === null || typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") {
    // NaN and ±Infinity have superjson annotations of their own.
    if (!Number.isFinite(value)) throw new NeedsSuperjson();
    return value;
  }
  if (value instanceof Date) {
    // An invalid date has no ISO form: superjson writes it its own way.
    if (Number.isNaN(value.getTime())) throw new NeedsSuperjson();
    annotations[pathText(path)] = ["Date"];
    return value.toISOString();
  }
  if (value === undefined) {
    annotations[pathText(path)] = ["undefined"];
    return null;
  }
  if (typeof value === "bigint") {
    annotations[pathText(path)] = ["bigint"];
    return value.toString();
  }
  if (Array.isArray(value)) {
    const out = new Array<unknown>(value.length);
    for (let index = 0; index < value.length; index++) {
      path.push(index);
      out[index] = walk(value[index], path, annotations);
      path.pop();
    }
    return out;
  }
  if (typeof value === "object" && isPlainObject(value)) {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value)) {
      path.push(key);
      out[key] = walk((value as Record<string, unknown>)[key], path, annotations);
      path.pop();
    }
    return out;
  }
  throw new NeedsSuperjson();
}

function serialize(value: unknown): unknown {
  const annotations: Annotations = {};
  let json: unknown;
  try {
    json = walk(value, [], annotations);
  } catch (error) {
    if (error instanceof NeedsSuperjson) return superjson.serialize(value);
    throw error;
  }
  // A bare Date, bigint or undefined is annotated as the whole value (a list, not a map of paths);
  // path "" in a map is a key "" of the root object.
  const bare = value === undefined || typeof value === "bigint" || value instanceof Date;
  if (bare) return { json, meta: { values: annotations[""], v: 1 } };
  return Object.keys(annotations).length > 0 ? { json, meta: { values: annotations, v: 1 } } : { json };
}

/**
 * The text `JSON.stringify(serialize(list))` would give for the list output with these items:
 * the items as they came, each timestamp annotated at its path.
 */
export function serializedListText(list: JsonListAnswer): string {
  const values: string[] = [];
  for (let index = 0; index < list.count; index++)
    for (const key of list.datesOf(index)) values.push(`"items.${index}.${escapeKey(key)}":["Date"]`);
  const json =
    `{"items":${list.itemsJson},"total":${list.total},"page":${list.page},"pageSize":${list.pageSize},` +
    `"totalCapped":${list.totalCapped}}`;
  return values.length ? `{"json":${json},"meta":{"values":{${values.join(",")}},"v":1}}` : `{"json":${json}}`;
}

export const wireTransformer = {
  input: superjson,
  output: { serialize, deserialize: (value: unknown) => superjson.deserialize(value as never) },
};
