import { DEFAULT_COLUMN_SIZE, fitColumns } from "@suyuan/ui/data-table";
import { describe, expect, it } from "vitest";

const columns = [
  { id: "name", size: 200, priority: "primary" as const },
  { id: "code", size: 180 },
  { id: "type" },
  { id: "region", size: 160 },
  { id: "status", size: 90, priority: "high" as const },
  { id: "remark", priority: "low" as const },
];

describe("fitColumns", () => {
  it("hides low-priority columns from the start and shows the rest when there is room", () => {
    expect(fitColumns(columns, {}, 2000, 170)).toEqual({
      name: true,
      code: true,
      type: true,
      region: true,
      status: true,
      remark: false,
    });
  });

  it("hides columns without a priority from the right until the rest fit, never the name or the status", () => {
    // 200 + 180 + 130 + 160 + 90 + 170 for the actions = 930: in 800, region (160) gives way.
    const fitted = fitColumns(columns, {}, 800, 170);
    expect(fitted).toMatchObject({ name: true, code: true, type: true, region: false, status: true });
    // Too narrow for anything but the name and the status: those still stay.
    expect(fitColumns(columns, {}, 300, 170)).toMatchObject({ name: true, code: false, status: true });
    expect(DEFAULT_COLUMN_SIZE).toBe(130);
  });

  it("keeps what the user chose in the column menu", () => {
    const fitted = fitColumns(columns, { region: true, remark: true, status: false }, 800, 170);
    expect(fitted).toMatchObject({ region: true, remark: true, status: false });
  });

  it("waits for the width before hiding anything for room", () => {
    expect(fitColumns(columns, {}, null, 170)).toMatchObject({ code: true, type: true, region: true });
  });
});
