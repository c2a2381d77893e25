import { ModalsProvider } from "@mantine/modals";
import { CONTENT_KEYS } from "@suyuan/contracts/content/content-keys";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { PermsProvider } from "../permissions/perms-context.tsx";
import { renderWithProviders } from "../test/render-with-providers.tsx";
import { ConfirmButton } from "./confirm-button.tsx";

function renderButton(selected: number, onConfirm: () => void) {
  renderWithProviders(
    <PermsProvider perms="*">
      <ModalsProvider>
        <ConfirmButton
          perm={CONTENT_KEYS.purge}
          message="彻底删除 2 条？"
          danger
          onConfirm={onConfirm}
          selected={selected}
          testId="purge"
        >
          彻底删除
        </ConfirmButton>
      </ModalsProvider>
    </PermsProvider>,
  );
}

describe("confirm button", () => {
  it("runs only after the confirmation", async () => {
    const onConfirm = vi.fn();
    renderButton(2, onConfirm);
    await userEvent.click(screen.getByTestId("purge"));
    expect(await screen.findByText("彻底删除 2 条？")).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("stays disabled while no row is selected", () => {
    renderButton(0, vi.fn());
    expect(screen.getByTestId<HTMLButtonElement>("purge").disabled).toBe(true);
  });
});
