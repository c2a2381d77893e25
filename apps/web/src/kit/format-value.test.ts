import { formatMoney, formatNumber, formatPercent, formatQuantity } from "@suyuan/contracts/common/format-value";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { formatKey } from "./resource-format.tsx";

describe("formatMoney", () => {
  it("writes yuan with ¥, two decimals and thousands separators in both languages", () => {
    for (const locale of ["zh", "en"] as const) {
      expect(formatMoney(242.4, locale)).toBe("¥242.40");
      expect(formatMoney(20, locale)).toBe("¥20.00");
      expect(formatMoney(1234567.891, locale)).toBe("¥1,234,567.89");
      expect(formatMoney(0, locale)).toBe("¥0.00");
    }
  });

  it("puts the sign before ¥, never on zero, and marks a missing amount", () => {
    expect(formatMoney(-36.5, "zh")).toBe("-¥36.50");
    expect(formatMoney(-0.001, "zh")).toBe("¥0.00");
    expect(formatMoney(null, "zh")).toBe("—");
    expect(formatMoney(undefined, "en")).toBe("—");
    expect(formatMoney(Number.NaN, "en")).toBe("—");
  });
});

describe("formatQuantity, formatNumber, formatPercent", () => {
  it("gives a quantity its unit, separators and no trailing zeros", () => {
    expect(formatQuantity(1250.5, "千克", "zh")).toBe("1,250.5 千克");
    expect(formatQuantity(12, "箱", "zh")).toBe("12 箱");
    expect(formatQuantity(0.1234, "kg", "en")).toBe("0.123 kg");
    expect(formatQuantity(3, null, "zh")).toBe("3");
    expect(formatQuantity(null, "箱", "zh")).toBe("—");
  });

  it("rounds plain numbers to the decimals asked for", () => {
    expect(formatNumber(1234567, "zh")).toBe("1,234,567");
    expect(formatNumber(3.14159, "en", 2)).toBe("3.14");
    expect(formatNumber(null, "zh")).toBe("—");
  });

  it("writes a ratio as a percentage", () => {
    expect(formatPercent(0.125, "zh")).toBe("12.5%");
    expect(formatPercent(1, "en")).toBe("100%");
    expect(formatPercent(0.33333, "zh", 2)).toBe("33.33%");
    expect(formatPercent(null, "zh")).toBe("—");
  });
});

describe("list cells", () => {
  const display = { locale: "zh" as const, yes: "是", no: "否" };
  const text = (node: ReturnType<typeof formatKey>) =>
    typeof node === "string" ? node : renderToStaticMarkup(node as never);

  it("show every amount of a purchase order the same way", () => {
    const definition = RESOURCES.purchaseOrder;
    const row = { id: 1, deposit: 20, estimatedTotal: 242.4, actualAmount: 819.16, balanceDue: -5 };
    expect(text(formatKey(definition, "deposit", row, display))).toBe("¥20.00");
    expect(text(formatKey(definition, "estimatedTotal", row, display))).toBe("¥242.40");
    expect(text(formatKey(definition, "actualAmount", row, display))).toBe("¥819.16");
    expect(text(formatKey(definition, "balanceDue", row, display))).toBe("-¥5.00");
  });

  it("show a quantity with its unit", () => {
    expect(text(formatKey(RESOURCES.express, "weightKg", { id: 1, weightKg: 1.5 }, display))).toBe("1.5 千克");
  });
});
