import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render-with-providers.tsx";
import { QueryTable } from "./query-table.tsx";

// The list table remembers column choices per user.
vi.mock("../lib/use-me.ts", () => ({ useMe: () => ({ user: { id: 1 } }) }));

type Row = { id: string; time: string; name: string };

const ROWS: Row[] = [
  { id: "2", time: "2026-01-02", name: "第二条" },
  { id: "1", time: "2026-01-01", name: "第一条" },
];

function renderTable(props: { sort?: { sortBy: string; sortDir: "asc" | "desc" }; capped?: boolean }) {
  const onSortChange = vi.fn();
  renderWithProviders(
    <QueryTable<Row>
      tableId="order-test"
      columns={[
        // Always shown: the test's table has no width to fit columns in.
        { accessorKey: "time", header: "时间", priority: "primary" },
        { accessorKey: "name", header: "名称", priority: "high", enableSorting: false },
      ]}
      list={{
        data: { items: ROWS, total: props.capped ? 1000 : ROWS.length, totalCapped: props.capped },
        error: null,
        isError: false,
        isPending: false,
        isFetching: false,
        refetch: () => Promise.resolve(),
      }}
      paging={{ page: 1, pageSize: 20 }}
      onPageChange={() => undefined}
      {...(props.sort ? { sort: props.sort, onSortChange } : {})}
    />,
  );
  return { onSortChange };
}

describe("a paged list on the one table", () => {
  it("hands a click on a sorted column to the list that offers another order (the logs)", async () => {
    const { onSortChange } = renderTable({ sort: { sortBy: "time", sortDir: "asc" } });
    await userEvent.click(screen.getByText("时间"));
    expect(onSortChange).toHaveBeenCalledTimes(1);
    expect(onSortChange.mock.calls[0]?.[0]).toEqual({ sortBy: "time", sortDir: "desc" });
  });

  it("reads a capped count as 1000+", () => {
    renderTable({ capped: true });
    expect(screen.getByText(/1000\+/)).toBeTruthy();
  });
});
