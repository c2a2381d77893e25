import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { LoginForm } from "./login-form.tsx";

describe("LoginForm", () => {
  it("asks for the username and password and sends nothing when both are blank", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getByRole("button", { name: "登录" }));
    expect(await screen.findByText("请填写用户名")).toBeTruthy();
    expect(screen.getByText("请填写密码")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("treats a username of spaces as blank", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("用户名"), "   ");
    await userEvent.type(screen.getByLabelText("密码"), "secret{Enter}");
    expect(await screen.findByText("请填写用户名")).toBeTruthy();
    expect(screen.queryByText("请填写密码")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits on Enter, reads 登录中... while busy, and clears the password after a failure", async () => {
    let finish: (outcome: "failed") => void = () => {};
    const onSubmit = vi.fn(() => new Promise<"failed">((resolve) => (finish = resolve)));
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText("用户名"), "admin");
    await userEvent.type(screen.getByLabelText("密码"), "wrong-pass{Enter}");
    expect(onSubmit).toHaveBeenCalledWith({ username: "admin", password: "wrong-pass" });
    expect(await screen.findByRole("button", { name: "登录中..." })).toBeTruthy();
    finish("failed");
    expect(await screen.findByRole("button", { name: "登录" })).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText<HTMLInputElement>("密码").value).toBe(""));
    expect(screen.getByLabelText<HTMLInputElement>("用户名").value).toBe("admin");
  });

  it("shows the English texts when English is chosen", async () => {
    window.localStorage.setItem("localLanguage", "en");
    renderWithProviders(<LoginForm onSubmit={vi.fn()} />);
    await userEvent.click(screen.getByRole("button", { name: "Log in" }));
    expect(await screen.findByText("Please fill in the username")).toBeTruthy();
    expect(screen.getByText("Please fill in the password")).toBeTruthy();
  });
});
