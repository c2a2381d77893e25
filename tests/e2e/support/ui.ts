/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expect, type Locator, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const artifactsDir = resolve(fileURLToPath(new URL(".", import.meta.url)), "../../artifacts");

/** Saves a viewport screenshot to tests/artifacts (gitignored) for people to look at. */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: resolve(artifactsDir, `${name}.png`) });
}

/** True when nothing sticks out sideways (no horizontal scrolling). */
export function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

export function loginFields(page: Page) {
  return {
    username: page.getByLabel("用户名", { exact: true }),
    password: page.getByLabel("密码", { exact: true }),
    submit: page.getByRole("button", { name: "登录" }),
  };
}

/** Logs in through the form and waits for the work bench. */
export async function loginAs(page: Page, username: string, password: string): Promise<void> {
  await page.goto("/login");
  const fields = loginFields(page);
  await fields.username.fill(username);
  await fields.password.fill(password);
  await fields.password.press("Enter");
  await expect(page).toHaveURL(/\/work$/);
  await expect(page.getByTestId("greeting")).toContainText(username);
}

/** A Mantine toast with the given text. */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator(".mantine-Notification-root").filter({ hasText: text });
}

export function localItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export function sideMenu(page: Page): Locator {
  return page.getByTestId("side-menu");
}
