import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTrpc } from "../../lib/use-trpc.ts";
import { LookupSelect, type LookupSelectProps } from "../../common/lookup-select.tsx";

/**
 * Approved enterprises, or the approved goods of one enterprise, searched on the server as the
 * user types (the application pages' own choices, so they need no other page's permission).
 */
export function ApplyChoiceSelect({
  kind,
  enterpriseId,
  ...props
}: LookupSelectProps & { kind: "enterprise" | "goods"; enterpriseId?: number | null }) {
  const trpc = useTrpc();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const query = useQuery({
    ...trpc.codeApplication.findChoices.queryOptions(
      { kind, name: debounced.trim() || undefined, enterpriseId: enterpriseId ?? undefined },
      { staleTime: 30_000 },
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
