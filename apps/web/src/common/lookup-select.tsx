import { Select, type SelectProps } from "@mantine/core";
import { useMemo, useState } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";

export type LookupOption = { id: number; name: string };

export type LookupSelectProps = Omit<SelectProps, "data" | "value" | "onChange" | "searchValue" | "onSearchChange"> & {
  value: string | null;
  onChange: (value: string | null, label: string | null) => void;
  /** The chosen item's name, so it shows before (or without) a matching search. */
  selectedName?: string | null;
};

/**
 * A searchable choice among server rows (bases, greenhouses, devices): the caller runs the search
 * query for the typed text and passes its rows; the chosen row stays listed while others load.
 */
export function LookupSelect({
  value,
  onChange,
  selectedName,
  options,
  fetching,
  search,
  onSearchChange,
  ...rest
}: LookupSelectProps & {
  options: readonly LookupOption[] | undefined;
  fetching: boolean;
  search: string;
  onSearchChange: (search: string) => void;
}) {
  const { t } = useI18n();
  const [chosenName, setChosenName] = useState<string | null>(selectedName ?? null);
  const data = useMemo(() => {
    const list = (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));
    if (value && chosenName && !list.some((item) => item.value === value)) list.unshift({ value, label: chosenName });
    return list;
  }, [options, value, chosenName]);

  return (
    <Select
      {...rest}
      data={data}
      value={value}
      onChange={(next, option) => {
        setChosenName(option?.label ?? null);
        onChange(next, option?.label ?? null);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={onSearchChange}
      filter={({ options: all }) => all}
      nothingFoundMessage={fetching ? t("app.loading") : t("table.empty")}
      placeholder={rest.placeholder ?? t("common.selectPlaceholder")}
    />
  );
}
