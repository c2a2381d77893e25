import { describe, expect, it } from "vitest";
import { moveTo, prioritiesOf, shift } from "./channel-order.ts";

describe("channel order", () => {
  it("moves a dragged channel to its drop target, up or down", () => {
    expect(moveTo([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(moveTo([1, 2, 3, 4], 1, 3)).toEqual([2, 3, 1, 4]);
    expect(moveTo([1, 2, 3], 2, 2)).toEqual([1, 2, 3]);
    expect(moveTo([1, 2, 3], 9, 2)).toEqual([1, 2, 3]);
  });

  it("swaps with a neighbour and stays put at the ends", () => {
    expect(shift([1, 2, 3], 1, -1)).toEqual([2, 1, 3]);
    expect(shift([1, 2, 3], 1, 1)).toEqual([1, 3, 2]);
    expect(shift([1, 2, 3], 0, -1)).toEqual([1, 2, 3]);
    expect(shift([1, 2, 3], 2, 1)).toEqual([1, 2, 3]);
  });

  it("numbers siblings by tens", () => {
    expect(prioritiesOf([7, 3, 5])).toEqual({ ids: [7, 3, 5], prioritys: [10, 20, 30] });
  });
});
