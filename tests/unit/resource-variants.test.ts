import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { describe, expect, it } from "vitest";

// One table, one declaration: resources on the same model are variants of one definition
// (defineResourceVariants), so a field's rule is written once and both places check it alike.

const byModel = new Map<string, (typeof RESOURCES)[keyof typeof RESOURCES][]>();
for (const definition of Object.values(RESOURCES))
  byModel.set(definition.model, [...(byModel.get(definition.model) ?? []), definition]);

describe("resources on one table", () => {
  it("are the village stations' two variants only", () => {
    const shared = [...byModel].filter(([, definitions]) => definitions.length > 1);
    expect(shared.map(([model, definitions]) => [model, definitions.map((definition) => definition.name)])).toEqual([
      ["villageStation", ["villageStation", "station"]],
    ]);
  });

  it("share every field rule they both show, and their scope", () => {
    for (const definitions of byModel.values()) {
      const [first, ...others] = definitions;
      for (const other of others) {
        expect(other.scope).toBe(first!.scope);
        expect(other.stationScope).toBe(first!.stationScope);
        expect(other.titleField).toBe(first!.titleField);
        const fields = Object.keys(first!.fields).filter((name) => name in other.fields);
        expect(fields.length).toBeGreaterThan(0);
        for (const name of fields) {
          const left = (first!.fields as Record<string, { input: unknown; widget: unknown }>)[name]!;
          const right = (other.fields as Record<string, { input: unknown; widget: unknown }>)[name]!;
          expect(right.input, name).toBe(left.input);
          expect(right.widget, name).toBe(left.widget);
        }
      }
    }
  });

  it("keep each place's own words, pages and keys", () => {
    const { villageStation, station } = RESOURCES;
    expect(villageStation.fields.status.label.zh).toBe("状态");
    expect(station.fields.status.label.zh).toBe("营业状态");
    expect(station.fields.openingHours.hint?.zh).toContain("8:00");
    expect(villageStation.fields.openingHours.hint).toBeUndefined();
    expect("longitude" in station.fields).toBe(false);
    expect("operatorIds" in villageStation.fields).toBe(false);
    expect(Object.keys(station.schemas.filters.shape)).toEqual(["name", "townId", "status", "serviceItems"]);
    expect(Object.keys(villageStation.schemas.filters.shape)).toEqual(["name", "townId", "status"]);
    expect([villageStation.routes.list, station.routes.list]).toEqual([
      "/basicInfo/villageList",
      "/work_platform/stationList",
    ]);
    expect([villageStation.legacy, station.legacy]).toEqual([["stationInfo"], ["station"]]);
  });
});
