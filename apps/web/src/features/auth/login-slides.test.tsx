import { act } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { LoginSlides } from "./login-slides.tsx";

// Hidden slides have no accessible name to query by, so find them by their role description.
function slide(n: number): HTMLElement {
  const found = document.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')[n - 1];
  if (!found) throw new Error(`slide ${n} not rendered`);
  return found;
}

describe("LoginSlides", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("shows two slides, advancing every 6000 ms with a 1000 ms crossfade", () => {
    renderWithProviders(<LoginSlides />);
    expect(slide(1).dataset.active).toBe("true");
    expect(slide(2).dataset.active).toBeUndefined();
    expect(slide(2).style.transition).toBe("opacity 1000ms ease-in-out");

    act(() => {
      vi.advanceTimersByTime(5999);
    });
    expect(slide(1).dataset.active).toBe("true");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(slide(2).dataset.active).toBe("true");
    act(() => {
      vi.advanceTimersByTime(6000);
    });
    expect(slide(1).dataset.active).toBe("true");
  });
});
