import { TextInput } from "@mantine/core";
import { gtinCheckDigit } from "@suyuan/contracts/common/gtin";
import { goodsResource } from "@suyuan/contracts/goods/goods-resource";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ResourceForm, type FieldOverrides, type FieldRenderProps } from "../../kit/resource-form.tsx";
import { checkResourceForm, emptyResourceValues, type ResourceFormValues } from "../../kit/resource-form-values.ts";
import { renderWithProviders } from "../../test/render-with-providers.tsx";

// The goods pages are the kit's: these check the goods definition through the kit's form. The
// class and enterprise choices ask the server; here they are plain inputs (the form's overrides).

const GTIN = `690123456789${gtinCheckDigit("690123456789")}`;

const plain = ({ label, value, setValue, error, required }: FieldRenderProps) => (
  <TextInput
    label={label}
    withAsterisk={required}
    value={typeof value === "string" ? value : ""}
    onChange={(event) => setValue(event.currentTarget.value || null)}
    error={error}
  />
);
const overrides: FieldOverrides = { classId: plain, enterpriseId: plain };

// Staff (no enterprise of their own) see the enterprise choice.
vi.mock("../../lib/use-me.ts", () => ({ useMe: () => ({ enterpriseId: null }) }));

const values = (changes: ResourceFormValues = {}) => ({ ...emptyResourceValues(goodsResource), ...changes });

function renderForm(initial = values()) {
  const onSubmit = vi.fn<(fields: Record<string, unknown>) => Promise<Record<string, string> | void>>(() =>
    Promise.resolve(),
  );
  renderWithProviders(
    <ResourceForm
      definition={goodsResource}
      title="新增商品"
      initial={initial}
      onSubmit={onSubmit}
      onCancel={() => undefined}
      fieldOverrides={overrides}
    />,
  );
  return { onSubmit };
}

describe("goods form values", () => {
  it("require a name and a class, check the barcode and a started origin", () => {
    const result = checkResourceForm(goodsResource, values({ barcode: "6901234567890", originProvince: "330000" }));
    expect(result).toMatchObject({
      ok: false,
      errors: {
        name: "validation.nameRequired",
        classId: "validation.required",
        barcode: "validation.gtin",
        originCity: "validation.regionIncomplete",
      },
    });
  });

  it("convert the values to the contract's input", () => {
    const result = checkResourceForm(
      goodsResource,
      values({ name: "有机菠菜", classId: "3", barcode: GTIN, shelfLifeDays: "7", description: "<p>当季</p>" }),
    );
    expect(result).toMatchObject({
      ok: true,
      data: { name: "有机菠菜", classId: 3, enterpriseId: null, barcode: GTIN, shelfLifeDays: 7, originProvince: null },
    });
  });
});

describe("goods form", () => {
  it("shows the messages and sends nothing when invalid", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm();
    await user.click(screen.getByLabelText(/^商品条码/));
    await user.paste("6901234567890");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("请填写名称")).toBeTruthy();
    expect(screen.getByText("此项为必填项")).toBeTruthy();
    expect(screen.getByText("条形码无效（应为8、12、13或14位且校验位正确）")).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("submits valid values", async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderForm(values({ name: "有机菠菜", classId: "3" }));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([{ name: "有机菠菜", classId: 3 }]);
  });
});
