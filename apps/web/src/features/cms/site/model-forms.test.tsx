import type { TModelFieldItem } from "@suyuan/contracts/cms/model-operations";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../test/render-with-providers.tsx";
import { ItemForm } from "./model-items-page.tsx";
import { ModelForm } from "./model-list-page.tsx";

const server = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock("../../../lib/use-trpc.ts", async () => {
  const { fakeTrpc } = await import("../../../test/fake-trpc.ts");
  const trpc = fakeTrpc({}, (path, input) => server.mutate(path, input));
  return { useTrpc: () => trpc };
});

const input = (name: RegExp) => screen.getByRole("textbox", { name });
const save = () => userEvent.click(screen.getByRole("button", { name: "保存" }));

describe("the model form", () => {
  beforeEach(() => {
    server.mutate.mockReset().mockResolvedValue({ id: 4 });
  });

  it("shows the contract's messages and sends nothing without a name and a path", async () => {
    renderWithProviders(<ModelForm model={null} onCancel={() => undefined} onSaved={() => undefined} />);
    fireEvent.change(input(/路径/), { target: { value: "1news" } });
    await save();
    expect(await screen.findByText("请填写模型名称")).toBeTruthy();
    expect(screen.getByText(/模型路径为1-50位字母/)).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
  });

  it("sends a new content model with its defaults", async () => {
    const onSaved = vi.fn();
    renderWithProviders(<ModelForm model={null} onCancel={() => undefined} onSaved={onSaved} />);
    fireEvent.change(input(/模型名称/), { target: { value: "新闻" } });
    fireEvent.change(input(/路径/), { target: { value: "news" } });
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.mutate).toHaveBeenCalledWith("cmsModel.create", {
      name: "新闻",
      kind: "content",
      path: "news",
      tplPrefix: null,
      priority: 10,
      isDefault: false,
      disabled: false,
    });
  });
});

const choiceItem: TModelFieldItem = {
  id: 12,
  modelId: 3,
  field: "color",
  label: "颜色",
  type: "select",
  dataType: 6,
  isCustom: true,
  custom: true,
  required: false,
  defValue: null,
  options: [],
  optValue: [],
  help: null,
  priority: 10,
  display: true,
  shownInList: false,
  width: null,
  rows: null,
};

describe("the model field form", () => {
  beforeEach(() => {
    server.mutate.mockReset().mockResolvedValue({ id: 12 });
  });

  it("asks a choice field for its options before sending", async () => {
    renderWithProviders(
      <ItemForm modelId={3} item={choiceItem} onCancel={() => undefined} onSaved={() => undefined} />,
    );
    await save();
    expect(await screen.findByText("下拉列表、单选框和复选框至少填写一个选项")).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
  });

  it("sends the edited field with its options a line each", async () => {
    const onSaved = vi.fn();
    renderWithProviders(<ItemForm modelId={3} item={choiceItem} onCancel={() => undefined} onSaved={onSaved} />);
    fireEvent.change(input(/选项/), { target: { value: "红\n绿" } });
    await save();
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(server.mutate).toHaveBeenCalledWith("cmsModel.updateItem", {
      id: 12,
      field: "color",
      label: "颜色",
      dataType: "select",
      required: false,
      defValue: null,
      options: ["红", "绿"],
      help: null,
      priority: 10,
      display: true,
      shownInList: false,
    });
  });

  it("names a new field's model and refuses a field name the contract refuses", async () => {
    renderWithProviders(<ItemForm modelId={3} item={null} onCancel={() => undefined} onSaved={() => undefined} />);
    fireEvent.change(input(/字段名/), { target: { value: "2nd" } });
    fireEvent.change(input(/显示名称/), { target: { value: "第二" } });
    await save();
    expect(await screen.findByText(/字段名为1-50位字母/)).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
    fireEvent.change(input(/字段名/), { target: { value: "second" } });
    await save();
    await waitFor(() =>
      expect(server.mutate).toHaveBeenCalledWith(
        "cmsModel.createItem",
        expect.objectContaining({ field: "second", modelId: 3 }),
      ),
    );
  });
});
