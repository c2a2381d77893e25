import { describe, expect, it } from "vitest";
import {
  canStartRecall,
  checkQualityCheckForm,
  effectivePassed,
  emptyCheckValues,
  type QualityCheckFormValues,
} from "./quality-check-form-values.ts";

const bad = { name: "毒死蜱", standard: "≤0.5 mg/kg", result: "1.2 mg/kg", passed: false };
const ok = { name: "铅", standard: "", result: "0.03 mg/kg", passed: true };
const filled = (overrides: Partial<QualityCheckFormValues> = {}) =>
  emptyCheckValues({
    batchId: "7",
    organisation: "检测中心",
    inspector: "赵检",
    checkDate: "2026-04-03",
    items: [ok, bad],
    ...overrides,
  });

describe("quality check form", () => {
  it("derives the verdict from the items unless decided by hand, and offers a recall only for a failed batch", () => {
    expect(effectivePassed(filled())).toBe(false);
    expect(effectivePassed(filled({ verdict: "passed" }))).toBe(true);
    expect(effectivePassed(filled({ items: [ok] }))).toBe(true);
    expect(canStartRecall(filled())).toBe(true);
    expect(canStartRecall(filled({ batchId: null, goodsId: "3" }))).toBe(false);
    expect(canStartRecall(filled({ verdict: "passed" }))).toBe(false);
  });

  it("names errors by their full path, items and recall fields alike", () => {
    const result = checkQualityCheckForm(
      filled({
        items: [{ name: "", standard: "", result: "x", passed: true }],
        verdict: "failed",
        startRecall: true,
        recallTitle: "",
        recallLevel: null,
        recallNotice: "请勿食用",
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        "items.0.name": "validation.checkItemNameRequired",
        "startRecall.title": "validation.recallTitleRequired",
        "startRecall.level": "validation.recallLevel",
      },
    });
  });

  it("sends the recall only while it is offered, the verdict as null when automatic, the report as its id", () => {
    const withRecall = checkQualityCheckForm(
      filled({
        startRecall: true,
        recallTitle: "召回",
        recallLevel: "1",
        recallNotice: "请勿食用",
        report: ["/uploads/0123456789abcdef0123456789abcdef"],
      }),
    );
    expect(withRecall.ok && withRecall.data).toMatchObject({
      batchId: 7,
      goodsId: null,
      passed: null,
      reportUploadId: "0123456789abcdef0123456789abcdef",
      startRecall: { title: "召回", level: 1, notice: "请勿食用" },
    });
    // Ticked, then the items changed to a pass: no recall goes with the check.
    const passing = checkQualityCheckForm(filled({ items: [ok], startRecall: true, recallTitle: "召回" }));
    expect(passing.ok && passing.data.startRecall).toBeNull();
  });
});
