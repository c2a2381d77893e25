import { MultiSelect, Select } from "@mantine/core";
import { userResource } from "@suyuan/contracts/user/user-resource";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ResourceForm, type FieldOverrides, type FieldRenderProps } from "../../kit/resource-form.tsx";
import { checkResourceForm, emptyResourceValues, type ResourceFormValues } from "../../kit/resource-form-values.ts";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { userAddForm } from "./user-pages.tsx";

// The user pages are the kit's; the add page's form is the user definition plus the password
// given twice. Roles, sites, enterprises and departments are server choices: plain selects here.

vi.mock("../../lib/use-me.ts", () => ({ useMe: () => ({ enterpriseId: null, siteId: 1 }) }));

const list = (value: FieldRenderProps["value"]) => (Array.isArray(value) ? value : []);
const multi =
  (data: { value: string; label: string }[]) =>
  ({ label, value, setValue, error }: FieldRenderProps) => (
    <MultiSelect label={label} data={data} value={list(value)} onChange={setValue} error={error} />
  );
const overrides: FieldOverrides = {
  roleIds: multi([
    { value: "1", label: "超级管理员" },
    { value: "2", label: "平台管理员" },
  ]),
  siteIds: multi([{ value: "1", label: "溯源管理平台" }]),
  enterpriseId: ({ label, value, setValue }) => (
    <Select label={label} data={[]} value={typeof value === "string" ? value : null} onChange={setValue} />
  ),
  departmentId: ({ label, value, setValue }) => (
    <Select label={label} data={[]} value={typeof value === "string" ? value : null} onChange={setValue} />
  ),
};

const values = (changes: ResourceFormValues = {}) => ({ ...emptyResourceValues(userAddForm), ...changes });

type Submit = (fields: Record<string, unknown>) => Promise<Record<string, string> | void>;

function renderForm(onSubmit = vi.fn<Submit>(() => Promise.resolve())) {
  renderWithProviders(
    <ResourceForm
      definition={userAddForm}
      title="新增用户"
      initial={values({ siteIds: ["1"] })}
      onSubmit={onSubmit}
      onCancel={() => undefined}
      fieldOverrides={overrides}
    />,
  );
  return { onSubmit };
}

describe("user add form values", () => {
  it("apply the contract's rules and the repeat password, all at once", () => {
    const result = checkResourceForm(
      userAddForm,
      values({ username: "ab", password: "short", password2: "other", mobile: "123", email: "x@" }),
    );
    expect(result).toMatchObject({
      ok: false,
      errors: {
        username: "validation.usernameFormat",
        password: "validation.passwordRule",
        password2: "validation.passwordMismatch",
        mobile: "validation.mobileInvalid",
        email: "validation.email",
        roleIds: "validation.atLeastOneRole",
        siteIds: "validation.atLeastOneSite",
      },
    });
  });

  it("convert select values to the create input", () => {
    const result = checkResourceForm(
      userAddForm,
      values({
        username: "field.op",
        password: "Field-pass1!",
        password2: "Field-pass1!",
        roleIds: ["2"],
        siteIds: ["1"],
        enterpriseId: "7",
      }),
    );
    expect(result).toMatchObject({
      ok: true,
      data: {
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
    });
  });

  it("need no password on edit (the user definition itself; the username is the shown one)", () => {
    const result = checkResourceForm(userResource, {
      ...emptyResourceValues(userResource),
      username: "field.op",
      roleIds: ["1"],
      siteIds: ["1"],
    });
    expect(result.ok).toBe(true);
  });
});

describe("user add form", () => {
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
    const onSubmit = vi.fn<Submit>(() => Promise.resolve({ username: "用户名已存在" }));
    renderForm(onSubmit);
    await user.type(screen.getByLabelText(/^用户名/), "field.op");
    await user.type(screen.getByLabelText(/^密码/), "Field-pass1!");
    await user.type(screen.getByLabelText(/^确认密码/), "Field-pass1!");
    await user.click(screen.getByRole("textbox", { name: /^角色/ }));
    await user.click(await screen.findByRole("option", { name: "平台管理员" }));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([
      { username: "field.op", password: "Field-pass1!", roleIds: [2], siteIds: [1] },
    ]);
    expect(await screen.findByText("用户名已存在")).toBeTruthy();
  });
});
