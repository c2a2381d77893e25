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

// The app fetches each language's texts before rendering its pages (main.tsx, the _authed route);
// tests render directly.
await Promise.all([loadUiMessages("zh"), loadUiMessages("en")]);

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
