import { Anchor, Button, Group, TextInput } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { THouseItem } from "@suyuan/contracts/base/base-fields";
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
import { BaseSelect } from "../bases/base-select.tsx";
import { formatNumber } from "../../lib/format-number.ts";
import { housesQueryOptions, type HousesSearch } from "./houses-search.ts";
import { useServerTable } from "../common/use-server-table.ts";
import { useDeleteRows } from "../common/use-delete-rows.ts";

const route = getRouteApi("/_authed/house/list");

type Draft = { name: string; baseId: string | null };
const draftOf = (search: HousesSearch): Draft => ({
  name: search.name ?? "",
  baseId: search.baseId ? String(search.baseId) : null,
});

export function HousesPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const list = useQuery({ ...housesQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const canDelete = usePermitted(OPERATION_KEYS.houseDelete);
  const canEdit = usePermitted("/house/update");
  const remove = useMutation(trpc.house.delete.mutationOptions());

  const go = (patch: Partial<HousesSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      name: next.name.trim() || undefined,
      baseId: next.baseId ? Number(next.baseId) : undefined,
    });

  const askDelete = useDeleteRows<THouseItem>({
    remove,
    confirm: (rows) =>
      rows.length === 1
        ? t("house.deleteConfirm", { name: rows[0]!.name })
        : t("house.deleteManyConfirm", { count: rows.length }),
    done: (count) => t("house.deletedDone", { count }),
    invalidate: [trpc.house.pathKey(), trpc.base.pathKey()],
  });

  const columns = useMemo<MRT_ColumnDef<THouseItem>[]>(
    () => [
      { accessorKey: "name", header: t("house.name"), size: 150 },
      {
        id: "base",
        header: t("house.base"),
        enableSorting: false,
        size: 160,
        Cell: ({ row }) => row.original.base.name,
      },
      {
        id: "enterprise",
        header: t("house.enterprise"),
        enableSorting: false,
        size: 160,
        Cell: ({ row }) => row.original.enterprise.name,
      },
      {
        id: "type",
        header: t("house.type"),
        enableSorting: false,
        size: 120,
        Cell: ({ row }) => row.original.type ?? "—",
      },
      {
        id: "areaSqm",
        header: t("house.areaSqm"),
        enableSorting: false,
        size: 100,
        Cell: ({ row }) => formatNumber(row.original.areaSqm),
      },
      {
        id: "crops",
        header: t("house.crops"),
        enableSorting: false,
        size: 140,
        Cell: ({ row }) => row.original.crops ?? "—",
      },
    ],
    [t],
  );

  const table = useServerTable({ tableId: "houses", list, search, go });

  return (
    <PageCard
      title={t("house.listTitle")}
      hint={t("house.listHint")}
      testId="houses-page"
      actions={
        <Permitted perm="/house/save">
          <Button component={Link} to="/house/save" leftSection={<IconPlus size={16} />}>
            {t("house.add")}
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
          label={t("house.name")}
          w={FILTER_WIDTH}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <BaseSelect
          label={t("house.base")}
          w={FILTER_WIDTH + 40}
          value={draft.baseId}
          onChange={(value) => setDraft({ ...draft, baseId: value })}
        />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<THouseItem>
        {...table}
        columns={columns}
        selectable={canDelete}
        toolbar={({ rows, clear }) =>
          rows.length === 0 || !canDelete ? null : (
            <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
              {t("house.bulkDelete")}
            </BulkButton>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={130}
        rowActions={
          canEdit || canDelete
            ? (house) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {canEdit ? (
                    <Anchor
                      renderRoot={(props) => <Link {...props} to="/house/update" search={{ id: house.id }} />}
                      size="sm"
                      aria-label={`${t("common.edit")} ${house.name}`}
                    >
                      {t("common.edit")}
                    </Anchor>
                  ) : null}
                  {canDelete ? (
                    <ActionLink
                      label={t("common.delete")}
                      target={house.name}
                      color="red"
                      onClick={() => askDelete([house])}
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
