import { Button } from "@mantine/core";
import { ModalsProvider } from "@mantine/modals";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import type { Perms } from "../../../navigation/menu-tree.ts";
import { PermsProvider } from "../../../permissions/perms-context.tsx";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { ModalEditedList } from "./modal-edited-list.tsx";

// The list table remembers column choices per user.
vi.mock("../../../lib/use-me.ts", () => ({ useMe: () => ({ user: { id: 1 } }) }));

type Row = { id: number; name: string; fixed: boolean };

const ROWS: Row[] = [
  { id: 1, name: "主站", fixed: true },
  { id: 2, name: "分站", fixed: false },
];

function renderList(perms: Perms) {
  const remove = {
    mutate: vi.fn((_input: { ids: number[] }, options: { onSuccess: () => void }) => options.onSuccess()),
  };
  const refresh = vi.fn(() => Promise.resolve());
  const form = vi.fn((row: Row | null, done: { close: () => void; saved: () => void }) => (
    <Button onClick={done.saved}>{row ? `保存 ${row.name}` : "保存新行"}</Button>
  ));
  renderWithProviders(
    <PermsProvider perms={perms}>
      <ModalsProvider>
        <ModalEditedList<Row>
          title="站点管理"
          hint="提示"
          testId="list"
          keys={{ add: "/site/save", edit: "/site/update", delete: "/site/delete" }}
          texts={{ add: "添加站点", edit: "编辑站点", deleteQuestion: "删除“{name}”？" }}
          tableId="test-list"
          refresh={refresh}
          columns={[{ accessorKey: "name", header: "名称" }]}
          list={{
            data: { items: ROWS, total: ROWS.length },
            error: null,
            isError: false,
            isPending: false,
            isFetching: false,
            refetch: () => Promise.resolve(),
          }}
          paging={{ page: 1, pageSize: 20 }}
          onPageChange={() => undefined}
          rowName={(row) => row.name}
          deletable={(row) => !row.fixed}
          remove={remove}
          form={form}
        />
      </ModalsProvider>
    </PermsProvider>,
  );
  return { remove, refresh, form };
}

describe("list edited in a dialog", () => {
  it("offers delete only on the rows that may go, and deletes the confirmed row", async () => {
    const { remove, refresh } = renderList("*");
    expect(screen.queryByRole("button", { name: "删除 主站" })).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "删除 分站" }));
    expect(await screen.findByText("删除“分站”？")).toBeTruthy();
    await userEvent.click(screen.getByRole("button", { name: "删除" }));
    await waitFor(() => expect(remove.mutate).toHaveBeenCalledTimes(1));
    expect(remove.mutate.mock.calls[0]?.[0]).toEqual({ ids: [2] });
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it("opens the form for the row edited, and reloads once it is saved", async () => {
    const { refresh, form } = renderList("*");
    await userEvent.click(screen.getByRole("button", { name: "编辑 主站" }));
    expect(await screen.findByText("编辑站点")).toBeTruthy();
    expect(form).toHaveBeenLastCalledWith(ROWS[0], expect.anything());
    await userEvent.click(screen.getByRole("button", { name: "保存 主站" }));
    await waitFor(() => expect(refresh).toHaveBeenCalledTimes(1));
  });

  it("hides the buttons whose permission the user lacks", () => {
    renderList(["/site/update"]);
    expect(screen.queryByRole("button", { name: "添加站点" })).toBeNull();
    expect(screen.queryByRole("button", { name: /^删除/ })).toBeNull();
    expect(screen.getByRole("button", { name: "编辑 分站" })).toBeTruthy();
  });
});
