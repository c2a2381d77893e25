import { Badge, Button, Group, Select, Text, TextInput } from "@mantine/core";
import { IconFileImport, IconFileSpreadsheet, IconPlus, IconTrash } from "@tabler/icons-react";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import type { TProjectItem, TProjectStatus } from "@suyuan/contracts/project/project-fields";
import { DataTable, type MRT_ColumnDef } from "@suyuan/ui/data-table";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { getRouteApi } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { toAppFailure } from "../../lib/app-error.ts";
import { confirmAction } from "../../lib/confirm.tsx";
import { exportHref } from "../../lib/export-link.ts";
import { failureText, notifyFailure } from "../../lib/failure.ts";
import { cleanSearch } from "../../lib/list-search.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { formatNumber } from "../../lib/format-number.ts";
import { FILTER_WIDTH, FilterBar } from "../common/filter-bar.tsx";
import { LoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink, ExportMenu, BulkButton } from "../common/row-actions.tsx";
import { EnterpriseSelect } from "../users/enterprise-select.tsx";
import { useProjectStatusOptions } from "./project-form.tsx";
import { ProjectImportModal } from "./project-import.tsx";
import { ProjectModal } from "./project-modal.tsx";
import { projectFilters, projectsQueryOptions, type ProjectsSearch } from "./projects-search.ts";
import { useServerTable } from "../common/use-server-table.ts";

const route = getRouteApi("/_authed/project/list");

const STATUS_COLORS: Record<TProjectStatus, string> = {
  planned: "blue",
  in_progress: "green",
  completed: "gray",
  suspended: "orange",
};

type Draft = { name: string; town: string; status: string | null; enterpriseId: string | null };
const draftOf = (search: ProjectsSearch): Draft => ({
  name: search.name ?? "",
  town: search.town ?? "",
  status: search.status ?? null,
  enterpriseId: search.enterpriseId ? String(search.enterpriseId) : null,
});

/** The Excel export of an empty filter: its columns are exactly the import sheet's (the template). */
export const projectTemplateHref = () => exportHref("projects", "xlsx", {});

