import { TextInput } from "@mantine/core";
import { townResource } from "@suyuan/contracts/town/town-resource";
import { villageStationResource } from "@suyuan/contracts/village-station/village-station-resource";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../test/render-with-providers.tsx";
import { ResourceForm, type FieldOverrides } from "./resource-form.tsx";
import { checkResourceForm, emptyResourceValues, toFieldInput, valuesFromItem } from "./resource-form-values.ts";
import { resourceSearchParser } from "./resource-search.ts";

// The town lookup asks the server for choices; without router and server here, it is replaced by
// a plain input through the form's own override hook (which this also tests).
const overrides: FieldOverrides = {
  townId: ({ label, value, setValue, error, required }) => (
    <TextInput
      label={label}
      withAsterisk={required}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => setValue(event.currentTarget.value || null)}
      error={error}
    />
  ),
};

describe("kit form values", () => {
  it("starts from the definition's defaults", () => {
    const values = emptyResourceValues(villageStationResource);
    expect(values).toMatchObject({ townId: null, name: "", status: "open", serviceItems: [], longitude: "" });
  });

  it("requires the required fields and converts the rest", () => {
    expect(checkResourceForm(villageStationResource, emptyResourceValues(villageStationResource))).toMatchObject({
      ok: false,
      errors: { townId: "validation.required", name: "validation.required", code: "validation.required" },
    });
    const values = { ...emptyResourceValues(villageStationResource), townId: "3", name: " 东村 ", code: "DC01" };
    expect(checkResourceForm(villageStationResource, { ...values, longitude: "120.5" })).toMatchObject({
      ok: true,
      data: { townId: 3, name: "东村", code: "DC01", longitude: 120.5, latitude: null, phone: null, status: "open" },
    });
  });

  it("keeps a county-only region's province and city in the form, and sends only the county", () => {
    const item = { id: 1, name: "西湖镇", code: "X1", countyCode: "330106", head: null, phone: null, address: null };
    const values = valuesFromItem(townResource, item);
    expect(values).toMatchObject({ "$region.province": "330000", "$region.city": "330100", countyCode: "330106" });
    expect(Object.keys(toFieldInput(townResource, values))).not.toContain("$region.city");
  });

  it("parses list searches tolerantly", () => {
    const parse = resourceSearchParser(villageStationResource);
    expect(parse({ page: "2", sortBy: "nope", status: "closed", townId: "x", name: "  东 " })).toEqual({
      page: 2,
      pageSize: undefined,
      sortDir: undefined,
      sortBy: undefined,
      status: "closed",
      townId: undefined,
      name: "东",
    });
  });
});

describe("ResourceForm", () => {
  it("shows the required-field messages and sends nothing", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn(() => Promise.resolve());
    renderWithProviders(
      <ResourceForm
        definition={villageStationResource}
        title="新增村级服务站"
        initial={emptyResourceValues(villageStationResource)}
        onSubmit={onSubmit}
        onCancel={() => undefined}
        fieldOverrides={overrides}
      />,
    );
    expect(screen.getByText("基本信息")).toBeTruthy();
    expect(screen.getByText("位置与服务")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect((await screen.findAllByText("此项为必填项")).length).toBe(3);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows server field messages and submits converted values", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((_fields: Record<string, unknown>) => Promise.resolve({ code: "编码已存在" }));
    renderWithProviders(
      <ResourceForm
        definition={villageStationResource}
        title="新增村级服务站"
        initial={{ ...emptyResourceValues(villageStationResource), townId: "7" }}
        onSubmit={onSubmit}
        onCancel={() => undefined}
        fieldOverrides={overrides}
      />,
    );
    await user.type(screen.getByRole("textbox", { name: /^服务站名称/ }), "东村站");
    await user.type(screen.getByRole("textbox", { name: /^服务站编码/ }), "DC01");
    await user.click(screen.getByRole("button", { name: "保存" }));
    expect(await screen.findByText("编码已存在")).toBeTruthy();
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ townId: 7, name: "东村站", code: "DC01" }));
  });
});
