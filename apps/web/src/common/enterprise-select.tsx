import { Select, type SelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { useMe } from "../lib/use-me.ts";
import { useTrpc } from "../lib/use-trpc.ts";
import { enterprisesLookupOptions } from "./lookups.ts";

type Props = Omit<SelectProps, "data" | "value" | "onChange" | "searchValue" | "onSearchChange"> & {
  value: string | null;
  onChange: (value: string | null) => void;
  /** The chosen enterprise's name, so it shows before (or without) a matching search. */
  selectedName?: string | null;
};

/**
 * Searchable enterprise choice; the server filters by name as the user types. An enterprise
 * member has nothing to choose (the server confines them to their own enterprise), so they get
 * no field at all.
 */
export function EnterpriseSelect({ value, onChange, selectedName, ...rest }: Props) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const member = useMe().enterpriseId !== null;
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const [chosenName, setChosenName] = useState<string | null>(selectedName ?? null);
  const options = useQuery({
    ...enterprisesLookupOptions(trpc, debounced.trim()),
    placeholderData: keepPreviousData,
    enabled: !member,
  });

  const data = useMemo(() => {
    const list = (options.data ?? []).map((option) => ({ value: String(option.id), label: option.name }));
    if (value && chosenName && !list.some((item) => item.value === value)) list.unshift({ value, label: chosenName });
    return list;
  }, [options.data, value, chosenName]);

  if (member) return null;
  return (
    <Select
      {...rest}
      data={data}
      value={value}
      onChange={(next, option) => {
        setChosenName(option?.label ?? null);
        onChange(next);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={options.isFetching ? t("app.loading") : t("table.empty")}
      placeholder={rest.placeholder ?? t("user.enterprisePlaceholder")}
    />
  );
}
