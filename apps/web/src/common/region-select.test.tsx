import type { RegionSelectValue } from "@suyuan/ui/region-select";
import { RegionSelect } from "@suyuan/ui/region-select";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render-with-providers.tsx";

// The shared province → city → county selector (packages/ui) over the real embedded region list.

const EMPTY: RegionSelectValue = { provinceCode: null, cityCode: null, countyCode: null };
const LABELS = { province: "省份", city: "城市", county: "区县", placeholder: "请选择", nothingFound: "无匹配项" };

function Harness({ initial, onChange }: { initial: RegionSelectValue; onChange: (value: RegionSelectValue) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RegionSelect
      value={value}
      labels={LABELS}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderSelect(initial: RegionSelectValue = EMPTY) {
  const onChange = vi.fn<(value: RegionSelectValue) => void>();
  renderWithProviders(<Harness initial={initial} onChange={onChange} />);
  const input = (name: string) => screen.getByRole<HTMLInputElement>("textbox", { name });
  return { onChange, province: () => input("省份"), city: () => input("城市"), county: () => input("区县") };
}

async function choose(input: HTMLElement, search: string, option: string) {
  const user = userEvent.setup();
  await user.click(input);
  // The input shows the current choice; a search replaces it.
  await user.clear(input);
  await user.type(input, search);
  await user.click(await screen.findByRole("option", { name: option }));
}

describe("RegionSelect", () => {
  it("starts with only the province open", () => {
    const { province, city, county } = renderSelect();
    expect(province().disabled).toBe(false);
    expect(city().disabled).toBe(true);
    expect(county().disabled).toBe(true);
  });

  it("cascades province → city → county and reports each choice", async () => {
    const { onChange, city, county, province } = renderSelect();
    await choose(province(), "浙江", "浙江省");
    expect(onChange).toHaveBeenLastCalledWith({ provinceCode: "330000", cityCode: null, countyCode: null });
    expect(city().disabled).toBe(false);
    expect(county().disabled).toBe(true);

    await choose(city(), "杭州", "杭州市");
    expect(onChange).toHaveBeenLastCalledWith({ provinceCode: "330000", cityCode: "330100", countyCode: null });
    expect(county().disabled).toBe(false);

    await choose(county(), "西湖", "西湖区");
    expect(onChange).toHaveBeenLastCalledWith({ provinceCode: "330000", cityCode: "330100", countyCode: "330106" });
    expect(county().value).toBe("西湖区");
  });

  it("offers only the chosen province's cities", async () => {
    const { city } = renderSelect({ provinceCode: "500000", cityCode: null, countyCode: null });
    await userEvent.setup().click(city());
    const options = await screen.findAllByRole("option");
    expect(options.map((option) => option.textContent)).toEqual(["市辖区", "县"]);
  });

  it("clears the city and county when the province changes, and the county when the city changes", async () => {
    const { onChange, province, city, county } = renderSelect({
      provinceCode: "330000",
      cityCode: "330100",
      countyCode: "330106",
    });
    expect(county().value).toBe("西湖区");

    await choose(city(), "宁波", "宁波市");
    // One change: the new city with the county cleared (searching did not clear the city first).
    expect(onChange.mock.calls).toEqual([[{ provinceCode: "330000", cityCode: "330200", countyCode: null }]]);
    expect(county().value).toBe("");

    onChange.mockClear();
    await choose(province(), "广东", "广东省");
    expect(onChange.mock.calls).toEqual([[{ provinceCode: "440000", cityCode: null, countyCode: null }]]);
    expect(city().value).toBe("");
    expect(county().disabled).toBe(true);
  });

  it("disables the county for a city without counties and the city for a province without cities", async () => {
    const { onChange, province, city, county } = renderSelect({
      provinceCode: "440000",
      cityCode: null,
      countyCode: null,
    });
    await choose(city(), "东莞", "东莞市");
    expect(onChange).toHaveBeenLastCalledWith({ provinceCode: "440000", cityCode: "441900", countyCode: null });
    expect(county().disabled).toBe(true);

    await choose(province(), "香港", "香港特别行政区");
    expect(onChange).toHaveBeenLastCalledWith({ provinceCode: "810000", cityCode: null, countyCode: null });
    expect(city().disabled).toBe(true);
    expect(county().disabled).toBe(true);
  });

  it("shows the caller's labels and error messages", () => {
    renderWithProviders(
      <RegionSelect
        value={{ provinceCode: "330000", cityCode: "330100", countyCode: null }}
        labels={LABELS}
        onChange={() => undefined}
        errors={{ countyCode: "请选择完整的省市区" }}
        required
      />,
    );
    expect(screen.getByText("请选择完整的省市区")).toBeTruthy();
    expect(screen.getByRole("textbox", { name: "区县" }).getAttribute("aria-invalid")).toBe("true");
  });
});
