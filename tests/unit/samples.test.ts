import type { FieldSpec } from "@suyuan/contracts/kit/fields";
import { RESOURCES, type ResourceName } from "@suyuan/contracts/kit/resource-registry";
import { describe, expect, it } from "vitest";
import { sampleOf } from "../support/samples.ts";

// The sample builder serves every resource the kit has: its samples pass the resource's own create
// rule once the caller gives what a sample cannot know (the rows it points at), and two samples
// differ where a unique constraint may look.

/** What a test gives beyond the required lookups: rows a rule across fields asks for, child rows. */
const GIVEN: { [K in ResourceName]?: Record<string, unknown> } = {
  commerceInfo: { enterpriseId: 1 },
  recall: { batchIds: [1] },
  stock: { stationId: 1 },
  envDevice: { baseId: 1 },
  user: { roleIds: [1], siteIds: [1] },
  workflow: { roleIds: [1] },
  traceTemplate: { stages: [{ name: "种植", sort: 1, items: [] }] },
  purchaseOrder: { items: [{ name: "化肥", quantity: 1, unitPrice: 10 }] },
  // An image ad names its picture (a sample leaves pictures out); a code ad takes any text.
  advertising: { category: "code" },
  // A form field's name (letters, digits, _).
  registerItem: { field: "company" },
  // A field's name is an identifier (the sample's text is not).
  customFormField: { field: "contact" },
};

/** Every required lookup of a definition, pointed at row 1. */
function requiredLookups(name: ResourceName): Record<string, number> {
  return Object.fromEntries(
    Object.entries(RESOURCES[name].fields as Record<string, FieldSpec>)
      .filter(([, spec]) => spec.widget.kind === "lookup" && spec.required)
      .map(([key]) => [key, 1]),
  );
}

describe("sampleOf", () => {
  it.each(Object.keys(RESOURCES) as ResourceName[])("%s: a sample passes the create schema", (name) => {
    const definition = RESOURCES[name];
    const sample = sampleOf(definition, { ...requiredLookups(name), ...GIVEN[name] });
    const parsed = definition.schemas.fields.safeParse(sample);
    expect(parsed.success ? [] : parsed.error.issues).toEqual([]);
  });

  it("fills what the caller leaves out and keeps what it gives", () => {
    const sample = sampleOf(RESOURCES.goods, { classId: 7, name: "龙井" }, { unique: 5 });
    expect(sample).toMatchObject({ classId: 7, name: "龙井", enterpriseId: null, originCounty: "330106" });
  });

  it("samples of different numbers differ in their unique values, samples of one number are equal", () => {
    const one = sampleOf(RESOURCES.enterprise, {}, { unique: 1 });
    expect(sampleOf(RESOURCES.enterprise, {}, { unique: 1 })).toEqual(one);
    const two = sampleOf(RESOURCES.enterprise, {}, { unique: 2 });
    expect(two.name).not.toBe(one.name);
    expect(two.creditCode).not.toBe(one.creditCode);
    const people = [1, 2, 1001].map((unique) => sampleOf(RESOURCES.personInfo, {}, { unique }).idCard);
    expect(new Set(people).size).toBe(3);
  });

  it("asks for what it cannot know rather than inventing it", () => {
    expect(() => sampleOf(RESOURCES.goods)).toThrow(/goods\.classId/);
    expect(() => sampleOf(RESOURCES.purchaseOrder, requiredLookups("purchaseOrder") as never)).toThrow(
      /purchaseOrder\.items/,
    );
  });
});
