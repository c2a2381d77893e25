import { creditCodeCheckChar } from "@suyuan/contracts/common/credit-code";
import type { TEnterpriseFields } from "@suyuan/contracts/enterprise/enterprise-resource";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { EnterpriseForm } from "./enterprise-form.tsx";
import { checkEnterpriseForm, emptyEnterpriseValues, type EnterpriseFormValues } from "./enterprise-form-values.ts";

const FIRST17 = "91330106MA2B3C4D5";
const VALID_CODE = `${FIRST17}${creditCodeCheckChar(FIRST17)}`;
const WRONG_CHECK = `${FIRST17}${creditCodeCheckChar(FIRST17) === "0" ? "1" : "0"}`;

const HANGZHOU_XIHU = { provinceCode: "330000", cityCode: "330100", countyCode: "330106" };

function validValues(overrides: Partial<EnterpriseFormValues> = {}): EnterpriseFormValues {
  return emptyEnterpriseValues({
    name: "杭州绿源农业有限公司",
    creditCode: VALID_CODE.toLowerCase(),
    type: "production",
    ...HANGZHOU_XIHU,
    ...overrides,
  });
}

function renderForm(initial = emptyEnterpriseValues()) {
  const onSubmit = vi.fn<(input: TEnterpriseFields) => Promise<Record<string, string> | void>>(() => Promise.resolve());
  renderWithProviders(<EnterpriseForm title="新增企业" initial={initial} onSubmit={onSubmit} />);
  return { onSubmit };
}

describe("checkEnterpriseForm", () => {
  it("requires a name, a valid credit code, a type and a region", () => {
    const result = checkEnterpriseForm(emptyEnterpriseValues({ creditCode: WRONG_CHECK }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      name: "validation.nameRequired",
      creditCode: "validation.creditCode",
      type: "validation.required",
      provinceCode: "validation.regionRequired",
    });
  });

  it("puts an incomplete or mismatched region on the first wrong level", () => {
    const incomplete = checkEnterpriseForm(validValues({ cityCode: null, countyCode: null }));
    expect(incomplete).toMatchObject({ ok: false, errors: { cityCode: "validation.regionIncomplete" } });
    // Ningbo is not a city of Jiangsu.
    const mismatched = checkEnterpriseForm(
      validValues({ provinceCode: "320000", cityCode: "330200", countyCode: null }),
    );
    expect(mismatched).toMatchObject({ ok: false, errors: { cityCode: "validation.regionInvalid" } });
  });

  it("converts the values to the contract's input", () => {
    const result = checkEnterpriseForm(validValues({ logo: ["/uploads/abcdefghijklmnop"], phone: " 0571-88886666 " }));
    expect(result).toEqual({
      ok: true,
      data: {
        name: "杭州绿源农业有限公司",
        creditCode: VALID_CODE,
        legalPerson: null,
        contactPerson: null,
        phone: "0571-88886666",
        ...HANGZHOU_XIHU,
        address: null,
        type: "production",
        businessScope: null,
        logo: "/uploads/abcdefghijklmnop",
        licenceImages: [],
      },
    });
  });
});

describe("EnterpriseForm", () => {
  it("shows the translated message under each field and sends nothing when invalid", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("请填写名称")).toBeTruthy();
    expect(screen.getByText("请填写正确的18位统一社会信用代码")).toBeTruthy();
    expect(screen.getByText("请选择所在地区")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("checks the credit code as the user leaves the field", async () => {
    const user = userEvent.setup();
    renderForm();
    const code = screen.getByLabelText(/^统一社会信用代码/);
    await user.click(code);
    await user.paste(WRONG_CHECK);
    await user.tab();
    expect(await screen.findByText("请填写正确的18位统一社会信用代码")).toBeTruthy();
    await user.clear(code);
    await user.paste(VALID_CODE);
    await waitFor(() => expect(screen.queryByText("请填写正确的18位统一社会信用代码")).toBeNull());
  });

  it("asks for the rest of the region once a province is chosen", async () => {
    const user = userEvent.setup();
    renderForm(validValues({ provinceCode: null, cityCode: null, countyCode: null }));
    const province = screen.getByRole("textbox", { name: /^省份/ });
    await user.click(province);
    await user.type(province, "浙江");
    await user.click(await screen.findByRole("option", { name: "浙江省" }));
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("请选择完整的省市区")).toBeTruthy();
  });

  it("submits valid values and shows the server's field errors", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve({ creditCode: "该统一社会信用代码已登记" }));
    renderWithProviders(<EnterpriseForm title="新增企业" initial={validValues()} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([{ creditCode: VALID_CODE, ...HANGZHOU_XIHU, type: "production" }]);
    expect(await screen.findByText("该统一社会信用代码已登记")).toBeTruthy();
  });
});
