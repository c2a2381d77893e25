import { Box, Group, Pagination, Stack, Text, TextInput } from "@mantine/core";
import { IconDatabaseOff } from "@tabler/icons-react";
import {
  MantineReactTable,
  useMantineReactTable,
  type MRT_ColumnDef,
  type MRT_Row,
  type MRT_RowData,
  type MRT_RowSelectionState,
  type MRT_SortingState,
  type MRT_TableInstance,
  type MRT_VisibilityState,
} from "mantine-react-table";
// The package exports "./locales/*" as directories, which bundlers and TypeScript do not open; name the file.
import { MRT_Localization_EN } from "mantine-react-table/locales/en/index.esm.mjs";
import { MRT_Localization_ZH_HANS } from "mantine-react-table/locales/zh-Hans/index.esm.mjs";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import "mantine-react-table/styles.css";
import { parsePageSize } from "./page-size.tsx";

// The rest of mantine-react-table that pages need (column types, and the table itself for the
// one client-side tree table), so apps depend on this wrapper rather than on the library.
export { MantineReactTable, useMantineReactTable } from "mantine-react-table";
export type { MRT_ColumnDef, MRT_ExpandedState, MRT_RowData } from "mantine-react-table";

export function mrtLocalization(locale: "zh" | "en") {
  return locale === "en" ? MRT_Localization_EN : MRT_Localization_ZH_HANS;
}

// Re-exported: pages that render the table take them from here.
export { parsePageSize } from "./page-size.tsx";

export type SortState = { sortBy?: string | undefined; sortDir: "asc" | "desc" };

export type DataTableTexts = {
  /** "共 {total} 条" style summary; receives the total. */
  total: (total: number) => string;
  pageSize: string;
  empty: string;
  selected: (count: number) => string;
};

export type DataTableProps<Row extends MRT_RowData> = {
  /** Identifies the table for remembered column visibility (with userId). */
  tableId: string;
  /** The signed-in user, so two people sharing a browser keep their own column choices. */
  userId: number | string;
  locale: "zh" | "en";
  texts: DataTableTexts;
  columns: MRT_ColumnDef<Row>[];
  rows: Row[];
  total: number;
  getRowId: (row: Row) => string;
  page: number;
  pageSize: number;
  sort: SortState;
  onPageChange: (page: number, pageSize: number) => void;
  onSortChange: (sort: SortState) => void;
  /** First load without any rows yet: skeleton rows. */
  loading?: boolean;
  /** Fetching new rows while the previous ones stay visible: loading overlay. */
  refreshing?: boolean;
  /** Row selection for bulk actions (multi-delete, enable/disable). */
  selectable?: boolean;
  /** Rendered left of the table's own buttons; receives the selected rows and a way to clear them. */
  toolbar?: (selection: { rows: Row[]; clear: () => void }) => ReactNode;
  rowActions?: (row: Row) => ReactNode;
  rowActionsHeader?: string;
  rowActionsSize?: number;
  /** Empty state (defaults to an icon and texts.empty). */
  empty?: ReactNode;
};

function storageKey(userId: number | string, tableId: string): string {
  return `suyuan.table-columns.${userId}.${tableId}`;
}

function readVisibility(key: string): MRT_VisibilityState {
  try {
    const stored = window.localStorage.getItem(key);
    if (!stored) return {};
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== "object" || parsed === null) return {};
    const state: MRT_VisibilityState = {};
    for (const [column, visible] of Object.entries(parsed)) if (typeof visible === "boolean") state[column] = visible;
    return state;
  } catch {
    return {};
  }
}

function writeVisibility(key: string, state: MRT_VisibilityState): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(state));
  } catch {
    // Storage full or disabled: the choice lasts for this page view only.
  }
}

/**
 * The one server-driven table of the back office (mantine-react-table): paging, sorting and
 * filtering happen on the server, so their state comes in as props (from the URL) and changes go
 * out as callbacks. Previous rows stay visible under an overlay while the next page loads.
 */
