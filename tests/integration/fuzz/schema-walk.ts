import type { z } from "zod";

// Reads Zod 4 schemas the way the fuzz needs: which fields an input has (nested `data` of updates
// included) and a plausible value for each, so that one corrupted field is the only thing wrong
// with a probe. Zod 4 keeps a schema's definition in `_zod.def`.

type Def = {
  type: string;
  format?: string;
  checks?: { _zod: { def: { check: string; format?: string } } }[];
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
  entries?: Record<string, unknown>;
  getter?: () => z.ZodType;
  shape?: Record<string, z.ZodType>;
  left?: z.ZodType;
  right?: z.ZodType;
};

const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"]);

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The schema under optional/nullable/default wrappers and pipes (a pipe's input side). */
function core(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 30; depth += 1) {
    const def = defOf(current);
    if (def.innerType && WRAPPERS.has(def.type)) current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else if (def.type === "lazy" && def.getter) current = def.getter();
    else return current;
  }
  return current;
}

/** An object schema's fields, or null when the input is no object. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const inner = core(schema);
  const def = defOf(inner);
  if (def.type !== "object") return null;
  return (inner as unknown as { shape?: Record<string, z.ZodType> }).shape ?? def.shape ?? null;
}

/** A field of an input: its path (["data", "name"] inside an update) and its schema. */
export type FieldRef = { path: string[]; schema: z.ZodType };

/**
 * Every field of an input, one level into nested objects (update `data`, filter groups); for a
 * union or intersection of objects, the fields of each (the first schema of a repeated name).
 */
export function fieldsOf(schema: z.ZodType | undefined): FieldRef[] {
  if (!schema) return [];
  const def = defOf(core(schema));
  const parts =
    def.type === "union" ? (def.options ?? []) : def.type === "intersection" ? [def.left!, def.right!] : null;
  if (parts) {
    const seen = new Set<string>();
    return parts.flatMap(fieldsOf).filter((field) => {
      const key = field.path.join(".");
      return seen.has(key) ? false : (seen.add(key), true);
    });
  }
  const shape = shapeOf(schema);
  if (!shape) return [];
  const fields: FieldRef[] = [];
  for (const [key, field] of Object.entries(shape)) {
    fields.push({ path: [key], schema: field });
    const nested = shapeOf(field);
    if (nested) for (const [inner, value] of Object.entries(nested)) fields.push({ path: [key, inner], schema: value });
  }
  return fields;
}

/** An id no row has (valid for ZId): a probe that is accepted after all touches nothing that exists. */
const UNUSED_ID = 2_000_000_001;

/** Candidate values of a schema kind, tried in order; the first the schema accepts is used. */
function candidates(schema: z.ZodType, depth: number): unknown[] {
  const inner = core(schema);
  const def = defOf(inner);
  switch (def.type) {
    case "string":
      return [
        "x",
        "2024-01-01",
        "2024-01",
        "2024-01-01 08:00:00",
        "13800000000",
        "Abc12345!",
        "110000",
        "/uploads/abcdefghijklmnop",
        "https://example.com/",
        "1",
      ];
    case "number":
    case "int":
      return [UNUSED_ID, 1, 0, 0.5];
    case "boolean":
      return [false, true];
    case "date":
      return ["2024-01-01 08:00:00"];
    case "enum":
      return Object.values(def.entries ?? {});
    case "literal":
      return def.values ?? [];
    case "array": {
      const element = def.element ? plausible(def.element, depth + 1) : undefined;
      return element === undefined ? [[]] : [[], [element]];
    }
    case "object": {
      if (depth > 4) return [{}];
      const shape = shapeOf(inner) ?? {};
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(shape)) {
        const fieldValue = plausible(field, depth + 1);
        if (fieldValue !== undefined) value[key] = fieldValue;
      }
      return [value, {}];
    }
    case "union":
      return (def.options ?? []).flatMap((option) => candidates(option, depth + 1));
    case "record":
      return [{}];
    default:
      return ["x", 1, true, {}];
  }
}

/**
 * A value the schema accepts (undefined for optional fields), or the first candidate when none is
 * accepted (rules across fields may refuse any single value).
 */
function plausible(schema: z.ZodType, depth = 0): unknown {
  if (schema.safeParse(undefined).success) return undefined;
  const tried = candidates(schema, depth);
  return tried.find((value) => schema.safeParse(value).success) ?? tried[0];
}

/** A plausible input of a whole procedure input schema. */
export function plausibleInput(schema: z.ZodType | undefined): unknown {
  if (!schema) return undefined;
  const value = plausible(schema);
  if (value !== undefined) return value;
  // An optional or defaulted object: still give its fields plausible values.
  const shape = shapeOf(schema);
  return shape ? candidates(core(schema), 0)[0] : undefined;
}

/** A copy of `input` with the value at `path` replaced. */
export function withValue(input: unknown, path: string[], value: unknown): Record<string, unknown> {
  const root: Record<string, unknown> =
    input && typeof input === "object" && !Array.isArray(input) ? { ...(input as Record<string, unknown>) } : {};
  let node = root;
  for (const key of path.slice(0, -1)) {
    const child = node[key];
    node[key] =
      child && typeof child === "object" && !Array.isArray(child) ? { ...(child as Record<string, unknown>) } : {};
    node = node[key] as Record<string, unknown>;
  }
  node[path.at(-1)!] = value;
  return root;
}

/** Whether a schema (under its wrappers) is an integer: z.int() or z.number().int(). */
function isInteger(schema: z.ZodType): boolean {
  const def = defOf(core(schema));
  if (def.type !== "number") return false;
  const formats = [def.format, ...(def.checks ?? []).map((check) => check._zod.def.format)];
  return formats.some((format) => format?.includes("int"));
}

/** The integer schemas in a schema: itself, array elements, object fields (for the int4 check). */
export function integersIn(schema: z.ZodType, path: string[] = [], depth = 0): FieldRef[] {
  if (depth > 6) return [];
  if (isInteger(schema)) return [{ path, schema }];
  const inner = core(schema);
  const def = defOf(inner);
  if (def.type === "array" && def.element) return integersIn(def.element, [...path, "[]"], depth + 1);
  if (def.type === "union") return (def.options ?? []).flatMap((option) => integersIn(option, path, depth + 1));
  const shape = shapeOf(inner);
  if (!shape) return [];
  return Object.entries(shape).flatMap(([key, field]) => integersIn(field, [...path, key], depth + 1));
}
