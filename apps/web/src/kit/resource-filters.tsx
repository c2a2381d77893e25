import { Select, TextInput } from "@mantine/core";
import { DateInput } from "@mantine/dates";
import type { ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import { RegionSelect } from "@suyuan/ui/region-select";
import { findRegion, regionAncestry, REGIONS } from "@suyuan/contracts/region/regions";
import { useState } from "react";
import { FILTER_WIDTH, FilterBar } from "../common/filter-bar.tsx";
import { useI18n } from "../i18n/i18n-context.tsx";
import { fromDateParam, toDateParam } from "../lib/format-date.ts";
import { pick } from "../i18n/pick-label.ts";
import { ResourceLookupSelect } from "./resource-lookup.tsx";
import { filterInput, filterLabel, type ResourceSearch, type SearchValue } from "./resource-search.ts";

// Region names exist in Chinese only (the product's list has no English names).
const PROVINCES = REGIONS.map((node) => ({ value: node.value, label: node.nameZh }));

/** What the filter inputs hold before 查询: text as typed, choices as strings, null when unset. */
type Draft = Record<string, string | null>;

function draftOf(definition: ResourceDefinition, search: ResourceSearch): Draft {
  return Object.fromEntries(
    Object.keys(definition.filters).map((key) => {
      const value = search[key];
      return [key, value === undefined ? null : String(value)];
    }),
  );
}

function searchValueOf(definition: ResourceDefinition, key: string, raw: string | null): SearchValue {
  const spec = definition.filters[key];
  if (!spec || raw === null) return undefined;
  const text = raw.trim();
  if (text === "") return undefined;
  switch (filterInput(definition, spec).kind) {
    case "lookup":
    case "id":
      return Number(text);
    case "bool":
      return text === "true";
    default:
      return text;
  }
}

/** The list's filter bar: one input per definition filter; 查询 writes them to the URL (page 1). */
export function ResourceFilters({
  definition,
  search,
  onApply,
}: {
  definition: ResourceDefinition;
  search: ResourceSearch;
  onApply: (filters: Record<string, SearchValue>) => void;
}) {
  const { t, locale } = useI18n();
  const [draft, setDraft] = useState<Draft>(() => draftOf(definition, search));
  const entries = Object.entries(definition.filters).filter(([, spec]) => !spec.apiOnly);
  const apply = (next: Draft) =>
    onApply(Object.fromEntries(entries.map(([key]) => [key, searchValueOf(definition, key, next[key] ?? null)])));
  const set = (key: string, value: string | null) => setDraft((current) => ({ ...current, [key]: value }));

  return (
    <FilterBar
      onSearch={() => apply(draft)}
      onReset={() => {
        const empty = draftOf(definition, {});
        setDraft(empty);
        apply(empty);
      }}
    >
      {entries.map(([key, spec]) => {
        const label = pick(filterLabel(definition, spec), locale);
        const value = draft[key] ?? null;
        const input = filterInput(definition, spec);
        switch (input.kind) {
          case "enum":
            return (
              <Select
                key={key}
                label={label}
                w={FILTER_WIDTH}
                data={input.options.map((option) => ({ value: option.value, label: pick(option.label, locale) }))}
                value={value}
                onChange={(next) => set(key, next)}
                placeholder={t("common.all")}
                clearable
              />
            );
          case "bool":
            return (
              <Select
                key={key}
                label={label}
                w={FILTER_WIDTH}
                data={[
                  { value: "true", label: t("common.yes") },
                  { value: "false", label: t("common.no") },
                ]}
                value={value}
                onChange={(next) => set(key, next)}
                placeholder={t("common.all")}
                clearable
              />
            );
          case "lookup":
            return (
              <ResourceLookupSelect
                key={key}
                source={input.source}
                label={label}
                w={FILTER_WIDTH + 20}
                value={value}
                onChange={(next) => set(key, next)}
                placeholder={t("common.all")}
              />
            );
          case "day":
            return (
              <DateInput
                key={key}
                label={label}
                w={FILTER_WIDTH}
                valueFormat="YYYY-MM-DD"
                value={fromDateParam(value ?? undefined)}
                onChange={(next) => set(key, toDateParam(next) ?? null)}
                clearable
              />
            );
          // A province column is matched by a province's code alone: no deeper levels to choose.
          case "region":
            if (input.part === "province")
              return (
                <Select
                  key={key}
                  label={t("region.province")}
                  w={FILTER_WIDTH}
                  data={PROVINCES}
                  value={value}
                  onChange={(next) => set(key, next)}
                  placeholder={t("common.all")}
                  searchable
                  clearable
                />
              );
            return <RegionFilter key={key} value={value} onChange={(next) => set(key, next)} />;
          default:
            return (
              <TextInput
                key={key}
                label={label}
                w={FILTER_WIDTH}
                maxLength={100}
                value={value ?? ""}
                onChange={(event) => set(key, event.currentTarget.value)}
              />
            );
        }
      })}
    </FilterBar>
  );
}

/** A region filter on a city or county column: the cascade, keeping the deepest level chosen. */
function RegionFilter({ value, onChange }: { value: string | null; onChange: (code: string | null) => void }) {
  const { t } = useI18n();
  const path = regionAncestry(value);
  return (
    <div style={{ minWidth: 480 }}>
      <RegionSelect
        value={{
          provinceCode: path[0]?.value ?? null,
          cityCode: path[1]?.value ?? null,
          countyCode: path[2]?.value ?? null,
        }}
        onChange={(region) => {
          const code = region.countyCode ?? region.cityCode ?? region.provinceCode;
          onChange(code && findRegion(code) ? code : null);
        }}
        labels={{
          province: t("region.province"),
          city: t("region.city"),
          county: t("region.county"),
          placeholder: t("common.all"),
          nothingFound: t("common.nothingFound"),
        }}
      />
    </div>
  );
}
