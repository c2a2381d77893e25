import { Button, Group } from "@mantine/core";
import { IconPlus, IconTrash } from "@tabler/icons-react";
import type { ColumnSpec, ResourceDefinition } from "@suyuan/contracts/kit/define-resource";
import type { Label } from "@suyuan/contracts/kit/fields";
import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";
import { RESOURCES, type ResourceName } from "@suyuan/contracts/kit/resource-registry";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { DataTable, type ColumnPriority, type DataColumn } from "@suyuan/ui/data-table";
import { keepPreviousData, useMutation, useQuery } from "@tanstack/react-query";
import { Link, useNavigate, useSearch } from "@tanstack/react-router";
import { useMemo, type ReactNode } from "react";
import { QueryLoadError } from "../common/load-error.tsx";
import { PageCard } from "../common/page-card.tsx";
import { ActionLink, BulkButton, ExportMenu, RowLink } from "../common/row-actions.tsx";
import { useDeleteRows } from "../common/use-delete-rows.ts";
import { useServerTable } from "../common/use-server-table.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { exportHref, type ExportKind } from "../lib/export-link.ts";
import { cleanSearch, pagingOf } from "../lib/list-search.ts";
import { useTrpc } from "../lib/use-trpc.ts";
import { asAppPath } from "../navigation/app-path.ts";
import { Permitted } from "../permissions/permitted.tsx";
import { usePermitted } from "../permissions/use-permitted.ts";
import { pick } from "../i18n/pick-label.ts";
import { formatKey, keyLabel, labelParams, rowTitle } from "./resource-format.tsx";
import { ResourceFilters } from "./resource-filters.tsx";
import {
  filtersOf,
  resourceListQueryOptions,
  resourceProcedures,
  resourceSearchParser,
  type ResourceRow,
  type ResourceSearch,
} from "./resource-search.ts";

export type ResourceListPageProps = {
  definition: ResourceDefinition;
  /** Changes to the generated columns by key (header, size, Cell, ...). */
  columns?: Record<string, Partial<DataColumn<ResourceRow>>>;
  /** Extra row actions, shown before 查看 / 编辑 / 删除. */
  rowActions?: (row: ResourceRow) => ReactNode;
  /** Extra buttons beside 新增 and 导出. */
  toolbar?: ReactNode;
  /** Shown between the filters and the table (a chart, a summary). */
  children?: ReactNode;
  /** The page title when it is not the definition's label (项目列表). */
  title?: Label;
  /**
   * Extra buttons for the selected rows, before 批量删除 (enable / disable; each gated by its own
   * permission); `clear` unselects. Rows become selectable.
   */
  bulkActions?: (rows: ResourceRow[], clear: () => void) => ReactNode;
  /** The page's test id, where specs name the page by its own (enterprises-page). */
  testId?: string;
  /**
   * The export's own name and key, where a hand-laid export (`/export/enterprises`) stands for the
   * kit's; the list's filters go with it as they do to the kit's.
   */
  exportAs?: { name: ExportKind; key: PermissionKey };
};

/** The column that names the row (its title field where listed, else the first column). */
function titleColumnKey(definition: ResourceDefinition): string | undefined {
  return definition.columns.find((column) => column.key === definition.titleField)?.key ?? definition.columns[0]?.key;
}

/**
 * A column's own priority, else "high" for a row's state (a status or state column, or one
 * labelled 状态 such as a device's usable flag), which a list must always show.
 */
function columnPriority(column: ColumnSpec): ColumnPriority | undefined {
  if (column.priority) return column.priority;
  const isState = column.key === "status" || column.key === "state" || column.label?.zh.endsWith("状态") === true;
  return isState ? "high" : undefined;
}

function isResourceName(name: string): name is ResourceName {
  return name in RESOURCES;
}

/**
 * The current list search, parsed by the definition (the route's own parse is loose when the
 * definition arrives with the page; see resource-routes.ts). The loader parses the same way.
 */
export function useResourceSearch(definition: ResourceDefinition): ResourceSearch {
  const raw: Record<string, unknown> = useSearch({ strict: false });
  return useMemo(() => resourceSearchParser(definition)(raw), [definition, raw]);
}

/**
 * A resource's list page, all from its definition: filters, a server-driven table of its columns
 * (paging and sorting in the URL), 新增, row 查看 / 编辑 / 删除, bulk delete and CSV / Excel export,
 * each shown only with its permission.
 */
