import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useTrpc } from "../../lib/use-trpc.ts";
import { LookupSelect, type LookupSelectProps } from "../common/lookup-select.tsx";

/** Choice of a monitoring device, labelled "name (code)". */
export function DeviceSelect(props: LookupSelectProps) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const query = useQuery({
    ...trpc.env.findDevices.queryOptions(
      { page: 1, pageSize: 50, name: debounced.trim() || undefined },
      { staleTime: 60_000 },
    ),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(
    () => query.data?.items.map((device) => ({ id: device.id, name: `${device.name} (${device.code})` })),
    [query.data],
  );
  return (
    <LookupSelect
      placeholder={t("env.placeholder")}
      {...props}
      options={options}
      fetching={query.isFetching}
      search={search}
      onSearchChange={setSearch}
    />
  );
}
