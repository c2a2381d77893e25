import { Anchor, Button, Group, Select, Text, TextInput } from "@mantine/core";
import type { TEnterpriseItem } from "@suyuan/contracts/enterprise/enterprise-resource";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { REGIONS } from "@suyuan/contracts/region/regions";
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
import { EnterpriseStatusBadge, regionText, typeKey, useEnterpriseOptions } from "./enterprise-labels.tsx";
import { enterpriseFilters, enterprisesQueryOptions, type EnterprisesSearch } from "./enterprise-search.ts";
import { useServerTable } from "../common/use-server-table.ts";

const route = getRouteApi("/_authed/enterprise/list");

const PROVINCE_OPTIONS = REGIONS.map((node) => ({ value: node.value, label: node.nameZh }));

type Draft = {
  name: string;
  creditCode: string;
  status: string | null;
  type: string | null;
  provinceCode: string | null;
};

function draftOf(search: EnterprisesSearch): Draft {
  return {
    name: search.name ?? "",
    creditCode: search.creditCode ?? "",
    status: search.status ?? null,
    type: search.type ?? null,
    provinceCode: search.provinceCode ?? null,
  };
}

export function EnterprisesPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { statusOptions, typeOptions } = useEnterpriseOptions();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));

  const list = useQuery({ ...enterprisesQueryOptions(trpc, search), placeholderData: keepPreviousData });

  const canDelete = usePermitted(OPERATION_KEYS.enterpriseDelete);
  const canEdit = usePermitted("/enterprise/update");
  const canCheck = usePermitted("/enterprise/check");
  const canView = usePermitted("/enterprise/view");

  const remove = useMutation(trpc.enterprise.delete.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.enterprise.pathKey() });

  const go = (patch: Partial<EnterprisesSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });

  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      name: next.name.trim() || undefined,
      creditCode: next.creditCode.trim() || undefined,
      status: (next.status ?? undefined) as EnterprisesSearch["status"],
      type: (next.type ?? undefined) as EnterprisesSearch["type"],
      provinceCode: next.provinceCode ?? undefined,
    });

  const resetFilters = () => {
    const empty = draftOf({});
    setDraft(empty);
    applyDraft(empty);
  };

  const askDelete = (items: TEnterpriseItem[], done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        items.length === 1
          ? t("enterprise.deleteConfirm", { name: items[0]!.name })
          : t("enterprise.deleteManyConfirm", { count: items.length }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: items.map((item) => item.id) },
          {
            onSuccess: (result) => {
              notifySuccess(t("enterprise.deletedDone", { count: result.deleted }));
              done?.();
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const columns = useMemo<MRT_ColumnDef<TEnterpriseItem>[]>(
    () => [
      {
        accessorKey: "name",
        header: t("enterprise.name"),
        size: 200,
        Cell: ({ row }) => {
          const key = typeKey(row.original.type);
          return (
            <div>
              {canView ? (
                <Anchor
                  renderRoot={(props) => <Link {...props} to="/enterprise/view" search={{ id: row.original.id }} />}
                  size="sm"
                  fw={500}
                >
                  {row.original.name}
                </Anchor>
              ) : (
                <Text size="sm" fw={500}>
                  {row.original.name}
                </Text>
              )}
              <Text size="xs" c="dimmed">
                {key ? t(key) : row.original.type}
              </Text>
            </div>
          );
        },
      },
      {
        id: "creditCode",
        header: t("enterprise.creditCode"),
        enableSorting: false,
        size: 170,
        Cell: ({ row }) => (
          <Text size="sm" ff="monospace">
            {row.original.creditCode ?? "—"}
          </Text>
        ),
      },
      {
        id: "region",
        header: t("enterprise.region"),
        enableSorting: false,
        size: 150,
        Cell: ({ row }) =>
          regionText(row.original) || (
            <Text c="dimmed" size="sm">
              —
            </Text>
          ),
      },
      {
        accessorKey: "status",
        header: t("common.status"),
        size: 80,
        Cell: ({ row }) => <EnterpriseStatusBadge status={row.original.status} />,
      },
      {
        accessorKey: "createdAt",
        header: t("common.createdAt"),
        size: 100,
        Cell: ({ row }) => formatDate(row.original.createdAt),
      },
    ],
    [t, canView],
  );

  const filters = enterpriseFilters(search);

  const table = useServerTable({ tableId: "enterprises", list, search, go });

  return (
    <PageCard
      title={t("enterprise.listTitle")}
      hint={t("enterprise.listHint")}
      testId="enterprises-page"
      actions={
        <>
          <Permitted perm={OPERATION_KEYS.enterpriseExport}>
            <ExportMenu
              csv={exportHref("enterprises", "csv", filters)}
              xlsx={exportHref("enterprises", "xlsx", filters)}
            />
          </Permitted>
          <Permitted perm="/enterprise/save">
            <Button component={Link} to="/enterprise/save" leftSection={<IconPlus size={16} />}>
              {t("enterprise.add")}
            </Button>
          </Permitted>
        </>
      }
    >
      <FilterBar onSearch={() => applyDraft(draft)} onReset={resetFilters}>
        <TextInput
          label={t("enterprise.name")}
          w={FILTER_WIDTH}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <TextInput
          label={t("enterprise.creditCode")}
          w={FILTER_WIDTH + 20}
          value={draft.creditCode}
          onChange={(event) => setDraft({ ...draft, creditCode: event.currentTarget.value })}
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
        <Select
          label={t("enterprise.typeLabel")}
          w={130}
          data={typeOptions}
          value={draft.type}
          onChange={(value) => setDraft({ ...draft, type: value })}
          placeholder={t("common.all")}
          clearable
        />
        <Select
          label={t("region.province")}
          w={150}
          data={PROVINCE_OPTIONS}
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
      <DataTable<TEnterpriseItem>
        {...table}
        columns={columns}
        selectable={canDelete}
        toolbar={({ rows: selected, clear }) =>
          selected.length === 0 || !canDelete ? null : (
            <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(selected, clear)}>
              {t("enterprise.bulkDelete")}
            </BulkButton>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={150}
        rowActions={(item) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canView ? (
              <RowLink to="/enterprise/view" search={{ id: item.id }} aria-label={`${t("common.view")} ${item.name}`}>
                {t("common.view")}
              </RowLink>
            ) : null}
            {canEdit ? (
              <RowLink to="/enterprise/update" search={{ id: item.id }} aria-label={`${t("common.edit")} ${item.name}`}>
                {t("common.edit")}
              </RowLink>
            ) : null}
            {canCheck && item.status === "pending" ? (
              <RowLink
                to="/enterprise/check"
                search={{ id: item.id }}
                c="orange"
                aria-label={`${t("enterprise.check")} ${item.name}`}
              >
                {t("enterprise.check")}
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
