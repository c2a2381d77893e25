import type * as Router from "@tanstack/react-router";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { ContentForm, initialValues } from "./content-form-page.tsx";

const server = vi.hoisted(() => ({ mutate: vi.fn(), navigate: vi.fn() }));
vi.mock("../../lib/use-trpc.ts", async () => {
  const { fakeTrpc } = await import("../../test/fake-trpc.ts");
  const answers = {
    "channel.all": [{ id: 3, name: "新闻动态", child: [] }],
    "channel.get": { id: 3, selfModels: [] },
    "contentType.options": [],
    "cmsModel.items": [],
  };
  const trpc = fakeTrpc(answers, (path, input) => server.mutate(path, input));
  return { useTrpc: () => trpc };
});
vi.mock("@tanstack/react-router", async (importOriginal) => ({
  ...(await importOriginal<typeof Router>()),
  useNavigate: () => server.navigate,
}));

const title = () => screen.getByTestId("content-title");

/** What the form sends for a new item with only its channel and title (the other fields as left). */
const sent = (changes: Record<string, unknown>) => ({
  channelId: 3,
  modelId: null,
  typeId: null,
  title: "春耕",
  shortTitle: null,
  author: null,
  origin: null,
  originUrl: null,
  description: null,
  tags: [],
  txt: null,
  titleImg: null,
  typeImg: null,
  contentImg: null,
  pictures: [],
  attachments: [],
  releaseDate: null,
  topLevel: 0,
  topLevelExpiry: null,
  recommendLevel: 0,
  attrs: {},
  draft: false,
  ...changes,
});

describe("the content form", () => {
  beforeEach(() => {
    server.mutate.mockReset().mockResolvedValue({ id: 11, status: 1, url: "/news/11.html" });
    server.navigate.mockReset();
  });

  it("asks for a channel and a title before sending", async () => {
    renderWithProviders(<ContentForm initial={initialValues(undefined)} />);
    await userEvent.click(screen.getByTestId("content-save-submit"));
    expect(await screen.findByText("请选择一个栏目")).toBeTruthy();
    expect(screen.getByText("请填写标题")).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
  });

  it("shows the contract's message for a source address it refuses", async () => {
    renderWithProviders(<ContentForm initial={initialValues(3)} />);
    fireEvent.change(title(), { target: { value: "春耕" } });
    fireEvent.change(screen.getByRole("textbox", { name: "来源网址" }), { target: { value: "ftp://example.com" } });
    await userEvent.click(screen.getByTestId("content-save-submit"));
    expect(await screen.findByText("请填写以 http:// 或 https:// 开头的网址")).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
  });

  it("sends a new item for review, and a draft, as the form holds it", async () => {
    renderWithProviders(<ContentForm initial={initialValues(3)} />);
    fireEvent.change(title(), { target: { value: "春耕" } });
    await userEvent.click(screen.getByTestId("content-save-submit"));
    await waitFor(() => expect(server.navigate).toHaveBeenCalledWith({ to: "/content/view", search: { id: 11 } }));
    expect(server.mutate).toHaveBeenCalledWith("content.create", sent({}));
    await userEvent.click(screen.getByTestId("content-save-draft"));
    await waitFor(() => expect(server.mutate).toHaveBeenCalledTimes(2));
    expect(server.mutate).toHaveBeenLastCalledWith("content.create", sent({ draft: true }));
  });

  it("sends an edited item with its id", async () => {
    const initial = { ...initialValues(3), title: "旧标题", author: "  张三 " };
    renderWithProviders(<ContentForm id={7} initial={initial} />);
    fireEvent.change(title(), { target: { value: "春耕" } });
    await userEvent.click(screen.getByTestId("content-save-submit"));
    await waitFor(() =>
      expect(server.mutate).toHaveBeenCalledWith("content.update", { id: 7, data: sent({ author: "张三" }) }),
    );
  });
});
