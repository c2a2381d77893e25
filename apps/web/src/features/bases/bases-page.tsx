import { Anchor, Button, Group, Select, Text, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TBaseItem } from "@suyuan/contracts/base/base-fields";
import { REGIONS, regionPath } from "@suyuan/contracts/region/regions";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { failureText } from "../../lib/failure.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { FILTER_WIDTH, FilterBar } from "../common/filter-bar.tsx";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink, BulkButton } from "../common/row-actions.tsx";
import { EnterpriseSelect } from "../users/enterprise-select.tsx";
import { basesQueryOptions, type BasesSearch } from "./bases-search.ts";
import { useServerTable } from "../common/use-server-table.ts";
import { useDeleteRows } from "../common/use-delete-rows.ts";

const route = getRouteApi("/_authed/base/list");
const PROVINCES = REGIONS.map((region) => ({ value: region.value, label: region.nameZh }));

type Draft = { name: string; enterpriseId: string | null; provinceCode: string | null };
const draftOf = (search: BasesSearch): Draft => ({
  name: search.name ?? "",
  enterpriseId: search.enterpriseId ? String(search.enterpriseId) : null,
  provinceCode: search.provinceCode ?? null,
});

/** "1,234.5" style numbers in tables; blank as a dash. */
export function formatNumber(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : value.toLocaleString("zh-CN", { maximumFractionDigits: 6 });
}

export function BasesPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const list = useQuery({ ...basesQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const canDelete = usePermitted(OPERATION_KEYS.baseDelete);
  const canEdit = usePermitted("/base/update");
  const canAddHouse = usePermitted("/house/save");
  const remove = useMutation(trpc.base.delete.mutationOptions());

  const go = (patch: Partial<BasesSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      name: next.name.trim() || undefined,
      enterpriseId: next.enterpriseId ? Number(next.enterpriseId) : undefined,
      provinceCode: next.provinceCode ?? undefined,
    });

  const askDelete = useDeleteRows<TBaseItem>({
    remove,
    confirm: (rows) =>
      rows.length === 1
        ? t("base.deleteConfirm", { name: rows[0]!.name })
        : t("base.deleteManyConfirm", { count: rows.length }),
    done: (count) => t("base.deletedDone", { count }),
    invalidate: [trpc.base.pathKey()],
  });

  const columns = useMemo<MRT_ColumnDef<TBaseItem>[]>(
    () => [
      { accessorKey: "name", header: t("base.name"), size: 130 },
      {
        id: "enterprise",
        header: t("base.enterprise"),
        enableSorting: false,
        size: 120,
        Cell: ({ row }) => row.original.enterprise?.name ?? "",
      },
      {
        id: "region",
        header: t("base.region"),
        enableSorting: false,
        size: 160,
        Cell: ({ row }) =>
          regionPath(row.original.countyCode ?? row.original.cityCode ?? row.original.provinceCode).join(" / ") || "—",
      },
      {
        id: "areaMu",
        header: t("base.areaMu"),
        enableSorting: false,
        size: 90,
        Cell: ({ row }) => formatNumber(row.original.areaMu),
      },
      {
        id: "contact",
        header: t("base.personInCharge"),
        enableSorting: false,
        size: 130,
        Cell: ({ row }) =>
          row.original.personInCharge || row.original.phone ? (
            <div>
              <Text size="sm">{row.original.personInCharge ?? "—"}</Text>
              {row.original.phone ? (
                <Text size="xs" c="dimmed">
                  {row.original.phone}
                </Text>
              ) : null}
            </div>
          ) : (
            "—"
          ),
      },
      { accessorKey: "houseCount", header: t("base.houseCount"), enableSorting: false, size: 80 },
    ],
    [t],
  );

  const table = useServerTable({ tableId: "bases", list, search, go });

  return (
    <PageCard
      title={t("base.listTitle")}
      hint={t("base.listHint")}
      testId="bases-page"
      actions={
        <Permitted perm="/base/save">
          <Button component={Link} to="/base/save" leftSection={<IconPlus size={16} />}>
            {t("base.add")}
          </Button>
        </Permitted>
      }
    >
      <FilterBar
        onSearch={() => applyDraft(draft)}
        onReset={() => {
          const empty = draftOf({});
          setDraft(empty);
          applyDraft(empty);
        }}
      >
        <TextInput
          label={t("base.name")}
          w={FILTER_WIDTH}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <EnterpriseSelect
          label={t("base.enterprise")}
          w={FILTER_WIDTH + 40}
          value={draft.enterpriseId}
          onChange={(value) => setDraft({ ...draft, enterpriseId: value })}
        />
        <Select
          label={t("region.province")}
          w={FILTER_WIDTH}
          data={PROVINCES}
          value={draft.provinceCode}
          onChange={(value) => setDraft({ ...draft, provinceCode: value })}
          placeholder={t("common.all")}
          searchable
          clearable
        />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<TBaseItem>
        {...table}
        columns={columns}
        selectable={canDelete}
        toolbar={({ rows, clear }) =>
          rows.length === 0 || !canDelete ? null : (
            <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
              {t("base.bulkDelete")}
            </BulkButton>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={210}
        rowActions={
          canEdit || canDelete || canAddHouse
            ? (base) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {canAddHouse ? (
                    <Anchor
                      renderRoot={(props) => <Link {...props} to="/house/save" search={{ baseId: base.id }} />}
                      size="sm"
                      aria-label={`${t("house.add")} ${base.name}`}
                      px={4}
                    >
                      {t("house.add")}
                    </Anchor>
                  ) : null}
                  {canEdit ? (
                    <Anchor
                      renderRoot={(props) => <Link {...props} to="/base/update" search={{ id: base.id }} />}
                      size="sm"
                      aria-label={`${t("common.edit")} ${base.name}`}
                    >
                      {t("common.edit")}
                    </Anchor>
                  ) : null}
                  {canDelete ? (
                    <ActionLink
                      label={t("common.delete")}
                      target={base.name}
                      color="red"
                      onClick={() => askDelete([base])}
                    />
                  ) : null}
                </Group>
              )
            : undefined
        }
      />
    </PageCard>
  );
}
