import type { TCommodityCategoryNode } from "@suyuan/contracts/commodity-code/commodity-code-operations";
import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { categoryPath, treeOrder } from "../../common/category-tree.ts";
import { Ean13Barcode } from "./ean13-barcode.tsx";

const node = (id: number, parentId: number | null, code: string, name: string, sort = 0): TCommodityCategoryNode => ({
  id,
  parentId,
  code,
  name,
  level: 1,
  sort,
  codeCount: 0,
});

describe("commodity code pages", () => {
  it("draws a valid GTIN-13 as an SVG image with its digits, and nothing for a wrong check digit", () => {
    const { container, rerender } = render(<Ean13Barcode gtin="5901234123457" />);
    const image = container.querySelector("img[data-testid='ean13-barcode']");
    expect(image?.getAttribute("data-gtin")).toBe("5901234123457");
    expect(image?.getAttribute("alt")).toBe("EAN-13 5901234123457");
    const svg = decodeURIComponent(
      image?.getAttribute("src")?.replace(/^data:image\/svg\+xml;charset=utf-8,/, "") ?? "",
    );
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg).toContain("<path");
    rerender(<Ean13Barcode gtin="5901234123450" />);
    expect(container.querySelector("img")).toBeNull();
  });

  it("orders the category tree parents first and names a category by its path", () => {
    const nodes = [
      node(3, 1, "0102", "面粉", 2),
      node(1, null, "01", "粮油"),
      node(2, 1, "0101", "大米", 1),
      node(4, null, "02", "果蔬"),
    ];
    expect(treeOrder(nodes).map(({ node: item, depth }) => `${item.code}:${depth}`)).toEqual([
      "01:0",
      "0101:1",
      "0102:1",
      "02:0",
    ]);
    expect(categoryPath(nodes, 3)).toBe("0102 粮油 / 面粉");
  });
});
