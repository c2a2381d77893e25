import { useDebouncedValue } from "@mantine/hooks";
import type { BATCH_CHOICE_KINDS } from "@suyuan/contracts/batch/batch-operations";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTrpc } from "../lib/use-trpc.ts";
import { LookupSelect, type LookupSelectProps } from "./lookup-select.tsx";

/**
 * Goods, base, greenhouse, usable template or goods class for the batch and template forms (the
 * server keeps to the user's scope and, given an enterprise, to that enterprise).
 */
export function ChoiceSelect({
  kind,
  enterpriseId,
  baseId,
  ...props
}: LookupSelectProps & {
  kind: (typeof BATCH_CHOICE_KINDS)[number];
  enterpriseId?: number | null;
  baseId?: number | null;
}) {
  const trpc = useTrpc();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const query = useQuery({
    ...trpc.batch.choices.queryOptions(
      {
        kind,
        name: debounced.trim() || undefined,
        enterpriseId: enterpriseId ?? undefined,
        baseId: baseId ?? undefined,
      },
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
