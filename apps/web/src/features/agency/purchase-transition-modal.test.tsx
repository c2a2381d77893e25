import type { TPurchaseOrder } from "@suyuan/contracts/work-platform/purchase-order-resource";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { TransitionModal } from "./purchase-order-status-panel.tsx";

const server = vi.hoisted(() => ({ mutate: vi.fn() }));
vi.mock("../../lib/use-trpc.ts", async () => {
  const { fakeTrpc } = await import("../../test/fake-trpc.ts");
  const { QueryClient } = await import("@tanstack/react-query");
  const trpc = fakeTrpc({}, (path, input) => server.mutate(path, input));
  const queryClient = new QueryClient();
  return { useTrpc: () => trpc, useAppQueryClient: () => queryClient };
});

const order = { id: 5, status: "purchasing" } as TPurchaseOrder;

function renderModal(to: "arrived" | "cancelled") {
  const onClose = vi.fn();
  renderWithProviders(<TransitionModal order={order} to={to} onClose={onClose} />);
  return { onClose };
}

describe("a purchase order's status change", () => {
  beforeEach(() => {
    server.mutate.mockReset().mockResolvedValue({ status: "arrived", eventId: 1 });
  });

  it("asks for the actual amount at arrival before sending", async () => {
    renderModal("arrived");
    await userEvent.click(screen.getByRole("button", { name: "确认" }));
    expect(await screen.findByText("登记到货时请填写实际金额")).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
  });

  it("sends the order, the status it was read in, the target, the amount and the note", async () => {
    const { onClose } = renderModal("arrived");
    fireEvent.change(screen.getByRole("textbox", { name: /实际金额/ }), { target: { value: "120.5" } });
    fireEvent.change(screen.getByRole("textbox", { name: "备注" }), { target: { value: "已到仓" } });
    await userEvent.click(screen.getByRole("button", { name: "确认" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.mutate).toHaveBeenCalledWith("purchaseOrder.transition", {
      id: 5,
      from: "purchasing",
      to: "arrived",
      actualAmount: 120.5,
      note: "已到仓",
    });
  });

  it("refuses a note longer than the contract allows before sending", async () => {
    renderModal("cancelled");
    fireEvent.change(screen.getByRole("textbox", { name: "备注" }), { target: { value: "备".repeat(501) } });
    await userEvent.click(screen.getByRole("button", { name: "确认" }));
    expect(await screen.findByText("内容过长")).toBeTruthy();
    expect(server.mutate).not.toHaveBeenCalled();
  });

  it("cancels without an amount and shows the server's refusal", async () => {
    server.mutate.mockRejectedValue(new Error("订单状态已变化，请刷新后重试"));
    const { onClose } = renderModal("cancelled");
    await userEvent.click(screen.getByRole("button", { name: "确认" }));
    await waitFor(() =>
      expect(server.mutate).toHaveBeenCalledWith("purchaseOrder.transition", {
        id: 5,
        from: "purchasing",
        to: "cancelled",
        actualAmount: null,
        note: "",
      }),
    );
    expect(await screen.findByText("订单状态已变化，请刷新后重试")).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
