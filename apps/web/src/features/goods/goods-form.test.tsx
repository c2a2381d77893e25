import { gtinCheckDigit } from "@suyuan/contracts/common/gtin";
import type { TGoodsFields } from "@suyuan/contracts/goods/goods-resource";
import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { GoodsForm } from "./goods-form.tsx";
import { checkGoodsForm, emptyGoodsValues } from "./goods-form-values.ts";

const GTIN = `690123456789${gtinCheckDigit("690123456789")}`;

function renderForm(initial = emptyGoodsValues()) {
  const onSubmit = vi.fn<(input: TGoodsFields) => Promise<Record<string, string> | void>>(() => Promise.resolve());
  renderWithProviders(
    <GoodsForm
      title="新增商品"
      initial={initial}
      classOptions={[{ value: "3", label: "蔬菜 / 叶菜类" }]}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return { onSubmit };
}

describe("checkGoodsForm", () => {
  it("requires a name and a class, checks the barcode and a started origin", () => {
    const result = checkGoodsForm(emptyGoodsValues({ barcode: "6901234567890", originProvince: "330000" }));
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

  it("converts the values to the contract's input", () => {
    const result = checkGoodsForm(
      emptyGoodsValues({ name: "有机菠菜", classId: "3", barcode: GTIN, shelfLifeDays: 7, description: "当季" }),
    );
    expect(result).toMatchObject({
      ok: true,
      data: { name: "有机菠菜", classId: 3, enterpriseId: null, barcode: GTIN, shelfLifeDays: 7, originProvince: null },
    });
  });
});

describe("GoodsForm", () => {
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
    const { onSubmit } = renderForm(emptyGoodsValues({ name: "有机菠菜", classId: "3" }));
    await user.click(screen.getByRole("button", { name: "保存" }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]).toMatchObject([{ name: "有机菠菜", classId: 3 }]);
  });
});