export function ProjectsPage() {
  const { t } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const statuses = useProjectStatusOptions();
  const [draft, setDraft] = useState<Draft>(() => draftOf(search));
  const [editing, setEditing] = useState<TProjectItem | null | undefined>(undefined);
  const [importing, setImporting] = useState(false);
  const list = useQuery({ ...projectsQueryOptions(trpc, search), placeholderData: keepPreviousData });
  const canDelete = usePermitted(OPERATION_KEYS.projectDelete);
  const canEdit = usePermitted(OPERATION_KEYS.projectUpdate);
  const remove = useMutation(trpc.project.delete.mutationOptions());
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.project.pathKey() });

  const go = (patch: Partial<ProjectsSearch>) =>
    void navigate({ search: (previous) => cleanSearch({ ...previous, ...patch }) });
  const applyDraft = (next: Draft) =>
    go({
      page: 1,
      name: next.name.trim() || undefined,
      town: next.town.trim() || undefined,
      status: (next.status as TProjectStatus | null) ?? undefined,
      enterpriseId: next.enterpriseId ? Number(next.enterpriseId) : undefined,
    });

  const askDelete = (rows: TProjectItem[], done?: () => void) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message:
        rows.length === 1
          ? t("project.deleteConfirm", { name: rows[0]!.name })
          : t("project.deleteManyConfirm", { count: rows.length }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { ids: rows.map((row) => row.id) },
          {
            onSuccess: (result) => {
              notifySuccess(t("project.deletedDone", { count: result.deleted }));
              done?.();
              void refresh();
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const statusLabel = useMemo(() => new Map(statuses.map((status) => [status.value, status.label])), [statuses]);
  const columns = useMemo<MRT_ColumnDef<TProjectItem>[]>(
    () => [
      { accessorKey: "name", header: t("project.name"), size: 150 },
      {
        id: "place",
        header: `${t("project.town")} / ${t("project.village")}`,
        enableSorting: false,
        size: 130,
        Cell: ({ row }) => [row.original.town, row.original.village].filter(Boolean).join(" / ") || "—",
      },
      {
        id: "enterprise",
        header: t("project.enterprise"),
        enableSorting: false,
        size: 130,
        Cell: ({ row }) => row.original.enterprise?.name ?? "—",
      },
      {
        accessorKey: "funding",
        header: t("project.funding"),
        size: 110,
        Cell: ({ row }) => formatNumber(row.original.funding),
      },
      {
        accessorKey: "startDate",
        header: t("project.period"),
        size: 175,
        Cell: ({ row }) =>
          row.original.startDate || row.original.endDate ? (
            `${row.original.startDate ?? "…"} ~ ${row.original.endDate ?? "…"}`
          ) : (
            <Text c="dimmed" size="sm">
              —
            </Text>
          ),
      },
      {
        id: "status",
        header: t("project.status"),
        enableSorting: false,
        size: 80,
        Cell: ({ row }) => (
          <Badge color={STATUS_COLORS[row.original.status]} variant="light">
            {statusLabel.get(row.original.status)}
          </Badge>
        ),
      },
    ],
    [t, statusLabel],
  );

  const filters = projectFilters(search);
  const table = useServerTable({ tableId: "projects", list, search, go });

  return (
    <PageCard
      title={t("project.listTitle")}
      hint={t("project.listHint")}
      testId="projects-page"
      actions={
        <>
          <Permitted perm={OPERATION_KEYS.projectExport}>
            <ExportMenu csv={exportHref("projects", "csv", filters)} xlsx={exportHref("projects", "xlsx", filters)} />
            <Button
              component="a"
              href={projectTemplateHref()}
              download
              variant="default"
              leftSection={<IconFileSpreadsheet size={16} />}
            >
              {t("project.template")}
            </Button>
          </Permitted>
          <Permitted perm={OPERATION_KEYS.projectImport}>
            <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setImporting(true)}>
              {t("project.import")}
            </Button>
          </Permitted>
          <Permitted perm={OPERATION_KEYS.projectSave}>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing(null)}>
              {t("project.add")}
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
          label={t("project.name")}
          w={FILTER_WIDTH}
          value={draft.name}
          onChange={(event) => setDraft({ ...draft, name: event.currentTarget.value })}
        />
        <TextInput
          label={t("project.town")}
          w={140}
          value={draft.town}
          onChange={(event) => setDraft({ ...draft, town: event.currentTarget.value })}
        />
        <Select
          label={t("project.status")}
          w={120}
          data={statuses}
          value={draft.status}
          onChange={(value) => setDraft({ ...draft, status: value })}
          placeholder={t("common.all")}
          clearable
        />
        <EnterpriseSelect
          label={t("project.enterprise")}
          w={FILTER_WIDTH + 40}
          value={draft.enterpriseId}
          onChange={(value) => setDraft({ ...draft, enterpriseId: value })}
        />
      </FilterBar>
      {list.isError ? (
        <LoadError message={failureText(toAppFailure(list.error), t)} onRetry={() => void list.refetch()} />
      ) : null}
      <DataTable<TProjectItem>
        {...table}
        columns={columns}
        selectable={canDelete}
        toolbar={({ rows, clear }) =>
          rows.length === 0 || !canDelete ? null : (
            <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
              {t("project.bulkDelete")}
            </BulkButton>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={120}
        rowActions={
          canEdit || canDelete
            ? (project) => (
                <Group gap={4} justify="flex-end" wrap="nowrap">
                  {canEdit ? (
                    <ActionLink label={t("common.edit")} target={project.name} onClick={() => setEditing(project)} />
                  ) : null}
                  {canDelete ? (
                    <ActionLink
                      label={t("common.delete")}
                      target={project.name}
                      color="red"
                      onClick={() => askDelete([project])}
                    />
                  ) : null}
                </Group>
              )
            : undefined
        }
      />
      <ProjectModal project={editing} onClose={() => setEditing(undefined)} />
      <ProjectImportModal
        opened={importing}
        onClose={() => setImporting(false)}
        onImported={() => void refresh()}
        templateHref={projectTemplateHref()}
      />
    </PageCard>
  );
}
