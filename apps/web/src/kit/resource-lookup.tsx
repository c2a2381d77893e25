import { MultiSelect, type MultiSelectProps } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import type { LookupSource } from "@suyuan/contracts/kit/fields";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useMemo, useState, type ReactNode } from "react";
import { LookupSelect, type LookupSelectProps } from "../common/lookup-select.tsx";
import { CommodityCategoryChoices } from "../common/category-choices.tsx";
import { classOptions, goodsClassesQueryOptions, orderClasses } from "../common/goods-classes.ts";
import { enterprisesLookupOptions, rolesLookupOptions, sitesLookupOptions } from "../common/lookups.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { useMe } from "../lib/use-me.ts";
import { useTrpc } from "../lib/use-trpc.ts";
import { resourceProcedures, type NamedRef } from "./resource-search.ts";

const LOOKUP_STALE_MS = 60_000;

type ChoicesProps = {
  search: string;
  children: (options: readonly NamedRef[] | undefined, fetching: boolean) => ReactNode;
};

/** Choices of a kit resource (its generated `options` procedure), by name. */
function KitChoices({ source, search, children }: ChoicesProps & { source: string }) {
  const trpc = useTrpc();
  const query = useQuery({
    ...resourceProcedures(trpc, source).options.queryOptions(
      { name: search || undefined },
      { staleTime: LOOKUP_STALE_MS },
    ),
    placeholderData: keepPreviousData,
  });
  return children(query.data, query.isFetching);
}

function EnterpriseChoices({ search, children }: ChoicesProps) {
  const trpc = useTrpc();
  const query = useQuery({ ...enterprisesLookupOptions(trpc, search), placeholderData: keepPreviousData });
  return children(query.data, query.isFetching);
}

/** Roles the user may hand out, and the sites they work on (not every row: the lookup procedures). */
function RoleChoices({ search, children }: ChoicesProps) {
  const query = useQuery({ ...rolesLookupOptions(useTrpc(), search), placeholderData: keepPreviousData });
  return children(query.data, query.isFetching);
}

function SiteChoices({ search, children }: ChoicesProps) {
  const query = useQuery({ ...sitesLookupOptions(useTrpc(), search), placeholderData: keepPreviousData });
  return children(query.data, query.isFetching);
}

/** Users a station may bind as operators (work platform), from the station router. */
function OperatorUserChoices({ search, children }: ChoicesProps) {
  const trpc = useTrpc();
  const query = useQuery({
    ...trpc.station.operatorOptions.queryOptions({ name: search || undefined }, { staleTime: LOOKUP_STALE_MS }),
    placeholderData: keepPreviousData,
  });
  return children(query.data, query.isFetching);
}

/** Goods classes named by their path (蔬菜 / 叶菜类), from the whole tree, searched here. */
function GoodsClassChoices({ search, children }: ChoicesProps) {
  const query = useQuery(goodsClassesQueryOptions(useTrpc()));
  const options = useMemo(() => {
    const needle = search.toLowerCase();
    return classOptions(orderClasses(query.data ?? []))
      .filter((option) => option.label.toLowerCase().includes(needle))
      .map((option) => ({ id: Number(option.value), name: option.label }));
  }, [query.data, search]);
  return children(query.data ? options : undefined, query.isFetching);
}

function GoodsChoices({ search, children }: ChoicesProps) {
  const trpc = useTrpc();
  const query = useQuery({
    ...trpc.goods.find.queryOptions(
      { page: 1, pageSize: 50, name: search || undefined },
      { staleTime: LOOKUP_STALE_MS },
    ),
    placeholderData: keepPreviousData,
  });
  return children(query.data?.items, query.isFetching);
}

function BaseChoices({ search, children }: ChoicesProps) {
  const trpc = useTrpc();
  const query = useQuery({
    ...trpc.base.find.queryOptions(
      { page: 1, pageSize: 50, name: search || undefined },
      { staleTime: LOOKUP_STALE_MS },
    ),
    placeholderData: keepPreviousData,
  });
  return children(query.data?.items, query.isFetching);
}

/** Monitoring devices by name, labelled "name (code)" as the device pickers always showed them. */
function EnvDeviceChoices({ search, children }: ChoicesProps) {
  const trpc = useTrpc();
  const query = useQuery({
    ...trpc.envDevice.find.queryOptions(
      { page: 1, pageSize: 50, name: search || undefined },
      { staleTime: LOOKUP_STALE_MS },
    ),
    placeholderData: keepPreviousData,
  });
  const options = query.data?.items.map((device) => ({ id: device.id, name: `${device.name} (${device.code})` }));
  return children(options, query.isFetching);
}

