import { Select } from "@mantine/core";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { UserForm, type UserFormProps } from "./user-form.tsx";
import { checkUserForm, emptyUserValues, type UserFormOutput } from "./user-form-values.ts";

function renderForm(overrides: Partial<UserFormProps> = {}) {
  const onSubmit = vi.fn<(output: UserFormOutput) => Promise<Record<string, string> | void>>(() => Promise.resolve());
  renderWithProviders(
    <UserForm
      mode="add"
      initial={emptyUserValues({ siteIds: ["1"] })}
      roleOptions={[
        { value: "1", label: "超级管理员" },
        { value: "2", label: "平台管理员" },
      ]}
      siteOptions={[{ value: "1", label: "溯源管理平台" }]}
      renderEnterprise={(field) => <Select label="所属企业" data={[]} value={field.value} onChange={field.onChange} />}
      onSubmit={onSubmit}
      onCancel={() => undefined}
      {...overrides}
    />,
  );
  return { onSubmit };
}

describe("checkUserForm", () => {
  it("applies the contract's rules and the repeat password", () => {
    const result = checkUserForm("add")(
      emptyUserValues({ username: "ab", password: "short", password2: "other", mobile: "123", email: "x@" }),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      username: "validation.usernameFormat",
      password: "validation.passwordRule",
      password2: "validation.passwordMismatch",
      mobile: "validation.mobileInvalid",
      email: "validation.email",
      roleIds: "validation.atLeastOneRole",
      siteIds: "validation.atLeastOneSite",
    });
  });

  it("converts select values to the contract's input", () => {
    const result = checkUserForm("add")(
      emptyUserValues({
        username: "field.op",
        password: "Field-pass1!",
        password2: "Field-pass1!",
        roleIds: ["2"],
        siteIds: ["1"],
        enterpriseId: "7",
      }),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        mode: "add",
        input: {
          username: "field.op",
          password: "Field-pass1!",
          realName: null,
          mobile: null,
          email: null,
          roleIds: [2],
          siteIds: [1],
          enterpriseId: 7,
          enabled: true,
        },
      },
    });
  });

  it("edit mode ignores username and password", () => {
    const result = checkUserForm("edit")(emptyUserValues({ roleIds: ["1"], siteIds: ["1"] }));
    expect(result.ok).toBe(true);
  });
});

describe("UserForm", () => {
  it("shows translated messages per field and sends nothing when invalid", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("用户名为3-32位字母、数字或 _ . @ -")).toBeTruthy();
    expect(screen.getByText("请输入密码")).toBeTruthy();
    expect(screen.getByText("请再次输入密码")).toBeTruthy();
    expect(screen.getByText("请至少选择一个角色")).toBeTruthy();
    expect(screen.queryByText("请至少选择一个站点")).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks the strong-password rule and the repeat as the user leaves the field", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/^密码/), "abcdefgh");
    await user.tab();
    expect(await screen.findByText("密码至少8位、包含字母、数字、特殊字符")).toBeTruthy();
    await user.type(screen.getByLabelText(/^确认密码/), "abcdefgX");
    await user.tab();
    expect(await screen.findByText("两次输入密码不一致")).toBeTruthy();
  });

  it("submits valid values and shows the server's field errors", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve({ username: "用户名已存在" }));
    renderForm({ onSubmit });
    await user.type(screen.getByLabelText(/^用户名/), "field.op");
    await user.type(screen.getByLabelText(/^密码/), "Field-pass1!");
    await user.type(screen.getByLabelText(/^确认密码/), "Field-pass1!");
    await user.click(screen.getByRole("textbox", { name: /^角色/ }));
    await user.click(await screen.findByRole("option", { name: "平台管理员" }));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([
      { mode: "add", input: { username: "field.op", roleIds: [2], siteIds: [1] } },
    ]);
    expect(await screen.findByText("用户名已存在")).toBeTruthy();
  });
});
