import { creditCodeCheckChar } from "@suyuan/contracts/common/credit-code";
import { enterpriseResource } from "@suyuan/contracts/enterprise/enterprise-resource";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ResourceForm } from "../../kit/resource-form.tsx";
import {
  checkResourceForm,
  emptyResourceValues,
  valuesFromItem,
  type ResourceFormValues,
} from "../../kit/resource-form-values.ts";
import { renderWithProviders } from "../../test/render-with-providers.tsx";

// The enterprise pages are the kit's: these check the enterprise definition through the kit's form.

const FIRST17 = "91330106MA2B3C4D5";
const VALID_CODE = `${FIRST17}${creditCodeCheckChar(FIRST17)}`;
const WRONG_CHECK = `${FIRST17}${creditCodeCheckChar(FIRST17) === "0" ? "1" : "0"}`;
const HANGZHOU_XIHU = { provinceCode: "330000", cityCode: "330100", countyCode: "330106" };
const LOGO = "/uploads/abcdefghijklmnop";

function values(overrides: ResourceFormValues = {}): ResourceFormValues {
  return {
    ...emptyResourceValues(enterpriseResource),
    name: "杭州绿源农业有限公司",
    creditCode: VALID_CODE.toLowerCase(),
    type: "production",
    ...HANGZHOU_XIHU,
    ...overrides,
  };
}

function renderForm(initial = emptyResourceValues(enterpriseResource)) {
  const onSubmit = vi.fn<(fields: Record<string, unknown>) => Promise<Record<string, string> | void>>(() =>
    Promise.resolve(),
  );
  renderWithProviders(
    <ResourceForm definition={enterpriseResource} title="新增企业" initial={initial} onSubmit={onSubmit} />,
  );
  return { onSubmit };
}

describe("enterprise form values", () => {
  it("require a name, a valid credit code, a type and a region", () => {
    const result = checkResourceForm(enterpriseResource, {
      ...emptyResourceValues(enterpriseResource),
      creditCode: WRONG_CHECK,
    });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        name: "validation.nameRequired",
        creditCode: "validation.creditCode",
        type: "validation.required",
        provinceCode: "validation.regionRequired",
      },
    });
  });

  it("put an incomplete or mismatched region on the first wrong level", () => {
    const incomplete = checkResourceForm(enterpriseResource, values({ cityCode: null, countyCode: null }));
    expect(incomplete).toMatchObject({ ok: false, errors: { cityCode: "validation.regionIncomplete" } });
    // Ningbo is not a city of Jiangsu.
    const mismatched = checkResourceForm(
      enterpriseResource,
      values({ provinceCode: "320000", cityCode: "330200", countyCode: null }),
    );
    expect(mismatched).toMatchObject({ ok: false, errors: { cityCode: "validation.regionInvalid" } });
  });

  it("send the logo as one url and read it back into the upload field", () => {
    const result = checkResourceForm(enterpriseResource, values({ logo: [LOGO], phone: " 0571-88886666 " }));
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
        logo: LOGO,
        licenceImages: [],
      },
    });
    expect(valuesFromItem(enterpriseResource, { id: 1, logo: LOGO }).logo).toEqual([LOGO]);
    expect(valuesFromItem(enterpriseResource, { id: 1, logo: null }).logo).toEqual([]);
    expect(checkResourceForm(enterpriseResource, values({ logo: [] }))).toMatchObject({
      ok: true,
      data: { logo: null },
    });
  });
});

describe("enterprise form", () => {
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
    renderForm(values({ provinceCode: null, cityCode: null, countyCode: null }));
    const province = screen.getByRole("textbox", { name: /^省份/ });
    await user.click(province);
    await user.type(province, "浙江");
    await user.click(await screen.findByRole("option", { name: "浙江省" }));
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("请选择完整的省市区")).toBeTruthy();
  });

  it("submits valid values, shows the server's field errors, and has no 取消 without a way back", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve({ creditCode: "该统一社会信用代码已登记" }));
    renderWithProviders(
      <ResourceForm definition={enterpriseResource} title="企业信息" initial={values()} onSubmit={onSubmit} />,
    );
    expect(screen.queryByRole("button", { name: "取消" })).toBeNull();
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([{ creditCode: VALID_CODE, ...HANGZHOU_XIHU, type: "production" }]);
    expect(await screen.findByText("该统一社会信用代码已登记")).toBeTruthy();
  });
});
