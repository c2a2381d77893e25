import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { PermsProvider } from "../../permissions/perms-context.tsx";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { ContentBatchActions } from "./content-actions.tsx";

const server = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock("../../lib/use-trpc.ts", async () => {
  const { fakeTrpc } = await import("../../test/fake-trpc.ts");
  const trpc = fakeTrpc({ "channel.all": [{ id: 12, name: "新闻动态", child: [] }] }, (path, input) =>
    server.mutate(path, input),
  );
  return { useTrpc: () => trpc };
});

function renderActions() {
  const onDone = vi.fn();
  renderWithProviders(
    <PermsProvider perms="*">
      <ContentBatchActions ids={[4, 5]} status={undefined} onDone={onDone} only={["reject", "priority", "move"]} />
    </PermsProvider>,
  );
  return { onDone };
}

describe("the content batch-action dialog", () => {
  beforeEach(() => {
    server.mutate.mockReset().mockResolvedValue({ count: 2 });
  });

  it("returns the items with the trimmed opinion", async () => {
    const { onDone } = renderActions();
    await userEvent.click(screen.getByTestId("content-action-reject"));
    fireEvent.change(screen.getByTestId("content-action-opinion"), { target: { value: " 配图有误 " } });
    await userEvent.click(screen.getByTestId("content-action-confirm"));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.mutate).toHaveBeenCalledWith("content.reject", { ids: [4, 5], opinion: "配图有误", oneStep: false });
  });

  it("puts the items on top at the level shown, without an expiry", async () => {
    const { onDone } = renderActions();
    await userEvent.click(screen.getByTestId("content-action-priority"));
    await userEvent.click(screen.getByTestId("content-action-confirm"));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.mutate).toHaveBeenCalledWith("content.prioritize", { ids: [4, 5], topLevel: 1, expiresAt: null });
  });

  it("moves the items to the chosen channel", async () => {
    const { onDone } = renderActions();
    await userEvent.click(screen.getByTestId("content-action-move"));
    await userEvent.click(await screen.findByRole("textbox", { name: "目标栏目" }));
    await userEvent.click(await screen.findByRole("option", { name: "新闻动态" }));
    await userEvent.click(screen.getByTestId("content-action-confirm"));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.mutate).toHaveBeenCalledWith("content.move", { ids: [4, 5], channelId: 12 });
  });

  it("shows the contract's message for an opinion it refuses and sends nothing", async () => {
    renderActions();
    await userEvent.click(screen.getByTestId("content-action-reject"));
    fireEvent.change(screen.getByTestId("content-action-opinion"), { target: { value: "退回\u0000" } });
    await userEvent.click(screen.getByTestId("content-action-confirm"));
    expect(await screen.findByText(/包含无法保存的字符/)).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
  });
});
