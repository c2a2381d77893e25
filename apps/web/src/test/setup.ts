import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { loadUiMessages } from "../i18n/format-message.ts";

// jsdom lacks these browser APIs that Mantine uses for media queries and autosizing.
Object.defineProperty(window, "matchMedia", {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = () => {};

// The app fetches English texts before rendering in English (main.tsx); tests render directly.
await loadUiMessages("en");

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
