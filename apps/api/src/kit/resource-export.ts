import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { FieldSpec, Label } from "@suyuan/contracts/kit/fields";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import type { Cell } from "../services/export/export-formats.ts";
import type { ExportOptions } from "../services/export/export-resources.ts";
import type { ServiceContext } from "../services/service-context.ts";
import { textOf } from "./text-of.ts";

type Row = Record<string, unknown>;

const TIMESTAMPS: Record<string, Label> = {
  createdAt: { zh: "创建时间", en: "Created" },
  updatedAt: { zh: "更新时间", en: "Updated" },
};

/** The field a column shows: the column's own key, or the lookup whose relation it names. */
function fieldOf(definition: ResourceDefinition, key: string): FieldSpec | undefined {
  return (
    (definition.fields as Record<string, FieldSpec>)[key] ??
    Object.values(definition.fields as Record<string, FieldSpec>).find(
      (spec) => spec.relation?.name === key || spec.links?.name === key,
    )
  );
}

export function columnLabel(definition: ResourceDefinition, key: string, locale: Locale, own?: Label): string {
  return (own ?? fieldOf(definition, key)?.label ?? TIMESTAMPS[key] ?? { zh: key, en: key })[locale];
}

/** One cell of an export: choices by their label, relations by name, lists joined. */
export function cellValue(definition: ResourceDefinition, key: string, item: Row, locale: Locale): Cell {
  const value = item[key];
  const spec = fieldOf(definition, key);
  const widget = spec?.widget;
  if (value === null || value === undefined) return null;
  if (widget?.kind === "enum")
    return widget.options.find((option) => option.value === value)?.label[locale] ?? textOf(value);
  if (widget?.kind === "enumList" && Array.isArray(value))
    return value
      .map((entry) => widget.options.find((option) => option.value === entry)?.label[locale] ?? textOf(entry))
      .join("、");
  if (widget?.kind === "switch")
    return value === true ? (locale === "en" ? "Yes" : "是") : locale === "en" ? "No" : "否";
  if (Array.isArray(value))
    return value
      .map((entry) => (entry && typeof entry === "object" ? textOf((entry as Row).name) : textOf(entry)))
      .join("、");
  if (typeof value === "object" && !(value instanceof Date)) return textOf((value as Row).name);
  return value as Cell;
}

/** A kit resource's export: its list columns, rows streamed by the service's iterator. */
export function resourceExport(
  definition: ResourceDefinition,
  iterate: (ctx: ServiceContext, filters: Row, options: ExportOptions) => AsyncIterable<Row>,
) {
  return {
    permission: [definition.keys.export ?? definition.keys.list] as const,
    title: definition.label,
    filters: definition.schemas.filters,
    personal: definition.masked.length > 0,
    headers: (locale: Locale) =>
      definition.columns.map((column) => columnLabel(definition, column.key, locale, column.label)),
    async *rows(
      ctx: ServiceContext,
      filters: unknown,
      locale: Locale,
      options: ExportOptions = {},
    ): AsyncIterable<Cell[]> {
      for await (const item of iterate(ctx, filters as Row, options))
        yield definition.columns.map((column) => cellValue(definition, column.key, item, locale));
    },
  };
}