export function DataTable<Row extends MRT_RowData>(props: DataTableProps<Row>) {
  const { tableId, userId, texts, page, pageSize, total } = props;
  const key = storageKey(userId, tableId);
  const [columnVisibility, setColumnVisibility] = useState<MRT_VisibilityState>(() => readVisibility(key));
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const rowIds = props.rows.map(props.getRowId).join(",");

  useEffect(() => setColumnVisibility(readVisibility(key)), [key]);
  // A selection only means something for the rows on screen; new rows start unselected.
  useEffect(() => setRowSelection({}), [rowIds]);

  const sorting: MRT_SortingState = useMemo(
    () => (props.sort.sortBy ? [{ id: props.sort.sortBy, desc: props.sort.sortDir === "desc" }] : []),
    [props.sort.sortBy, props.sort.sortDir],
  );

  const table: MRT_TableInstance<Row> = useMantineReactTable<Row>({
    columns: props.columns,
    data: props.rows,
    getRowId: (row) => props.getRowId(row),
    localization: mrtLocalization(props.locale),
    manualPagination: true,
    manualSorting: true,
    manualFiltering: true,
    rowCount: total,
    enablePagination: false,
    enableBottomToolbar: false,
    enableColumnActions: false,
    enableColumnFilters: false,
    enableGlobalFilter: false,
    enableDensityToggle: false,
    enableFullScreenToggle: false,
    enableMultiSort: false,
    enableSortingRemoval: true,
    enableSorting: true,
    enableHiding: true,
    enableRowSelection: props.selectable ?? false,
    enableRowActions: Boolean(props.rowActions),
    positionActionsColumn: "last",
    displayColumnDefOptions: {
      "mrt-row-actions": {
        header: props.rowActionsHeader ?? "",
        size: props.rowActionsSize ?? 180,
        mantineTableHeadCellProps: { style: { textAlign: "right" } },
        mantineTableBodyCellProps: { style: { textAlign: "right" } },
      },
    },
    renderRowActions: props.rowActions
      ? ({ row }: { row: MRT_Row<Row> }) => props.rowActions?.(row.original)
      : undefined,
    renderTopToolbarCustomActions: ({ table: instance }) =>
      props.toolbar?.({
        rows: instance.getSelectedRowModel().rows.map((row) => row.original),
        clear: () => instance.resetRowSelection(),
      }) ?? <span />,
    renderEmptyRowsFallback: () =>
      props.empty ?? (
        <Stack align="center" gap={6} py={48} c="dimmed" data-testid="table-empty">
          <IconDatabaseOff size={36} stroke={1.3} />
          <Text size="sm">{texts.empty}</Text>
        </Stack>
      ),
    state: {
      sorting,
      rowSelection,
      columnVisibility,
      isLoading: props.loading ?? false,
      showLoadingOverlay: props.refreshing ?? false,
      pagination: { pageIndex: page - 1, pageSize },
    },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: (updater) => {
      setColumnVisibility((current) => {
        const next = typeof updater === "function" ? updater(current) : updater;
        writeVisibility(key, next);
        return next;
      });
    },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const first = next[0];
      props.onSortChange(first ? { sortBy: first.id, sortDir: first.desc ? "desc" : "asc" } : { sortDir: "desc" });
    },
    mantinePaperProps: { shadow: "none", withBorder: false, style: { overflow: "hidden" } },
    mantineTableProps: { striped: false, highlightOnHover: true, withColumnBorders: false, verticalSpacing: "sm" },
    mantineTableHeadCellProps: { style: { background: "var(--mantine-color-gray-0)", fontWeight: 600 } },
    mantineTopToolbarProps: { style: { padding: "8px 4px 12px" } },
    mantineTableContainerProps: { style: { minHeight: 120 } },
  });

  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const selectedCount = Object.values(rowSelection).filter(Boolean).length;

  return (
    <Box data-testid={`table-${tableId}`}>
      <MantineReactTable table={table} />
      <Group justify="space-between" mt="md" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" data-testid="table-total">
          {texts.total(total)}
          {selectedCount > 0 ? ` · ${texts.selected(selectedCount)}` : ""}
        </Text>
        <Group gap="md" wrap="wrap">
          <PageSizeInput label={texts.pageSize} value={pageSize} onChange={(size) => props.onPageChange(1, size)} />
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={(next) => props.onPageChange(next, pageSize)}
            size="sm"
            siblings={1}
            withEdges
          />
        </Group>
      </Group>
    </Box>
  );
}

/** Digits only; anything else (or nothing) resets to 10 when the field is left or Enter is pressed. */
function PageSizeInput({ label, value, onChange }: { label: string; value: number; onChange: (size: number) => void }) {
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const commit = () => {
    const size = parsePageSize(draft);
    setDraft(String(size));
    if (size !== value) onChange(size);
  };
  return (
    <Group gap={6} wrap="nowrap">
      <Text size="sm" c="dimmed" component="label" htmlFor="data-table-page-size">
        {label}
      </Text>
      <TextInput
        id="data-table-page-size"
        size="xs"
        w={60}
        inputMode="numeric"
        value={draft}
        onChange={(event) => setDraft(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === "Enter") commit();
        }}
        styles={{ input: { textAlign: "center" } }}
      />
    </Group>
  );
}
