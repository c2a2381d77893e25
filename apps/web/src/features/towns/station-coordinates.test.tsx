import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { formatCoordinate, latLngText, StationCoordinates } from "./station-coordinates.tsx";

describe("StationCoordinates", () => {
  it("formats both axes with hemispheres", () => {
    expect(formatCoordinate(116.3974281, "lng")).toBe("116.397428° E");
    expect(formatCoordinate(-33.5, "lat")).toBe("33.500000° S");
    expect(latLngText(39.9, 116.4)).toBe("39.900000,116.400000");
  });

  it("copies lat,lng", () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    renderWithProviders(<StationCoordinates item={{ id: 1, longitude: 116.397428, latitude: 39.909187 }} />);
    expect(screen.getByText("116.397428° E")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /复制坐标/ }));
    expect(writeText).toHaveBeenCalledWith("39.909187,116.397428");
  });

  it("says when no coordinates were entered", () => {
    renderWithProviders(<StationCoordinates item={{ id: 1, longitude: null, latitude: null }} />);
    expect(screen.getByText("未填写经纬度")).toBeTruthy();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
