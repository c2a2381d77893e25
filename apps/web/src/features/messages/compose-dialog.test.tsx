import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { ComposeDialog } from "./message-list-page.tsx";

const server = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock("../../lib/use-trpc.ts", async () => {
  const { fakeTrpc } = await import("../../test/fake-trpc.ts");
  const trpc = fakeTrpc({ "memberGroup.options": [] }, (path, input) => server.mutate(path, input));
  return { useTrpc: () => trpc };
});

function renderDialog(draft: { id?: number; username: string; title: string; content: string }) {
  const onClose = vi.fn();
  renderWithProviders(<ComposeDialog draft={draft} onClose={onClose} />);
  return { onClose };
}

const field = (name: string) => screen.getByTestId(name);

describe("the message compose dialog", () => {
  beforeEach(() => {
    server.mutate.mockReset().mockResolvedValue({ count: 1, id: 3, ok: true });
  });

  it("sends the trimmed title, the text, the username and no group", async () => {
    const { onClose } = renderDialog({ username: "", title: "", content: "" });
    fireEvent.change(field("message-username"), { target: { value: " alice " } });
    fireEvent.change(field("message-title"), { target: { value: " 到货通知 " } });
    fireEvent.change(field("message-content"), { target: { value: "货已到" } });
    await userEvent.click(screen.getByTestId("message-send"));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.mutate).toHaveBeenCalledWith("message.send", {
      msgTitle: "到货通知",
      msgContent: "货已到",
      username: "alice",
      groupId: -1,
    });
  });

  it("saves an edited draft's title and text", async () => {
    const { onClose } = renderDialog({ id: 8, username: "bob", title: "草稿", content: "" });
    fireEvent.change(field("message-title"), { target: { value: "草稿二" } });
    await userEvent.click(screen.getByRole("button", { name: "存为草稿" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.mutate).toHaveBeenCalledWith("message.update", { id: 8, msgTitle: "草稿二", msgContent: "" });
  });

  it("shows the contract's message for a text it refuses and sends nothing", async () => {
    renderDialog({ username: "alice", title: "", content: "" });
    fireEvent.change(field("message-title"), { target: { value: "通知\u0000" } });
    fireEvent.change(field("message-content"), { target: { value: "字".repeat(5001) } });
    await userEvent.click(screen.getByTestId("message-send"));
    expect(await screen.findByText(/包含无法保存的字符/)).toBeTruthy();
    expect(screen.getByText("内容过长")).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
  });
});