export function ResourceListPage({
  definition,
  columns,
  rowActions,
  toolbar,
  children,
  title,
  bulkActions,
  testId,
  exportAs,
}: ResourceListPageProps) {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const search = useResourceSearch(definition);
  const navigate = useNavigate();
  const procedures = resourceProcedures(trpc, definition.name);
  const list = useQuery({ ...resourceListQueryOptions(trpc, definition, search), placeholderData: keepPreviousData });
  const { keys, routes } = definition;
  const canDelete = usePermitted(keys.delete ?? keys.list) && keys.delete !== undefined;
  const canEdit = usePermitted(keys.update) && routes.update !== undefined;
  const canView = usePermitted(keys.view ?? keys.list) && routes.view !== undefined;
  const exportName =
    exportAs?.name ?? (keys.export !== undefined && isResourceName(definition.name) ? definition.name : null);
  const canExport = usePermitted(exportAs?.key ?? keys.export ?? keys.list) && exportName !== null;
  const canExportFull = usePermitted(OPERATION_KEYS.personalDataReveal) && definition.masked.length > 0;
  const what = labelParams(definition.label, locale);
  const remove = useMutation(procedures.delete.mutationOptions());
  const yes = t("common.yes");
  const no = t("common.no");

  const go = (patch: Partial<ResourceSearch>) =>
    void navigate({
      to: asAppPath(routes.list),
      search: cleanSearch({ ...search, ...patch }) as never,
    });

  const askDelete = useDeleteRows<ResourceRow>({
    remove,
    confirm: (rows) =>
      rows.length === 1
        ? t("kit.deleteOne", { ...what, name: rowTitle(definition, rows[0]!) })
        : t("kit.deleteMany", { ...what, count: rows.length }),
    done: (count) => t("kit.deleted", { ...what, count }),
    invalidate: [procedures.pathKey()],
  });

  // The row's name opens it: its view where it has one, else its edit form.
  const openRoute = canView && routes.view ? routes.view : canEdit && routes.update ? routes.update : null;
  const tableColumns = useMemo<DataColumn<ResourceRow>[]>(() => {
    const sortable = new Set<string>(definition.sortKeys);
    const titleKey = titleColumnKey(definition);
    return definition.columns.map((column): DataColumn<ResourceRow> => ({
      id: column.key,
      header: keyLabel(definition, column.key, locale, column.label),
      enableSorting: column.sortable === true && sortable.has(column.key),
      ...(column.width ? { size: column.width } : {}),
      priority: column.key === titleKey ? "primary" : columnPriority(column),
      accessorFn: (row) => row[column.key],
      Cell: ({ row }) => {
        const value = formatKey(definition, column.key, row.original, { locale, yes, no });
        if (column.key !== titleKey || openRoute === null) return value;
        return (
          <RowLink to={asAppPath(openRoute)} search={{ id: row.original.id } as never} px={0} fw={500}>
            {value}
          </RowLink>
        );
      },
      ...columns?.[column.key],
    }));
  }, [definition, columns, locale, yes, no, openRoute]);

  const table = useServerTable({ tableId: `kit-${definition.name}`, list, search, go });
  const exportFilters = { sortBy: search.sortBy, sortDir: pagingOf(search).sortDir, ...filtersOf(definition, search) };
  const hasRowActions = Boolean(rowActions) || canView || canEdit || canDelete;

  return (
    <PageCard
      title={pick(title ?? definition.label, locale)}
      hint={definition.hint ? pick(definition.hint, locale) : undefined}
      testId={testId ?? `kit-list-${definition.name}`}
      actions={
        <>
          {toolbar}
          {canExport && exportName !== null ? (
            <ExportMenu
              csv={exportHref(exportName, "csv", exportFilters)}
              xlsx={exportHref(exportName, "xlsx", exportFilters)}
              {...(canExportFull
                ? {
                    full: {
                      csv: exportHref(exportName, "csv", exportFilters, { full: true }),
                      xlsx: exportHref(exportName, "xlsx", exportFilters, { full: true }),
                    },
                  }
                : {})}
            />
          ) : null}
          {routes.create ? (
            <Permitted perm={keys.create}>
              <Button component={Link} to={asAppPath(routes.create)} leftSection={<IconPlus size={16} />}>
                {t("kit.addTitle", what)}
              </Button>
            </Permitted>
          ) : null}
        </>
      }
    >
      <ResourceFilters definition={definition} search={search} onApply={(filters) => go({ ...filters, page: 1 })} />
      {children}
      {list.isError ? <QueryLoadError query={list} /> : null}
      <DataTable<ResourceRow>
        {...table}
        columns={tableColumns}
        selectable={canDelete || bulkActions !== undefined}
        toolbar={({ rows, clear }) =>
          rows.length === 0 || (!canDelete && !bulkActions) ? null : (
            <Group gap="xs">
              {bulkActions?.(rows, clear)}
              {canDelete ? (
                <BulkButton icon={IconTrash} color="red" onClick={() => askDelete(rows, clear)}>
                  {t("kit.bulkDelete")}
                </BulkButton>
              ) : null}
            </Group>
          )
        }
        rowActionsHeader={t("common.actions")}
        rowActionsSize={rowActions ? 240 : 170}
        rowActions={
          hasRowActions
            ? (row) => {
                const name = rowTitle(definition, row);
                return (
                  <Group gap={4} justify="flex-end" wrap="nowrap">
                    {rowActions?.(row)}
                    {canView && routes.view ? (
                      <RowLink
                        to={asAppPath(routes.view)}
                        search={{ id: row.id } as never}
                        aria-label={`${t("common.view")} ${name}`}
                      >
                        {t("common.view")}
                      </RowLink>
                    ) : null}
                    {canEdit && routes.update ? (
                      <RowLink
                        to={asAppPath(routes.update)}
                        search={{ id: row.id } as never}
                        aria-label={`${t("common.edit")} ${name}`}
                      >
                        {t("common.edit")}
                      </RowLink>
                    ) : null}
                    {canDelete ? (
                      <ActionLink
                        label={t("common.delete")}
                        target={name}
                        color="red"
                        onClick={() => askDelete([row])}
                      />
                    ) : null}
                  </Group>
                );
              }
            : undefined
        }
      />
    </PageCard>
  );
}
