import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { FieldSpec } from "@suyuan/contracts/kit/fields";
import { regionAncestry } from "@suyuan/contracts/region/regions";
import { issuesByField, type ValidationResult } from "../lib/use-form-state.ts";
import { numberOrNull, numberText } from "../common/form-values.ts";
import type { NamedRef, ResourceRow } from "./resource-search.ts";

/**
 * What the inputs hold: text, numbers, days and months as typed ("" when blank), moments as
 * Date, single choices as strings (null when unset), lists as string arrays, switches as booleans.
 */
export type FormValue = string | string[] | boolean | Date | null;
export type ResourceFormValues = Record<string, FormValue>;

/** The chosen rows' names of lookup fields (from the item's relations and links). */
export type LookupNames = Record<string, NamedRef[]>;

type RegionLevel = "province" | "city" | "county";
const LEVELS: readonly RegionLevel[] = ["province", "city", "county"];

/**
 * The region parts of a definition as the one cascading select edits them: each level's value key,
 * the field's own key when the definition stores that level, else a form-only key (`$region.city`)
 * that is never sent (a county-only field still picks its province and city first).
 */
export type RegionGroup = { keys: Record<RegionLevel, string>; stored: Partial<Record<RegionLevel, string>> };

export function regionGroup(definition: ResourceDefinition): RegionGroup | null {
  const stored: Partial<Record<RegionLevel, string>> = {};
  for (const [key, spec] of Object.entries(definition.fields))
    if (spec.widget.kind === "region") stored[spec.widget.part] = key;
  if (Object.keys(stored).length === 0) return null;
  const keys = Object.fromEntries(LEVELS.map((level) => [level, stored[level] ?? `$region.${level}`])) as Record<
    RegionLevel,
    string
  >;
  return { keys, stored };
}

const isFormOnly = (key: string) => key.startsWith("$");

function blankOf(spec: FieldSpec): FormValue {
  switch (spec.widget.kind) {
    case "dateTime":
    case "enum":
    case "lookup":
    case "region":
      return null;
    case "enumList":
    case "lookupList":
    case "images":
    case "image":
      return [];
    case "switch":
      return false;
    default:
      return "";
  }
}

/** An item value (or a schema default) as the input holds it. */
function formValueOf(spec: FieldSpec, value: unknown): FormValue {
  if (value === null || value === undefined) return blankOf(spec);
  switch (spec.widget.kind) {
    case "number":
      return typeof value === "number" ? numberText(value) : "";
    case "dateTime":
      return value instanceof Date ? value : typeof value === "string" ? new Date(value) : null;
    case "enum":
    case "region":
      return typeof value === "string" ? value : null;
    case "lookup":
      return typeof value === "number" ? String(value) : null;
    case "enumList":
    case "images":
      return Array.isArray(value) ? value.map(String) : [];
    case "lookupList":
      return Array.isArray(value) ? value.map(String) : [];
    // The upload field holds a list, of at most one url here.
    case "image":
      return typeof value === "string" && value ? [value] : [];
    case "switch":
      return value === true;
    // A secret is never shown back (the item holds it masked): blank keeps the stored one.
    case "password":
      return "";
    default:
      return typeof value === "string" ? value : typeof value === "number" ? String(value) : "";
  }
}

function withRegionLevels(definition: ResourceDefinition, values: ResourceFormValues): ResourceFormValues {
  const group = regionGroup(definition);
  if (!group) return values;
  const deepest = [...LEVELS].reverse().find((level) => {
    const key = group.stored[level];
    return key !== undefined && typeof values[key] === "string" && values[key] !== "";
  });
  const code = deepest ? values[group.stored[deepest]!] : null;
  const path = regionAncestry(typeof code === "string" ? code : null);
  const result = { ...values };
  LEVELS.forEach((level, index) => {
    const key = group.keys[level];
    if (isFormOnly(key)) result[key] = path[index]?.value ?? null;
  });
  return result;
}

/** A new row's values: each field's default (enum defaults, false, []), else blank. */
export function emptyResourceValues(definition: ResourceDefinition): ResourceFormValues {
  const values: ResourceFormValues = {};
  for (const [key, spec] of Object.entries(definition.fields)) {
    const fallback = spec.input.safeParse(undefined);
    values[key] = fallback.success ? formValueOf(spec, fallback.data) : blankOf(spec);
  }
  return withRegionLevels(definition, values);
}

export function valuesFromItem(definition: ResourceDefinition, item: ResourceRow): ResourceFormValues {
  const values: ResourceFormValues = {};
  for (const [key, spec] of Object.entries(definition.fields)) values[key] = formValueOf(spec, item[key]);
  return withRegionLevels(definition, values);
}

function isNamedList(value: unknown): value is NamedRef[] {
  return (
    Array.isArray(value) &&
    value.every((entry) => typeof entry === "object" && entry !== null && "id" in entry && "name" in entry)
  );
}

/** The names of the item's chosen lookup rows, by field key (for the selects' labels). */
export function lookupNamesOf(definition: ResourceDefinition, item: ResourceRow): LookupNames {
  const names: LookupNames = {};
  for (const [key, spec] of Object.entries(definition.fields)) {
    if (spec.relation) {
      const related = item[spec.relation.name];
      if (related && typeof related === "object" && "name" in related && "id" in related)
        names[key] = [related as NamedRef];
    }
    if (spec.links) {
      const linked = item[spec.links.name];
      if (isNamedList(linked)) names[key] = linked;
    }
  }
  return names;
}

function blankToUndefined(value: string): string | undefined {
  return value.trim() === "" ? undefined : value;
}

/** The values as the definition's field schema takes them; blanks become absent (the schema's null or default). */
export function toFieldInput(definition: ResourceDefinition, values: ResourceFormValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, spec] of Object.entries(definition.fields)) {
    const value = values[key];
    switch (spec.widget.kind) {
      case "number": {
        const number = typeof value === "string" ? numberOrNull(value) : null;
        input[key] = number === null ? undefined : number;
        break;
      }
      case "day":
      case "month":
        input[key] = typeof value === "string" ? blankToUndefined(value) : undefined;
        break;
      case "dateTime":
        input[key] = value instanceof Date ? value : undefined;
        break;
      case "enum":
      case "region":
        input[key] = typeof value === "string" && value !== "" ? value : undefined;
        break;
      case "lookup":
        input[key] = typeof value === "string" && value !== "" ? Number(value) : undefined;
        break;
      case "lookupList":
        input[key] = Array.isArray(value) ? value.map(Number) : [];
        break;
      case "enumList":
      case "images":
        input[key] = Array.isArray(value) ? value : [];
        break;
      case "image":
        input[key] = Array.isArray(value) ? value[0] : undefined;
        break;
      case "switch":
        input[key] = value === true;
        break;
      default:
        input[key] = typeof value === "string" ? value : undefined;
    }
  }
  return input;
}

/** The definition's own rules over the converted values (message keys as errors). */
export function checkResourceForm(
  definition: ResourceDefinition,
  values: ResourceFormValues,
): ValidationResult<Record<string, unknown>> {
  const result = definition.schemas.fields.safeParse(toFieldInput(definition, values));
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: issuesByField(result.error.issues) };
}
