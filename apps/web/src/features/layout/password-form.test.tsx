import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { PasswordForm } from "./password-form.tsx";

function fields() {
  return {
    orig: screen.getByLabelText("旧密码"),
    next: screen.getByLabelText("新密码"),
    repeat: screen.getByLabelText("确认新密码"),
    submit: screen.getByRole("button", { name: "确认修改" }),
  };
}

describe("PasswordForm", () => {
  it("requires every field with the spec's messages", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<PasswordForm onCheckOrig={vi.fn()} onSubmit={onSubmit} />);
    await userEvent.click(fields().submit);
    expect(await screen.findByText("请输入旧密码")).toBeTruthy();
    expect(screen.getByText("请输入密码")).toBeTruthy();
    expect(screen.getByText("请再次输入密码")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("asks the server about the old password when leaving the field", async () => {
    const onCheckOrig = vi.fn(() => Promise.resolve(false));
    renderWithProviders(<PasswordForm onCheckOrig={onCheckOrig} onSubmit={vi.fn()} />);
    await userEvent.type(fields().orig, "not-it");
    await userEvent.tab();
    expect(onCheckOrig).toHaveBeenCalledWith("not-it");
    expect(await screen.findByText("原密码输入不正确")).toBeTruthy();
  });

  it("applies the password rule and says 两次输入密码不一致! on a mismatch", async () => {
    renderWithProviders(<PasswordForm onCheckOrig={vi.fn(() => Promise.resolve(true))} onSubmit={vi.fn()} />);
    const { next, repeat } = fields();
    await userEvent.type(next, "weakpass");
    await userEvent.tab();
    expect(await screen.findByText("密码至少8位、包含字母、数字、特殊字符")).toBeTruthy();
    await userEvent.clear(next);
    await userEvent.type(next, "Strong-pass1");
    await userEvent.type(repeat, "Strong-pass2");
    await userEvent.tab();
    expect(await screen.findByText("两次输入密码不一致!")).toBeTruthy();
  });

  it("does not submit while the old password is wrong, and submits once it is right", async () => {
    const onCheckOrig = vi.fn((value: string) => Promise.resolve(value === "Old-pass1!"));
    const onSubmit = vi.fn(() => Promise.resolve("ok" as const));
    renderWithProviders(<PasswordForm onCheckOrig={onCheckOrig} onSubmit={onSubmit} />);
    const { orig, next, repeat } = fields();
    await userEvent.type(orig, "Wrong-pass1!");
    await userEvent.type(next, "New-pass1!");
    await userEvent.type(repeat, "New-pass1!{Enter}");
    expect(await screen.findByText("原密码输入不正确")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(orig);
    await userEvent.type(orig, "Old-pass1!");
    await userEvent.click(fields().submit);
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ origPwd: "Old-pass1!", newPwd: "New-pass1!", newPwd2: "New-pass1!" }),
    );
  });
});
