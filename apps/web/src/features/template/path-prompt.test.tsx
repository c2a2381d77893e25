import { ZCreateTemplateDirInput } from "@suyuan/contracts/template/template-files";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { PathPrompt } from "./path-prompt.tsx";

function renderPrompt(onSubmit = vi.fn((_path: string) => Promise.resolve())) {
  const onClose = vi.fn();
  renderWithProviders(
    <PathPrompt
      title="新建文件"
      label="路径"
      hint=""
      initial=""
      rule={ZCreateTemplateDirInput.shape.path}
      submitLabel="确定"
      cancelLabel="取消"
      onSubmit={onSubmit}
      onClose={onClose}
    />,
  );
  return { onSubmit, onClose };
}

describe("PathPrompt", () => {
  it("refuses a path the contract refuses, without sending it", async () => {
    const { onSubmit } = renderPrompt();
    await userEvent.type(screen.getByRole("textbox", { name: "路径" }), "../etc/passwd");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    expect(await screen.findByText(/路径不正确/)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends a good path trimmed and closes", async () => {
    const { onSubmit, onClose } = renderPrompt();
    await userEvent.type(screen.getByRole("textbox", { name: "路径" }), " inc/header.liquid ");
    await userEvent.click(screen.getByRole("button", { name: "确定" }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSubmit).toHaveBeenCalledWith("inc/header.liquid");
  });
});
