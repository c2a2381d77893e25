import { Button, Group, Select, Text, TextInput } from "@mantine/core";
import type { TGoodsItem } from "@suyuan/contracts/goods/goods-resource";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { exportHref } from "../../lib/export-link.ts";
import { failureText, notifyFailure } from "../../lib/failure.ts";
import { formatDate } from "../../lib/format-date.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { FILTER_WIDTH, FilterBar } from "../common/filter-bar.tsx";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink, ExportMenu, RowLink, BulkButton } from "../common/row-actions.tsx";
import { EnterpriseSelect } from "../users/enterprise-select.tsx";
import { classOptions, goodsClassesQueryOptions, orderClasses } from "./goods-classes.ts";
import { GoodsStatusBadge, useGoodsStatusOptions } from "./goods-labels.tsx";
import { goodsFilters, goodsListQueryOptions, type GoodsSearch } from "./goods-search.ts";
import { useServerTable } from "../common/use-server-table.ts";

const route = getRouteApi("/_authed/goods/list");

type Draft = {
  name: string;
  barcode: string;
  classId: string | null;
  enterpriseId: string | null;
  status: string | null;
};

function draftOf(search: GoodsSearch): Draft {
  return {
    name: search.name ?? "",
    barcode: search.barcode ?? "",
    classId: search.classId ? String(search.classId) : null,
    enterpriseId: search.enterpriseId ? String(search.enterpriseId) : null,
    status: search.status ?? null,
  };
}

export function GoodsPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const statusOptions = useGoodsStatusOptions();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));

  const list = useQuery({ ...goodsListQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const classes = useQuery(goodsClassesQueryOptions(trpc));
  const classData = useMemo(() => classOptions(orderClasses(classes.data ?? [])), [classes.data]);

  const canDelete = usePermitted(OPERATION_KEYS.goodsDelete);
  const canEdit = usePermitted("/goods/update");
  const canExamine = usePermitted("/goods/examine");

  const remove = useMutation(trpc.goods.delete.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.goods.pathKey() });

  const go = (patch: Partial<GoodsSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });

  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      name: next.name.trim() || undefined,
      barcode: next.barcode.trim() || undefined,
      classId: next.classId ? Number(next.classId) : undefined,
      enterpriseId: next.enterpriseId ? Number(next.enterpriseId) : undefined,
      status: (next.status ?? undefined) as GoodsSearch["status"],
    });

  const resetFilters = () => {
    const empty = draftOf({});
    setDraft(empty);
    applyDraft(empty);
  };

  const askDelete = (items: TGoodsItem[], done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        items.length === 1
          ? t("goods.deleteConfirm", { name: items[0]!.name })
          : t("goods.deleteManyConfirm", { count: items.length }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: items.map((item) => item.id) },
          {
            onSuccess: (result) => {
              notifySuccess(t("goods.deletedDone", { count: result.deleted }));
              done?.();
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const columns = useMemo<MRT_ColumnDef<TGoodsItem>[]>(
    () => [
      {
        accessorKey: "name",
        header: t("goods.name"),
        size: 200,
        Cell: ({ row }) => (
          <div>
            <Text size="sm" fw={500}>
              {row.original.name}
            </Text>
            <Text size="xs" c="dimmed">
              {[row.original.class.name, [row.original.specification, row.original.unit].filter(Boolean).join(" / ")]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </div>
        ),
      },
      {
        id: "enterprise",
        header: t("goods.enterprise"),
        enableSorting: false,
        size: 170,
        Cell: ({ row }) => row.original.enterprise.name,
      },
      {
        id: "barcode",
        header: t("goods.barcode"),
        enableSorting: false,
        size: 140,
        Cell: ({ row }) => (
          <Text size="sm" ff="monospace">
            {row.original.barcode ?? "—"}
          </Text>
        ),
      },
      {
        id: "status",
        header: t("common.status"),
        enableSorting: false,
        size: 90,
        Cell: ({ row }) => <GoodsStatusBadge status={row.original.status} />,
      },
      {
        accessorKey: "createdAt",
        header: t("common.createdAt"),
        size: 100,
        Cell: ({ row }) => formatDate(row.original.createdAt),
      },
    ],
    [t],
  );

  const filters = goodsFilters(search);

  const table = useServerTable({ tableId: "goods", list, search, go });

  return (
    <PageCard
      title={t("goods.listTitle")}
      hint={t(canExamine ? "goods.listHintExaminer" : "goods.listHint")}
      testId="goods-page"
      actions={
        <>
          <Permitted perm={OPERATION_KEYS.goodsExport}>
            <ExportMenu csv={exportHref("goods", "csv", filters)} xlsx={exportHref("goods", "xlsx", filters)} />
          </Permitted>
          <Permitted perm="/goods/save">
            <Button component={Link} to="/goods/save" leftSection={<IconPlus size={16} />}>
              {t("goods.add")}
            </Button>
          </Permitted>
        </>
      }
    >
      <FilterBar onSearch={() => applyDraft(draft)} onReset={resetFilters}>
        <TextInput
          label={t("goods.name")}
          w={FILTER_WIDTH}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <TextInput
          label={t("goods.barcode")}
          w={FILTER_WIDTH}
          inputMode="numeric"
          value={draft.barcode}
          onChange={(event) => setDraft({ ...draft, barcode: event.currentTarget.value })}
        />
        <Select
          label={t("goods.class")}
          w={FILTER_WIDTH}
          data={classData}
          value={draft.classId}
          onChange={(value) => setDraft({ ...draft, classId: value })}
          placeholder={t("common.all")}
          searchable
          clearable
        />
        <EnterpriseSelect
          label={t("goods.enterprise")}
          w={FILTER_WIDTH + 40}
          value={draft.enterpriseId}
          onChange={(value) => setDraft({ ...draft, enterpriseId: value })}
        />
        <Select
          label={t("common.status")}
          w={120}
          data={statusOptions}
          value={draft.status}
          onChange={(value) => setDraft({ ...draft, status: value })}
          placeholder={t("common.all")}
          clearable
        />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<TGoodsItem>
        {...table}
        columns={columns}
        selectable={canDelete}
        toolbar={({ rows: selected, clear }) =>
          selected.length === 0 || !canDelete ? null : (
            <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(selected, clear)}>
              {t("goods.bulkDelete")}
            </BulkButton>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={150}
        rowActions={(item) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canEdit ? (
              <RowLink to="/goods/update" search={{ id: item.id }} aria-label={`${t("common.edit")} ${item.name}`}>
                {t("common.edit")}
              </RowLink>
            ) : null}
            {canExamine && item.status === "pending" ? (
              <RowLink
                to="/goods/examine"
                search={{ id: item.id }}
                c="orange"
                aria-label={`${t("goods.examine")} ${item.name}`}
              >
                {t("goods.examine")}
              </RowLink>
            ) : null}
            {canDelete ? (
              <ActionLink label={t("common.delete")} target={item.name} color="red" onClick={() => askDelete([item])} />
            ) : null}
          </Group>
        )}
      />
    </PageCard>
  );
}
