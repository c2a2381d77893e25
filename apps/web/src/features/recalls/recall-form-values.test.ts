import { describe, expect, it } from "vitest";
import { checkRecallForm, emptyRecallValues } from "./recall-form-values.ts";

describe("recall form", () => {
  it("reports the contract's batchIds under the form's batches", () => {
    const result = checkRecallForm(emptyRecallValues({ title: "召回", level: "2", startDate: "2026-04-01" }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors.batches).toBe("validation.recallBatchesRequired");
    expect(!result.ok && "batchIds" in result.errors).toBe(false);
  });
});
