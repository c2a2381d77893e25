import { Badge, Button, Code, Group, Text } from "@mantine/core";
import { IconCornerDownRight, IconEyeOff, IconFolder, IconPlus } from "@tabler/icons-react";
import { OPERATION_KEYS } from "@suyuan/contracts/permissions/route-registry";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import {
  MantineReactTable,
  mrtLocalization,
  pinnedColumns,
  rowActionsOptions,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_ExpandedState,
} from "@suyuan/ui/data-table";
import { useMemo, useState } from "react";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { confirmAction } from "../../lib/confirm.tsx";
import { notifyFailure } from "../../lib/failure.ts";
import { notifySuccess } from "../../lib/notify.ts";
import { useAppQueryClient, useTrpc } from "../../lib/use-trpc.ts";
import { Permitted } from "../../permissions/permitted.tsx";
import { usePermitted } from "../../permissions/use-permitted.ts";
import { flattenTree, isGroupKey, nestNodes, type TreeNode } from "../../permissions/permission-tree.ts";
import { LoadError } from "../../common/load-error.tsx";
import { PageCard } from "../../common/page-card.tsx";
import { ActionLink, RowLink } from "../../common/row-actions.tsx";
import { nodeLabel } from "../../common/permission-check-tree.tsx";
import { permissionTreeQueryOptions } from "./roles-search.ts";

