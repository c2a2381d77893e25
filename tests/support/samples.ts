import type { FieldSpec } from "@suyuan/contracts/kit/fields";
import type { z } from "zod";
import { creditCode, ean13, idCard } from "./master-data.ts";

// A valid create input of any kit resource, derived from its definition: each field gets a value
// its own rule accepts, chosen by the field's widget, so a test writes only the values it is
// about (overrides) and the rows a lookup field points at. Values that a unique constraint may
// guard (names, codes, numbers) carry the sample's `unique` number: two samples with different
// numbers never collide, two with the same number are the same input (a duplicate on purpose).

type Definition = {
  name: string;
  fields: Record<string, FieldSpec>;
  extraInput?: Record<string, z.ZodType>;
  schemas: { fields: z.ZodType };
};

export type SampleOf<D extends Definition> = z.input<D["schemas"]["fields"]>;

type SampleOptions = {
  /** Made part of every value that may have to be unique; by default a new number per sample. */
  unique?: number;
};

/** 浙江省 / 杭州市 / 西湖区: the region every sample lies in. */
const SAMPLE_REGION = { province: "330000", city: "330100", county: "330106" } as const;

/** This process's first sample number: samples of two runs against one server do not collide. */
const FIRST = (Date.now() % 100_000) * 1000;
let serial = 0;

/** Digits of `unique`, exactly `length` of them (the last ones of a long number). */
function digits(unique: number, length: number): string {
  return String(unique).padStart(length, "0").slice(-length);
}

/** A birth day (YYYYMMDD) of an ID number, one per thousand sample numbers. */
function birthDay(unique: number): string {
  const rest = Math.floor(unique / 1000);
  const day = 1 + (rest % 28);
  const month = 1 + (Math.floor(rest / 28) % 12);
  const year = 1950 + (Math.floor(rest / 336) % 50);
  return `${year}${String(month).padStart(2, "0")}${String(day).padStart(2, "0")}`;
}

/** Texts tried in order on a text field: a name, then the formats a field's own rule may ask for. */
function textCandidates(label: string, unique: number): string[] {
  return [
    `${label}${unique}`,
    `样例${unique}`,
    String(unique),
    creditCode(unique % 10_000_000),
    ean13(unique),
    `138${digits(unique, 8)}`,
    idCard(`330106${birthDay(unique)}${digits(unique, 3)}`),
    `sample${unique}@example.com`,
    `https://example.com/${unique}`,
    `69${digits(unique, 5)}`,
    digits(unique, 2),
    `Sample${unique}`,
  ];
}

/** Values tried on a field, by its widget; the first its input rule accepts is taken. */
function candidates(name: string, key: string, spec: FieldSpec, unique: number): unknown[] {
  const widget = spec.widget;
  switch (widget.kind) {
    case "text":
    case "textarea":
    case "richText":
      return textCandidates(spec.label.zh, unique);
    case "password":
      return [`Sample${unique}!pw`];
    case "number":
      return [1, 10, 100, 1000, 0];
    case "day":
      return ["2024-05-01"];
    case "month":
      return ["2024-05"];
    case "dateTime":
      return ["2024-05-01 08:00:00"];
    case "enum":
      // A numeric choice (a recall's level) is offered by its text.
      return widget.options.flatMap((option) => [option.value, Number(option.value)]);
    case "enumList":
      return [...widget.options.slice(0, 1).map((option) => [option.value]), []];
    case "switch":
      return [false];
    case "region":
      return [SAMPLE_REGION[widget.part]];
    case "images":
    case "lookupList":
      // A lookup list that must hold a row (a user's roles) is the caller's to give.
      return [[]];
    case "image":
      return [null];
    case "lookup":
      // Rows of another resource: the caller's, as the sample cannot know which exist.
      if (spec.required) throw new Error(`sampleOf: give ${name}.${key} (a ${widget.source} id) in the overrides`);
      return [null];
  }
}

/**
 * A create input of `definition` that its schema accepts, with `overrides` taking the place of
 * the values they name. The caller gives the rows the sample points at: its required lookups,
 * those a rule across fields asks for (a stock row's place), and any required input beyond the
 * fields (a purchase order's items).
 */
export function sampleOf<D extends Definition>(
  definition: D,
  overrides: Partial<SampleOf<D>> = {},
  options: SampleOptions = {},
): SampleOf<D> {
  serial += 1;
  const unique = options.unique ?? FIRST + serial;
  const given = overrides as Record<string, unknown>;
  const sample: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(definition.fields)) {
    if (key in given) continue;
    const value = candidates(definition.name, key, spec, unique).find(
      (candidate) => spec.input.safeParse(candidate).success,
    );
    if (value === undefined && spec.required)
      throw new Error(`sampleOf: give ${definition.name}.${key} in the overrides (no sample value passes its rule)`);
    if (value !== undefined) sample[key] = value;
  }
  for (const [key, schema] of Object.entries(definition.extraInput ?? {}))
    if (!(key in given) && !schema.safeParse(undefined).success)
      throw new Error(`sampleOf: give ${definition.name}.${key} in the overrides (input beyond the fields)`);
  return { ...sample, ...given } as SampleOf<D>;
}
