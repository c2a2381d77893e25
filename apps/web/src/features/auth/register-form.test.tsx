import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { RegisterForm } from "./register-form.tsx";

function fields() {
  return {
    username: screen.getByLabelText("手机号"),
    password: screen.getByLabelText("密码"),
    password2: screen.getByLabelText("确认密码"),
    submit: screen.getByRole("button", { name: "注册" }),
  };
}

describe("RegisterForm", () => {
  it("shows the spec's message for each blank field and sends nothing", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<RegisterForm onSubmit={onSubmit} />);
    await userEvent.click(fields().submit);
    expect(await screen.findByText("请填写正确的手机号")).toBeTruthy();
    expect(screen.getByText("请输入密码")).toBeTruthy();
    expect(screen.getByText("请再次输入密码")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it.each(["1380013800", "23800138000", "1380013800a", "12345"])("rejects %s as a mobile number", async (mobile) => {
    const onSubmit = vi.fn();
    renderWithProviders(<RegisterForm onSubmit={onSubmit} />);
    await userEvent.type(fields().username, mobile);
    await userEvent.tab();
    expect(await screen.findByText("请填写正确的手机号")).toBeTruthy();
  });

  it.each(["short1!", "onlyletters!!", "12345678!", "abcd12345", `a1!${"x".repeat(28)}`])(
    "rejects the weak password %s with the password rule",
    async (password) => {
      renderWithProviders(<RegisterForm onSubmit={vi.fn()} />);
      await userEvent.type(fields().password, password);
      await userEvent.tab();
      expect(await screen.findByText("密码至少8位、包含字母、数字、特殊字符")).toBeTruthy();
    },
  );

  it("says the two passwords differ", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<RegisterForm onSubmit={onSubmit} />);
    const { username, password, password2 } = fields();
    await userEvent.type(username, "13800138000");
    await userEvent.type(password, "Good-pass1");
    await userEvent.type(password2, "Good-pass2{Enter}");
    expect(await screen.findByText("两次输入密码不一致")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits valid input on Enter and shows per-field server messages", async () => {
    const onSubmit = vi.fn(() =>
      Promise.resolve({ ok: false as const, fieldErrors: { username: "用户名已存在，请联系管理员" } }),
    );
    renderWithProviders(<RegisterForm onSubmit={onSubmit} />);
    const { username, password, password2 } = fields();
    await userEvent.type(username, "13800138000");
    await userEvent.type(password, "Good-pass1");
    await userEvent.type(password2, "Good-pass1{Enter}");
    expect(onSubmit).toHaveBeenCalledWith({ username: "13800138000", password: "Good-pass1", password2: "Good-pass1" });
    expect(await screen.findByText("用户名已存在，请联系管理员")).toBeTruthy();
  });
});
