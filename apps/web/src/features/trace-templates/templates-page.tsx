import { Badge, Button, Group, Select, TextInput } from "@mantine/core";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TTemplateItem } from "@suyuan/contracts/trace-template/template-fields";
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
import { useEnterpriseScope } from "../batches/use-enterprise-scope.ts";
import { FILTER_WIDTH, FilterBar } from "../common/filter-bar.tsx";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink, BulkButton, ExportMenu, RowLink } from "../common/row-actions.tsx";
import { templateFilters, templatesQueryOptions, type TemplatesSearch } from "./templates-search.ts";
import { useServerTable } from "../common/use-server-table.ts";

const route = getRouteApi("/_authed/traceTemplate/list");

type Draft = { name: string; scope: string | null; enabled: string | null };
const draftOf = (search: TemplatesSearch): Draft => ({
  name: search.name ?? "",
  scope: search.platform === undefined ? null : search.platform ? "platform" : "enterprise",
  enabled: search.enabled === undefined ? null : String(search.enabled),
});

export function TemplatesPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const { staff } = useEnterpriseScope();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const list = useQuery({ ...templatesQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const canDelete = usePermitted(OPERATION_KEYS.traceTemplateDelete);
  const canEdit = usePermitted("/traceTemplate/update");
  const canCopy = usePermitted("/traceTemplate/add");
  const canDetail = usePermitted("/traceTemplate/detailList");
  const remove = useMutation(trpc.traceTemplate.delete.mutationOptions());
  const copy = useMutation(trpc.traceTemplate.copy.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.traceTemplate.pathKey() });
  /** Members may use platform-wide templates but not change them. */
  const writable = (row: TTemplateItem) => staff || row.enterprise !== null;

  const go = (patch: Partial<TemplatesSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      name: next.name.trim() || undefined,
      platform: next.scope === null ? undefined : next.scope === "platform",
      enabled: next.enabled === null ? undefined : next.enabled === "true",
    });

  const askDelete = (rows: TTemplateItem[], done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        rows.length === 1
          ? t("template.deleteConfirm", { name: rows[0]!.name })
          : t("template.deleteManyConfirm", { count: rows.length }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: rows.map((row) => row.id) },
          {
            onSuccess: (result) => {
              notifySuccess(t("template.deletedDone", { count: result.deleted }));
              done?.();
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const askCopy = (row: TTemplateItem) =>
    confirmAction({
      title: t("template.copy"),
      message: t("template.copyConfirm", { name: row.name }),
      confirmLabel: t("template.copy"),
      cancelLabel: t("common.cancel"),
      onConfirm: () =>
        copy.mutate(
          { id: row.id },
          {
            onSuccess: () => {
              notifySuccess(t("template.copied", { name: `${row.name}（副本）` }));
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const columns = useMemo<MRT_ColumnDef<TTemplateItem>[]>(
    () => [
      { accessorKey: "name", header: t("template.name"), size: 160 },
      {
        id: "enterprise",
        header: t("template.scope"),
        enableSorting: false,
        size: 130,
        Cell: ({ row }) =>
          row.original.enterprise ? (
            row.original.enterprise.name
          ) : (
            <Badge variant="light" radius="sm">
              {t("template.platform")}
            </Badge>
          ),
      },
      {
        id: "goods",
        header: `${t("template.goodsClass")} / ${t("template.goods")}`,
        enableSorting: false,
        size: 130,
        Cell: ({ row }) => row.original.goods?.name ?? row.original.goodsClass?.name ?? "—",
      },
      { accessorKey: "stageCount", header: t("template.stageCount"), enableSorting: false, size: 70 },
      { accessorKey: "batchCount", header: t("template.batchCount"), enableSorting: false, size: 70 },
      {
        id: "enabled",
        header: t("common.status"),
        enableSorting: false,
        size: 70,
        Cell: ({ row }) => (
          <Badge color={row.original.enabled ? "green" : "gray"} variant="light" radius="sm">
            {row.original.enabled ? t("common.enabled") : t("common.disabled")}
          </Badge>
        ),
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

  const filters = templateFilters(search);

  const table = useServerTable({ tableId: "trace-templates", list, search, go });

  return (
    <PageCard
      title={t("template.listTitle")}
      hint={t("template.listHint")}
      testId="templates-page"
      actions={
        <>
          <Permitted perm={OPERATION_KEYS.traceTemplateExport}>
            <ExportMenu
              csv={exportHref("trace-templates", "csv", filters)}
              xlsx={exportHref("trace-templates", "xlsx", filters)}
            />
          </Permitted>
          <Permitted perm="/traceTemplate/add">
            <Button component={Link} to="/traceTemplate/add" leftSection={<IconPlus size={16} />}>
              {t("template.add")}
            </Button>
          </Permitted>
        </>
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
          label={t("template.name")}
          w={FILTER_WIDTH}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <Select
          label={t("template.scope")}
          w={FILTER_WIDTH - 40}
          data={[
            { value: "platform", label: t("template.scope.platform") },
            { value: "enterprise", label: t("template.scope.enterprise") },
          ]}
          value={draft.scope}
          onChange={(value) => setDraft({ ...draft, scope: value })}
          placeholder={t("common.all")}
          clearable
        />
        <Select
          label={t("common.status")}
          w={FILTER_WIDTH - 60}
          data={[
            { value: "true", label: t("common.enabled") },
            { value: "false", label: t("common.disabled") },
          ]}
          value={draft.enabled}
          onChange={(value) => setDraft({ ...draft, enabled: value })}
          placeholder={t("common.all")}
          clearable
        />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<TTemplateItem>
        {...table}
        columns={columns}
        selectable={canDelete}
        toolbar={({ rows, clear }) =>
          rows.length === 0 || !canDelete ? null : (
            <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
              {t("template.bulkDelete")}
            </BulkButton>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={200}
        rowActions={(row) => (
          <Group gap={4} justify="flex-end" wrap="nowrap">
            {canDetail ? (
              <RowLink
                to="/traceTemplate/detailList"
                search={{ id: row.id }}
                aria-label={`${t("template.details")} ${row.name}`}
              >
                {t("template.details")}
              </RowLink>
            ) : null}
            {canEdit && writable(row) ? (
              <RowLink
                to="/traceTemplate/update"
                search={{ id: row.id }}
                aria-label={`${t("common.edit")} ${row.name}`}
              >
                {t("common.edit")}
              </RowLink>
            ) : null}
            {canCopy ? <ActionLink label={t("template.copy")} target={row.name} onClick={() => askCopy(row)} /> : null}
            {canDelete && writable(row) ? (
              <ActionLink label={t("common.delete")} target={row.name} color="red" onClick={() => askDelete([row])} />
            ) : null}
          </Group>
        )}
      />
    </PageCard>
  );
}