/**
 * The server's choices for a lookup source, searched by name (debounced): kit resources through
 * their `options` procedure; enterprises, goods, bases, devices, roles, sites and goods classes
 * through their existing procedures.
 */
function LookupChoices({ source, search, children }: ChoicesProps & { source: LookupSource }) {
  const [debounced] = useDebouncedValue(search.trim(), 250);
  switch (source) {
    case "enterprise":
      return <EnterpriseChoices search={debounced}>{children}</EnterpriseChoices>;
    case "goods":
      return <GoodsChoices search={debounced}>{children}</GoodsChoices>;
    case "base":
      return <BaseChoices search={debounced}>{children}</BaseChoices>;
    case "envDevice":
      return <EnvDeviceChoices search={debounced}>{children}</EnvDeviceChoices>;
    case "role":
      return <RoleChoices search={debounced}>{children}</RoleChoices>;
    case "site":
      return <SiteChoices search={debounced}>{children}</SiteChoices>;
    case "goodsClass":
      return <GoodsClassChoices search={debounced}>{children}</GoodsClassChoices>;
    case "commodityCategory":
      return <CommodityCategoryChoices search={debounced}>{children}</CommodityCategoryChoices>;
    case "operatorUser":
      return <OperatorUserChoices search={debounced}>{children}</OperatorUserChoices>;
    default:
      return (
        <KitChoices source={source} search={debounced}>
          {children}
        </KitChoices>
      );
  }
}

/**
 * Hides an enterprise choice from enterprise members, as EnterpriseSelect does: they have nothing
 * to choose (the server confines them to their own enterprise).
 */
export function UnlessMember({ source, children }: { source: LookupSource; children: ReactNode }) {
  return source === "enterprise" ? <StaffOnly>{children}</StaffOnly> : children;
}

function StaffOnly({ children }: { children: ReactNode }) {
  return useMe().enterpriseId === null ? children : null;
}

/** One row of a lookup source (value: the id as a string); no enterprise choice for members. */
export function ResourceLookupSelect({ source, ...props }: LookupSelectProps & { source: LookupSource }) {
  return (
    <UnlessMember source={source}>
      <LookupSelectOf source={source} {...props} />
    </UnlessMember>
  );
}

function LookupSelectOf({ source, ...props }: LookupSelectProps & { source: LookupSource }) {
  const [search, setSearch] = useState("");
  return (
    <LookupChoices source={source} search={search}>
      {(options, fetching) => (
        <LookupSelect {...props} options={options} fetching={fetching} search={search} onSearchChange={setSearch} />
      )}
    </LookupChoices>
  );
}

type MultiProps = Omit<MultiSelectProps, "data" | "value" | "onChange" | "searchValue" | "onSearchChange"> & {
  source: LookupSource;
  value: string[];
  onChange: (value: string[]) => void;
  /** The chosen rows' names (the item's links), so they show before a matching search. */
  selected?: readonly NamedRef[];
};

/** Several rows of a lookup source (lookupList fields). */
export function ResourceLookupMultiSelect({ source, ...props }: MultiProps) {
  const [search, setSearch] = useState("");
  return (
    <LookupChoices source={source} search={search}>
      {(options, fetching) => (
        <LookupMulti {...props} options={options} fetching={fetching} search={search} onSearchChange={setSearch} />
      )}
    </LookupChoices>
  );
}

function LookupMulti({
  value,
  onChange,
  selected,
  options,
  fetching,
  search,
  onSearchChange,
  ...rest
}: Omit<MultiProps, "source"> & {
  options: readonly NamedRef[] | undefined;
  fetching: boolean;
  search: string;
  onSearchChange: (search: string) => void;
}) {
  const { t } = useI18n();
  const [known, setKnown] = useState<Record<string, string>>(() =>
    Object.fromEntries((selected ?? []).map((item) => [String(item.id), item.name])),
  );
  const data = useMemo(() => {
    const list = (options ?? []).map((option) => ({ value: String(option.id), label: option.name }));
    for (const id of value)
      if (!list.some((item) => item.value === id)) list.push({ value: id, label: known[id] ?? id });
    return list;
  }, [options, value, known]);

  return (
    <MultiSelect
      {...rest}
      data={data}
      value={value}
      onChange={(next) => {
        const names = { ...known };
        for (const item of data) if (next.includes(item.value)) names[item.value] = item.label;
        setKnown(names);
        onChange(next);
      }}
      searchable
      clearable
      searchValue={search}
      onSearchChange={onSearchChange}
      filter={({ options: all }) => all}
      nothingFoundMessage={fetching ? t("app.loading") : t("table.empty")}
      placeholder={value.length === 0 ? (rest.placeholder ?? t("common.selectPlaceholder")) : undefined}
    />
  );
}
