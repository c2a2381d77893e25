import type { z } from "zod";

// Legacy forms carry only strings. A derived legacy path converts them to its procedure's input
// by the input's Zod shape, so no path needs a hand-written mapping:
//   numbers → Number, booleans true/false/1/0, arrays of numbers or strings comma-joined,
//   objects and arrays of objects JSON. A blank or absent field takes the first blank value its
//   schema accepts (absent, "", null, []), so optional text may be left out and a required field
//   is refused with its own message. An `{ id, data }` update reads data's fields from the flat form.
//   Legacy paging `pageNo` is the input's `page`.
// A value that does not convert is passed through unchanged so the schema refuses it with its
// own message.

type Kind = "number" | "boolean" | "numberList" | "stringList" | "json" | "object" | "string";
type Def = {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  values?: unknown[];
};

function defOf(schema: z.ZodType): Def {
  return (schema as unknown as { _zod: { def: Def } })._zod.def;
}

/** The schema under optional/nullable/default/pipe wrappers: what the form value must become. */
function core(schema: z.ZodType): z.ZodType {
  let current = schema;
  for (let depth = 0; depth < 20; depth += 1) {
    const def = defOf(current);
    if (
      def.innerType &&
      ["optional", "nullable", "default", "prefault", "catch", "readonly", "nonoptional"].includes(def.type)
    )
      current = def.innerType;
    else if (def.type === "pipe" && def.in) current = def.in;
    else return current;
  }
  return current;
}

function kindOf(schema: z.ZodType): Kind {
  const inner = core(schema);
  const def = defOf(inner);
  switch (def.type) {
    case "number":
    case "int":
    case "bigint":
      return "number";
    case "boolean":
      return "boolean";
    case "literal":
      // 1 | 2 | 3 (a level) is a number; "a" | "b" stays text.
      return (def.values ?? []).every((value) => typeof value === "number") ? "number" : "string";
    case "object":
      return "object";
    case "array": {
      const element = def.element ? defOf(core(def.element)).type : "string";
      if (element === "number") return "numberList";
      if (element === "object" || element === "array") return "json";
      return "stringList";
    }
    case "union": {
      // A union of a literal "" and a rule (optional ID card), or a date and a string: strings.
      const kinds = new Set((def.options ?? []).map(kindOf));
      return kinds.size === 1 ? [...kinds][0]! : kinds.has("number") && !kinds.has("string") ? "number" : "string";
    }
    default:
      return "string";
  }
}

function list(value: string): string[] {
  return value
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean);
}

const BLANKS: readonly unknown[] = [undefined, "", null, []];

/** The blank value a field takes when the form leaves it out or empty. */
function blankFor(schema: z.ZodType): unknown {
  return BLANKS.find((blank) => schema.safeParse(blank).success);
}

function convert(kind: Kind, value: string): unknown {
  switch (kind) {
    case "number": {
      const number = Number(value);
      return Number.isFinite(number) ? number : value;
    }
    case "boolean":
      return value === "true" || value === "1" ? true : value === "false" || value === "0" ? false : value;
    case "numberList":
      return list(value).map((item) => (Number.isFinite(Number(item)) ? Number(item) : item));
    case "stringList":
      return list(value);
    case "json":
    case "object":
      try {
        return JSON.parse(value) as unknown;
      } catch {
        return value;
      }
    default:
      return value;
  }
}

function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  const inner = core(schema);
  const def = defOf(inner) as Def & { shape?: Record<string, z.ZodType> };
  return def.type === "object"
    ? ((inner as unknown as { shape: Record<string, z.ZodType> }).shape ?? def.shape ?? null)
    : null;
}

/** How one field of a form becomes its input value: worked out once per schema, not per call. */
type FieldReader = {
  key: string;
  kind: Kind;
  /** The field's blank value (a fresh array each time: inputs are never shared between calls). */
  blank: () => unknown;
  /** `data` of an update, read from the flat form when the form has no `data` field itself. */
  nested: FieldReader[] | null;
};

const readersBySchema = new WeakMap<z.ZodType, FieldReader[] | null>();

function readersOf(schema: z.ZodType): FieldReader[] | null {
  if (readersBySchema.has(schema)) return readersBySchema.get(schema)!;
  const shape = shapeOf(schema);
  const readers = shape
    ? Object.entries(shape).map(([key, fieldSchema]): FieldReader => {
        const blank = blankFor(fieldSchema);
        return {
          key,
          kind: kindOf(fieldSchema),
          blank: Array.isArray(blank) ? () => [] : () => blank,
          nested: key === "data" ? readersOf(fieldSchema) : null,
        };
      })
    : null;
  readersBySchema.set(schema, readers);
  return readers;
}

function readForm(readers: FieldReader[], fields: Record<string, string>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const { key, kind, blank, nested } of readers) {
    if (nested && !Object.hasOwn(fields, "data")) {
      input.data = readForm(nested, fields);
      continue;
    }
    const raw = Object.hasOwn(fields, key) ? fields[key] : key === "page" ? fields.pageNo : undefined;
    const value = raw === undefined || raw.trim() === "" ? blank() : convert(kind, raw);
    if (value !== undefined) input[key] = value;
  }
  return input;
}

/** The form's fields as the input of a procedure whose input schema is `schema`. */
export function formToInput(schema: z.ZodType | null | undefined, fields: Record<string, string>): unknown {
  const readers = schema ? readersOf(schema) : null;
  return readers ? readForm(readers, fields) : undefined;
}
