import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { LookupSelect, type LookupSelectProps } from "../common/lookup-select.tsx";

/** Choice of a base the user may see; the server filters by name as the user types. */
export function BaseSelect(props: LookupSelectProps) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const query = useQuery({
    ...trpc.base.find.queryOptions(
      { page: 1, pageSize: 50, name: debounced.trim() || undefined },
      { staleTime: 60_000 },
    ),
    placeholderData: keepPreviousData,
  });
  return (
    <LookupSelect
      placeholder={t("base.placeholder")}
      {...props}
      options={query.data?.items}
      fetching={query.isFetching}
      search={search}
      onSearchChange={setSearch}
    />
  );
}
