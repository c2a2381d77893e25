import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { useTrpc } from "../lib/use-trpc.ts";
import { LookupSelect, type LookupSelectProps } from "./lookup-select.tsx";

/** Choice of a greenhouse (optionally of one base), labelled "base / greenhouse". */
export function HouseSelect({ baseId, ...props }: LookupSelectProps & { baseId?: number }) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const query = useQuery({
    ...trpc.house.find.queryOptions(
      { page: 1, pageSize: 50, name: debounced.trim() || undefined, baseId },
      { staleTime: 60_000 },
    ),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(
    () =>
      query.data?.items.map((house) => ({
        id: house.id,
        name: house.base ? `${house.base.name} / ${house.name}` : house.name,
      })),
    [query.data],
  );
  return (
    <LookupSelect
      placeholder={t("house.placeholder")}
      {...props}
      options={options}
      fetching={query.isFetching}
      search={search}
      onSearchChange={setSearch}
    />
  );
}
