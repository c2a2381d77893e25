import { useDebouncedValue } from "@mantine/hooks";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useI18n } from "../i18n/i18n-context.tsx";
import { useTrpc } from "../lib/use-trpc.ts";
import { LookupSelect, type LookupSelectProps } from "./lookup-select.tsx";

export type BatchSelectProps = LookupSelectProps & {
  /** Only batches of this enterprise. */
  enterpriseId?: number | null;
  /** Only batches of these goods. */
  goodsId?: number | null;
};

/**
 * Choice of a batch the user may see, labelled "batch number · goods"; the server searches batch
 * numbers and goods names as the user types. The value is the batch id as a string.
 */
export function BatchSelect({ enterpriseId, goodsId, ...props }: BatchSelectProps) {
  const { t } = useI18n();
  const trpc = useTrpc();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search, 250);
  const query = useQuery({
    ...trpc.batch.find.queryOptions(
      {
        page: 1,
        pageSize: 50,
        keyword: debounced.trim() || undefined,
        enterpriseId: enterpriseId ?? undefined,
        goodsId: goodsId ?? undefined,
      },
      { staleTime: 60_000 },
    ),
    placeholderData: keepPreviousData,
  });
  const options = useMemo(
    () => query.data?.items.map((batch) => ({ id: batch.id, name: `${batch.batchNo} · ${batch.goods.name}` })),
    [query.data],
  );
  return (
    <LookupSelect
      placeholder={t("batch.placeholder")}
      {...props}
      options={options}
      fetching={query.isFetching}
      search={search}
      onSearchChange={setSearch}
    />
  );
}
