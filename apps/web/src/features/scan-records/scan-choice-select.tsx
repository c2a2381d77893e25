import { useDebouncedValue } from "@mantine/hooks";
import type { SCAN_CHOICE_KINDS } from "@suyuan/contracts/scan/scan-operations";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTrpc } from "../../lib/use-trpc.ts";
import { LookupSelect, type LookupSelectProps } from "../../common/lookup-select.tsx";

/** Enterprise or goods for the scan list's filters, searched by name within the user's scope. */
export function ScanChoiceSelect({
  kind,
  enterpriseId,
  ...props
}: LookupSelectProps & { kind: (typeof SCAN_CHOICE_KINDS)[number]; enterpriseId?: number | null }) {
  const trpc = useTrpc();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const query = useQuery({
    ...trpc.scan.choices.queryOptions(
      { kind, name: debounced.trim() || undefined, enterpriseId: enterpriseId ?? undefined },
      { staleTime: 60_000 },
    ),
    placeholderData: keepPreviousData,
  });
  return (
    <LookupSelect
      {...props}
      options={query.data}
      fetching={query.isFetching}
      search={search}
      onSearchChange={setSearch}
    />
  );
}
