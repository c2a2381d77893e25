import { Badge, Group, Image, Text } from "@mantine/core";
import type { Locale } from "@suyuan/contracts/i18n/translate";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { EnumOption, FieldSpec, Label } from "@suyuan/contracts/kit/fields";
import { regionPath } from "@suyuan/contracts/region/regions";
import { formatMoney, formatNumber, formatQuantity, NO_VALUE } from "@suyuan/contracts/common/format-value";
import type { ReactNode } from "react";
import { formatUi } from "../i18n/format-message.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { pick } from "../i18n/pick-label.ts";
import { formatDateTime } from "../lib/format-date.ts";
import type { NamedRef, ResourceRow } from "./resource-search.ts";

export const EMPTY = NO_VALUE;

/**
 * A definition's label as the kit's message parameters (ui-messages-kit-*.ts): `what` as it is,
 * `whatLower` for the middle of an English sentence.
 */
export function labelParams(label: Label, locale: Locale): { what: string; whatLower: string } {
  return { what: pick(label, locale), whatLower: locale === "en" ? label.en.toLowerCase() : label.zh };
}

/** What a column or detail key names: a field, a relation's or link's name, or a timestamp. */
type KeyTarget =
  | { kind: "field"; key: string; spec: FieldSpec }
  | { kind: "relation"; key: string; spec: FieldSpec }
  | { kind: "links"; key: string; spec: FieldSpec }
  | { kind: "time"; key: "createdAt" | "updatedAt" }
  | { kind: "other"; key: string };

function keyTarget(definition: ResourceDefinition, key: string): KeyTarget {
  const own = definition.fields[key];
  if (own) return { kind: "field", key, spec: own };
  for (const spec of Object.values(definition.fields)) {
    if (spec.relation?.name === key) return { kind: "relation", key, spec };
    if (spec.links?.name === key) return { kind: "links", key, spec };
  }
  if (key === "createdAt" || key === "updatedAt") return { kind: "time", key };
  return { kind: "other", key };
}

export function keyLabel(definition: ResourceDefinition, key: string, locale: Locale, own?: Label): string {
  if (own) return pick(own, locale);
  const target = keyTarget(definition, key);
  switch (target.kind) {
    case "field":
    case "relation":
    case "links":
      return pick(target.spec.label, locale);
    case "time":
      return formatUi(locale, target.key === "createdAt" ? "common.createdAt" : "kit.updatedAt");
    case "other":
      return key;
  }
}

function isNamed(value: unknown): value is NamedRef {
  return typeof value === "object" && value !== null && "name" in value && typeof value.name === "string";
}

function namesOf(value: unknown): string {
  return Array.isArray(value)
    ? value
        .filter(isNamed)
        .map((item) => item.name)
        .join("、")
    : "";
}

