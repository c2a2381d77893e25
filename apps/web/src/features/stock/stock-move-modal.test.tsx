import { TRPCClientError } from "@trpc/client";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { balanceAfter, StockMoveModal } from "./stock-move-modal.tsx";

function renderModal(move = vi.fn(() => Promise.resolve({ movementId: 1, balance: 12 }))) {
  const onMoved = vi.fn();
  const onClose = vi.fn();
  renderWithProviders(
    <StockMoveModal opened onClose={onClose} stockId={7} current={10} unit="箱" move={move} onMoved={onMoved} />,
  );
  return { move, onMoved, onClose };
}

const quantityInput = () => screen.getByRole("textbox", { name: /数量/ });

describe("balanceAfter", () => {
  it("adds in, takes out, applies a signed adjustment", () => {
    expect(balanceAfter(10, "in", 2.5)).toBe(12.5);
    expect(balanceAfter(10, "out", 3)).toBe(7);
    expect(balanceAfter(10, "adjust", -0.001)).toBe(9.999);
  });
});

describe("StockMoveModal", () => {
  it("refuses an out move below zero before calling the server", async () => {
    const { move } = renderModal();
    await userEvent.click(screen.getByText("出库"));
    fireEvent.change(quantityInput(), { target: { value: "11" } });
    expect((await screen.findByRole("alert")).textContent).toContain("库存不足");
    expect(screen.getByRole("button", { name: "确认" })).toHaveProperty("disabled", true);
    expect(move).not.toHaveBeenCalled();
  });

  it("sends kind, quantity and reason and reports the new balance", async () => {
    const { move, onMoved, onClose } = renderModal();
    fireEvent.change(quantityInput(), { target: { value: "2" } });
    await userEvent.type(screen.getByRole("textbox", { name: "原因" }), "到货");
    await userEvent.click(screen.getByRole("button", { name: "确认" }));
    await waitFor(() => expect(move).toHaveBeenCalledWith({ stockId: 7, kind: "in", quantity: 2, reason: "到货" }));
    expect(onMoved).toHaveBeenCalledWith(12);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's refusal and stays open", async () => {
    const refusal = new TRPCClientError("库存不足：出库后数量不能小于 0", {
      result: { error: { data: { appCode: "RULE_VIOLATION", legacyCode: "304" } } } as never,
    });
    Object.defineProperty(refusal, "data", { value: { appCode: "RULE_VIOLATION", legacyCode: "304" } });
    const move = vi.fn(() => Promise.reject(refusal));
    const { onClose } = renderModal(move);
    await userEvent.click(screen.getByText("出库"));
    fireEvent.change(quantityInput(), { target: { value: "5" } });
    await userEvent.click(screen.getByRole("button", { name: "确认" }));
    expect((await screen.findByRole("alert")).textContent).toContain("库存不足");
    expect(onClose).not.toHaveBeenCalled();
  });

  it("asks for a quantity", async () => {
    const { move } = renderModal();
    await userEvent.click(screen.getByRole("button", { name: "确认" }));
    expect(move).not.toHaveBeenCalled();
  });
});
