import { test as base } from "@playwright/test";
import { serverFor } from "./servers.ts";
import { recordToasts } from "./ui.ts";

/** Playwright's test, on the current worker's own server (support/servers.ts). */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverFor(testInfo.parallelIndex).baseURL);
  },
  context: async ({ context }, use) => {
    await recordToasts(context);
    await use(context);
  },
});

export { expect } from "@playwright/test";
export type { APIRequestContext, Browser, Page } from "@playwright/test";
