import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { describe, expect, it } from "vitest";
import { keyLabel } from "./resource-format.tsx";

// A column whose key is neither a field, a relation, a link list nor a timestamp shows its key as
// the header ("houseCount") unless the definition names it; every list and export would say so.
describe("kit column labels", () => {
  it("every column of every resource has a Chinese and an English header", () => {
    const unnamed: string[] = [];
    for (const [name, definition] of Object.entries(RESOURCES))
      for (const column of definition.columns)
        for (const locale of ["zh", "en"] as const)
          if (keyLabel(definition, column.key, locale, column.label) === column.key)
            unnamed.push(`${name}.${column.key} (${locale})`);
    expect(unnamed).toEqual([]);
  });
});
