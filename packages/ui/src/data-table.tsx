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
import { useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
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

/**
 * How much a column matters when the table is narrower than its columns: "primary" (the row's
 * name, which opens it) and "high" (its status) always stay; columns without a priority give way
 * from the right when there is no room; "low" ones start hidden. Hidden columns stay one click
 * away in the column-visibility menu, and a column the user turns on there stays on.
 */
export type ColumnPriority = "primary" | "high" | "low";

/** A table column: mantine-react-table's, with the priority the table fits columns by. */
export type DataColumn<Row extends MRT_RowData> = MRT_ColumnDef<Row> & { priority?: ColumnPriority };

/** The width a column asks for when it names none: Chinese labels and values are short. */
export const DEFAULT_COLUMN_SIZE = 130;
const SELECT_COLUMN_SIZE = 44;
/** Wider than a scrollbar: width changes under it do not refit the columns. */
const WIDTH_HYSTERESIS = 24;

/**
 * Which columns to hide so that the visible ones fit `width` (each takes at least its size, as
 * mantine-react-table lays them out): starting from the user's own choices and the low-priority
 * columns hidden, then hiding columns without a priority from the right until the rest fit.
 * `reserved` is the width of the columns outside `columns` (row selection, row actions).
 */
export function fitColumns(
  columns: readonly { id: string; size?: number; priority?: ColumnPriority }[],
  chosen: MRT_VisibilityState,
  width: number | null,
  reserved: number,
): MRT_VisibilityState {
  const visibility: MRT_VisibilityState = {};
  for (const column of columns) visibility[column.id] = chosen[column.id] ?? column.priority !== "low";
  if (width === null) return visibility;
  const sizeOf = (column: { size?: number }) => column.size ?? DEFAULT_COLUMN_SIZE;
  let total = reserved + columns.filter((column) => visibility[column.id]).reduce((sum, c) => sum + sizeOf(c), 0);
  for (let index = columns.length - 1; index >= 0 && total > width; index--) {
    const column = columns[index]!;
    if (!visibility[column.id] || column.priority !== undefined || chosen[column.id] === true) continue;
    visibility[column.id] = false;
    total -= sizeOf(column);
  }
  return visibility;
}

/**
 * The row-actions column every table of the back office shares (the server-driven DataTable and
 * the few client-side tree tables): last, right-aligned, and pinned to the right edge so that
 * 查看 / 编辑 / 删除 stay in sight however wide the other columns grow. Spread into
 * useMantineReactTable's options; put `pinnedColumns(...)` in its `state.columnPinning`.
 */
export function rowActionsOptions(header: string, size: number) {
  return {
    enableColumnPinning: true,
    positionActionsColumn: "last" as const,
    // Pinning is the table's own, not a choice offered per column.
    defaultColumn: { size: DEFAULT_COLUMN_SIZE, minSize: 40, enablePinning: false },
    actionsColumn: {
      header,
      size,
      mantineTableHeadCellProps: { style: { textAlign: "right" as const } },
      mantineTableBodyCellProps: { style: { textAlign: "right" as const } },
    },
  };
}

/** Row selection pinned left and row actions pinned right, where the table has them. */
export function pinnedColumns(options: { selectable: boolean; rowActions: boolean }) {
  return {
    left: options.selectable ? ["mrt-row-select"] : [],
    right: options.rowActions ? ["mrt-row-actions"] : [],
  };
}

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
  columns: DataColumn<Row>[];
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
  // What the user chose in the column menu (remembered); the rest follows the columns' priorities.
  const [chosenVisibility, setChosenVisibility] = useState<MRT_VisibilityState>(() => readVisibility(key));
  const [width, setWidth] = useState<number | null>(null);
  const boxRef = useRef<HTMLDivElement>(null);
  const [rowSelection, setRowSelection] = useState<MRT_RowSelectionState>({});
  const rowIds = props.rows.map(props.getRowId).join(",");

  useEffect(() => setChosenVisibility(readVisibility(key)), [key]);
  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    // A page scrollbar coming or going (when hiding a column makes the rows shorter) changes the
    // width by less than this: following it would show and hide that column again and again.
    const follow = () =>
      setWidth((current) =>
        current === null || Math.abs(box.clientWidth - current) > WIDTH_HYSTERESIS ? box.clientWidth : current,
      );
    follow();
    const observer = new ResizeObserver(follow);
    observer.observe(box);
    return () => observer.disconnect();
  }, []);

  const fitted = useMemo(() => {
    const reserved =
      (props.selectable ? SELECT_COLUMN_SIZE : 0) + (props.rowActions ? (props.rowActionsSize ?? 180) : 0);
    const columns = props.columns.map((column) => ({
      id: column.id ?? String(column.accessorKey ?? ""),
      size: column.size,
      priority: column.priority,
    }));
    return { columns, visibility: fitColumns(columns, chosenVisibility, width, reserved) };
  }, [props.columns, props.selectable, props.rowActions, props.rowActionsSize, chosenVisibility, width]);

  // Sizes are what columns ask for; a long unbroken value (a credit code) can still widen one. Then
  // the next column without a priority gives way too, measured after the browser laid the rows out.
  const [squeezed, setSqueezed] = useState<string[]>([]);
  const columnIds = fitted.columns.map((column) => column.id).join(",");
  useEffect(() => setSqueezed([]), [columnIds, chosenVisibility, width]);
  const columnVisibility = useMemo(() => {
    const visibility = { ...fitted.visibility };
    for (const id of squeezed) visibility[id] = false;
    return visibility;
  }, [fitted, squeezed]);
  useLayoutEffect(() => {
    const container = boxRef.current?.querySelector("table")?.parentElement;
    if (!container || container.scrollWidth <= container.clientWidth + 1) return;
    const next = [...fitted.columns]
      .reverse()
      .find(
        (column) =>
          columnVisibility[column.id] !== false &&
          column.priority === undefined &&
          chosenVisibility[column.id] !== true,
      );
    if (next) setSqueezed((current) => (current.includes(next.id) ? current : [...current, next.id]));
  });
  // A selection only means something for the rows on screen; new rows start unselected.
  useEffect(() => setRowSelection({}), [rowIds]);

  const sorting: MRT_SortingState = useMemo(
    () => (props.sort.sortBy ? [{ id: props.sort.sortBy, desc: props.sort.sortDir === "desc" }] : []),
    [props.sort.sortBy, props.sort.sortDir],
  );

  const { actionsColumn, ...actionsOptions } = rowActionsOptions(
    props.rowActionsHeader ?? "",
    props.rowActionsSize ?? 180,
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
    ...actionsOptions,
    displayColumnDefOptions: { "mrt-row-actions": actionsColumn },
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
      columnPinning: pinnedColumns({ selectable: props.selectable ?? false, rowActions: Boolean(props.rowActions) }),
      isLoading: props.loading ?? false,
      showLoadingOverlay: props.refreshing ?? false,
      pagination: { pageIndex: page - 1, pageSize },
    },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: (updater) => {
      const next = typeof updater === "function" ? updater(columnVisibility) : updater;
      // Only what the user changed becomes their choice; the rest keeps following the width.
      setChosenVisibility((current) => {
        const chosen = { ...current };
        for (const [column, visible] of Object.entries(next))
          if (visible !== (columnVisibility[column] ?? true)) chosen[column] = visible;
        writeVisibility(key, chosen);
        return chosen;
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
    <Box data-testid={`table-${tableId}`} ref={boxRef}>
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
