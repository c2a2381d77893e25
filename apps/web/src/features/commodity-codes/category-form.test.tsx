import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { CategoryForm } from "./category-tree-drawer.tsx";

const server = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock("../../lib/use-trpc.ts", async () => {
  const { fakeTrpc } = await import("../../test/fake-trpc.ts");
  const trpc = fakeTrpc({}, (path, input) => server.mutate(path, input));
  return { useTrpc: () => trpc };
});

const blank: Parameters<typeof CategoryForm>[0]["draft"] = { parentId: null, code: "", name: "", sort: 0 };
const parent = { id: 1, parentId: null, code: "01", name: "粮油", level: 1, sort: 0, codeCount: 0 };

function renderForm(draft = blank) {
  const onSaved = vi.fn();
  renderWithProviders(<CategoryForm draft={draft} nodes={[parent]} onClose={() => undefined} onSaved={onSaved} />);
  return { onSaved };
}

const input = (name: RegExp) => screen.getByRole("textbox", { name });

describe("the category form", () => {
  beforeEach(() => {
    server.mutate.mockReset().mockResolvedValue({ id: 9 });
  });

  it("shows the contract's messages and sends nothing while the category is not valid", async () => {
    renderForm();
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findAllByText("此项为必填项")).toHaveLength(2);
    fireEvent.change(input(/类目代码/), { target: { value: "01-02" } });
    fireEvent.change(input(/类目名称/), { target: { value: "大米" } });
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("类目代码只能包含字母和数字")).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
  });

  it("sends the parent as a number, the code, the name and the order", async () => {
    const { onSaved } = renderForm({ parentId: "1", code: "01", name: "", sort: 0 });
    fireEvent.change(input(/类目代码/), { target: { value: "0101" } });
    fireEvent.change(input(/类目名称/), { target: { value: "大米" } });
    await userEvent.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.mutate).toHaveBeenCalledWith("commodityCode.saveCategory", {
      parentId: 1,
      code: "0101",
      name: "大米",
      sort: 0,
    });
  });
});