function stripTags(html: string): string {
  return html
    .replace(/<[^>]*>/g, " ")
    .replace(/&nbsp;/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

type Display = { locale: Locale; yes: string; no: string; detail?: boolean };

/** A field's value for a table cell or a details view. */
export function formatField(spec: FieldSpec, key: string, row: ResourceRow, display: Display): ReactNode {
  const value = row[key];
  const { locale } = display;
  const widget = spec.widget;
  switch (widget.kind) {
    case "enum": {
      if (typeof value !== "string") return EMPTY;
      const option = widget.options.find((candidate) => candidate.value === value);
      return (
        <Badge variant="light" color={widget.colors?.[value] ?? "gray"}>
          {option ? pick(option.label, locale) : value}
        </Badge>
      );
    }
    case "enumList": {
      if (!Array.isArray(value) || value.length === 0) return EMPTY;
      return value
        .map((item) => {
          const option = widget.options.find((candidate) => candidate.value === item);
          return option ? pick(option.label, locale) : String(item);
        })
        .join("、");
    }
    case "switch":
      return value === true ? display.yes : value === false ? display.no : EMPTY;
    case "number": {
      if (typeof value !== "number") return EMPTY;
      if (widget.money) return formatMoney(value, locale);
      return formatQuantity(value, widget.unit ? pick(widget.unit, locale) : null, locale, widget.decimals);
    }
    case "dateTime":
      return value instanceof Date || typeof value === "string" ? formatDateTime(value) : EMPTY;
    case "lookup": {
      const related = spec.relation ? row[spec.relation.name] : undefined;
      return isNamed(related) ? related.name : typeof value === "number" ? `#${value}` : EMPTY;
    }
    case "lookupList": {
      const names = spec.links ? namesOf(row[spec.links.name]) : "";
      return names || EMPTY;
    }
    case "region": {
      if (typeof value !== "string" || !value) return EMPTY;
      return regionPath(value).join(" / ") || value;
    }
    case "images": {
      if (!Array.isArray(value) || value.length === 0) return EMPTY;
      if (!display.detail) return formatUi(locale, "kit.images", { count: value.length });
      return (
        <Group gap="xs">
          {value
            .filter((url): url is string => typeof url === "string")
            .map((url) => (
              <Image key={url} src={url} w={96} h={96} fit="cover" radius="sm" alt="" />
            ))}
        </Group>
      );
    }
    case "image":
      if (typeof value !== "string" || !value) return EMPTY;
      return display.detail ? (
        <Image src={value} w={96} h={96} fit="cover" radius="sm" alt="" />
      ) : (
        formatUi(locale, "kit.images", { count: 1 })
      );
    // Items carry a secret masked (abcd********) or not at all.
    case "password":
      return typeof value === "string" && value ? value : EMPTY;
    case "richText":
      return typeof value === "string" && value ? stripTags(value) || EMPTY : EMPTY;
    case "textarea":
      return typeof value === "string" && value ? (
        <Text size="sm" style={{ whiteSpace: "pre-wrap" }} component="span">
          {value}
        </Text>
      ) : (
        EMPTY
      );
    default:
      return typeof value === "string" && value ? value : typeof value === "number" ? String(value) : EMPTY;
  }
}

/** The choices of a value kept out of the form (a state) that a `oneOf` filter reads, if one does. */
function choicesOf(definition: ResourceDefinition, key: string): readonly EnumOption[] | undefined {
  for (const spec of Object.values(definition.filters))
    if (spec.kind === "oneOf" && spec.column === key) return spec.options;
  return undefined;
}

/** The value under any column or detail key of a row. */
export function formatKey(definition: ResourceDefinition, key: string, row: ResourceRow, display: Display): ReactNode {
  const target = keyTarget(definition, key);
  switch (target.kind) {
    case "field":
      return formatField(target.spec, key, row, display);
    case "relation": {
      const related = row[key];
      return isNamed(related) ? related.name : EMPTY;
    }
    case "links":
      return namesOf(row[key]) || EMPTY;
    case "time": {
      const value = row[key];
      return value instanceof Date || typeof value === "string" ? formatDateTime(value) : EMPTY;
    }
    case "other": {
      const value = row[key];
      if (value === null || value === undefined || value === "") return EMPTY;
      const choice = choicesOf(definition, key)?.find((option) => option.value === value);
      if (choice)
        return (
          <Badge variant="light" color={choice.color ?? "gray"}>
            {pick(choice.label, display.locale)}
          </Badge>
        );
      if (typeof value === "boolean") return value ? display.yes : display.no;
      if (value instanceof Date) return formatDateTime(value);
      if (typeof value === "object") return isNamed(value) ? value.name : namesOf(value) || EMPTY;
      if (typeof value === "number") {
        const column = definition.columns.find((candidate) => candidate.key === key);
        return column?.format === "money" ? formatMoney(value, display.locale) : formatNumber(value, display.locale, 6);
      }
      return typeof value === "string" ? value : EMPTY;
    }
  }
}

/** A row's name in messages: its title field. */
export function rowTitle(definition: ResourceDefinition, row: ResourceRow): string {
  const value = row[definition.titleField];
  return typeof value === "string" || typeof value === "number" ? String(value) : `#${row.id}`;
}

/** One value of a row as its list shows it (a state's badge beside a page title). */
export function ResourceValue({
  definition,
  name,
  row,
}: {
  definition: ResourceDefinition;
  name: string;
  row: ResourceRow;
}) {
  const { t, locale } = useI18n();
  return formatKey(definition, name, row, { locale, yes: t("common.yes"), no: t("common.no"), detail: true });
}