export function AuthListPage() {
  const { t, locale } = useI18n();
  const trpc = useTrpc();
  const queryClient = useAppQueryClient();
  const tree = useQuery(permissionTreeQueryOptions(trpc));
  const remove = useMutation(trpc.permission.delete.mutationOptions());
  const canDelete = usePermitted(OPERATION_KEYS.authDelete);
  const canEdit = usePermitted("/auth/update");
  const canAdd = usePermitted("/auth/save");
  const roots = useMemo(() => nestNodes(tree.data ?? []), [tree.data]);
  // Every branch by id (the table's `true` shorthand does not open sub-rows here).
  const allExpanded = useMemo<MRT_ExpandedState>(
    () =>
      Object.fromEntries(
        flattenTree(roots)
          .filter((node) => node.children.length > 0)
          .map((node) => [String(node.id), true]),
      ),
    [roots],
  );
  const [expanded, setExpanded] = useState<MRT_ExpandedState | null>(null);

  const askDelete = (node: TreeNode) =>
    confirmAction({
      title: t("common.confirmTitle"),
      message: t("auth.deleteConfirm", { name: nodeLabel(node, locale) }),
      confirmLabel: t("common.delete"),
      cancelLabel: t("common.cancel"),
      danger: true,
      onConfirm: () =>
        remove.mutate(
          { id: node.id },
          {
            onSuccess: () => {
              notifySuccess(t("auth.deleted"));
              void queryClient.invalidateQueries({ queryKey: trpc.permission.pathKey() });
            },
            onError: (error) => notifyFailure(error, t),
          },
        ),
    });

  const columns = useMemo<MRT_ColumnDef<TreeNode>[]>(
    () => [
      {
        id: "name",
        header: t("auth.name"),
        size: 220,
        Cell: ({ row }) => {
          const node = row.original;
          const Icon = isGroupKey(node.key) ? IconFolder : IconCornerDownRight;
          return (
            <Group gap={6} wrap="nowrap">
              <Icon size={15} stroke={1.6} color="var(--mantine-color-gray-5)" />
              <Text size="sm" fw={node.children.length > 0 ? 600 : 400}>
                {nodeLabel(node, locale)}
              </Text>
            </Group>
          );
        },
      },
      {
        accessorKey: "key",
        header: t("auth.key"),
        size: 190,
        Cell: ({ row }) => <Code>{row.original.key}</Code>,
      },
      {
        id: "apiKeys",
        header: t("auth.apiKeys"),
        size: 200,
        Cell: ({ row }) =>
          row.original.apiKeys.length === 0 ? (
            <Text c="dimmed" size="sm">
              —
            </Text>
          ) : (
            <Group gap={4}>
              {row.original.apiKeys.map((key) => (
                <Badge key={key} variant="light" color="gray" tt="none" radius="sm" fw={500}>
                  {key}
                </Badge>
              ))}
            </Group>
          ),
      },
      { accessorKey: "sort", header: t("auth.sort"), size: 80 },
      {
        id: "hidden",
        header: t("auth.hidden"),
        size: 90,
        Cell: ({ row }) =>
          row.original.hidden ? (
            <Badge color="gray" variant="light" leftSection={<IconEyeOff size={12} />}>
              {t("auth.hidden")}
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {t("auth.visible")}
            </Text>
          ),
      },
    ],
    [t, locale],
  );

  const hasRowActions = canEdit || canAdd || canDelete;
  const { actionsColumn, ...actionsOptions } = rowActionsOptions(t("common.actions"), 170);
  const table = useMantineReactTable<TreeNode>({
    columns,
    data: roots,
    getRowId: (row) => String(row.id),
    getSubRows: (row) => row.children,
    localization: mrtLocalization(locale),
    enableExpanding: true,
    enableExpandAll: true,
    enablePagination: false,
    enableBottomToolbar: false,
    enableTopToolbar: false,
    enableSorting: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableRowActions: hasRowActions,
    ...actionsOptions,
    displayColumnDefOptions: { "mrt-row-actions": actionsColumn, "mrt-row-expand": { size: 60 } },
    renderRowActions: ({ row }) => (
      <Group gap={4} justify="flex-end" wrap="nowrap">
        {canEdit ? (
          <RowLink
            to="/auth/update"
            search={{ id: row.original.id }}
            aria-label={`${t("common.edit")} ${row.original.name}`}
          >
            {t("common.edit")}
          </RowLink>
        ) : null}
        {canAdd ? (
          <RowLink
            to="/auth/save"
            search={{ parentId: row.original.id }}
            aria-label={`${t("auth.addChild")} ${row.original.name}`}
          >
            {t("auth.addChild")}
          </RowLink>
        ) : null}
        {canDelete ? (
          <ActionLink
            label={t("common.delete")}
            target={row.original.name}
            color="red"
            onClick={() => askDelete(row.original)}
          />
        ) : null}
      </Group>
    ),
    state: {
      expanded: expanded ?? allExpanded,
      isLoading: tree.isPending,
      columnPinning: pinnedColumns({ selectable: false, rowActions: hasRowActions }),
    },
    onExpandedChange: (updater) =>
      setExpanded((current) => (typeof updater === "function" ? updater(current ?? allExpanded) : updater)),
    mantinePaperProps: { shadow: "none", withBorder: false },
    mantineTableProps: { highlightOnHover: true, verticalSpacing: 6 },
    mantineTableHeadCellProps: { style: { background: "var(--mantine-color-gray-0)", fontWeight: 600 } },
    mantineTableContainerProps: { style: { maxHeight: "calc(100dvh - 300px)" } },
    enableStickyHeader: true,
  });

  return (
    <PageCard
      title={t("auth.listTitle")}
      hint={t("auth.listHint")}
      testId="auth-list-page"
      actions={
        <>
          <Button variant="default" size="sm" onClick={() => setExpanded(allExpanded)}>
            {t("auth.expandAll")}
          </Button>
          <Button variant="default" size="sm" onClick={() => setExpanded({})}>
            {t("auth.collapseAll")}
          </Button>
          <Permitted perm="/auth/save">
            <Button component={Link} to="/auth/save" leftSection={<IconPlus size={16} />}>
              {t("auth.add")}
            </Button>
          </Permitted>
        </>
      }
    >
      {tree.isError ? (
        <LoadError message={t("role.treeLoadFailed")} onRetry={() => void tree.refetch()} />
      ) : (
        <>
          <MantineReactTable table={table} />
          <Text size="sm" c="dimmed">
            {t("auth.nodeCount", { count: tree.data?.length ?? 0 })}
          </Text>
        </>
      )}
    </PageCard>
  );
}
