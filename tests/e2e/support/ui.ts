/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import { expect, type BrowserContext, type Locator, type Page } from "@playwright/test";
import { mkdirSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { trpcMutation } from "./trpc.ts";

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

/**
 * Signs in through the tRPC endpoint, as the login page would, and opens `path` signed in: a
 * shortcut for tests about something else (the form itself is tested by login.spec.ts, which
 * uses loginAs). The session cookie lands in the page's context; the two local keys the login
 * page writes are written on a same-origin document that runs none of the app.
 */
export async function signIn(page: Page, username: string, password: string, path = "/work"): Promise<void> {
  await trpcMutation(page.request, "auth.login", { username, password });
  await page.goto("/healthz");
  await page.evaluate((name) => {
    window.localStorage.setItem("sessionKey", "cookie-session");
    window.localStorage.setItem("userName", name);
    window.localStorage.removeItem("_site_id_param");
  }, username);
  await page.goto(path);
  await expect(page.getByTestId("greeting")).toContainText(username);
}

/** A Mantine toast with the given text (on screen now). */
export function toast(page: Page, text: string | RegExp): Locator {
  return page.locator(TOAST_SELECTOR).filter({ hasText: text });
}

const TOAST_SELECTOR = ".mantine-Notification-root";

type ToastWindow = Window & { __e2eToasts?: Element[] };

/**
 * Keeps every toast the pages of this context show, so a test can check for one after it has
 * closed: success toasts last one second, which a busy machine can fit between two polls of
 * `expect(locator).toBeVisible()`. support/test.ts installs it on every test's context.
 */
export async function recordToasts(context: BrowserContext): Promise<void> {
  await context.addInitScript((selector: string) => {
    const seen: Element[] = [];
    (window as ToastWindow).__e2eToasts = seen;
    const record = (node: Node) => {
      if (!(node instanceof Element)) return;
      if (node.matches(selector)) seen.push(node);
      for (const inner of node.querySelectorAll(selector)) seen.push(inner);
    };
    new MutationObserver((changes) => {
      for (const change of changes) change.addedNodes.forEach(record);
    }).observe(document, { childList: true, subtree: true });
  }, TOAST_SELECTOR);
}

/**
 * Waits until the page has shown a toast with this text (now or since the last one this
 * consumed), and consumes it so the next call waits for another. Needs recordToasts.
 */
export async function expectToast(page: Page, text: string | RegExp, timeout = 10_000): Promise<void> {
  const pattern =
    typeof text === "string"
      ? { source: text, literal: true, flags: "" }
      : { source: text.source, literal: false, flags: text.flags };
  try {
    await page.waitForFunction(
      ({ source, literal, flags }) => {
        const seen = (window as ToastWindow).__e2eToasts;
        if (!seen) throw new Error("toasts are not recorded on this page (recordToasts)");
        const matches = (content: string) =>
          literal ? content.includes(source) : new RegExp(source, flags).test(content);
        const index = seen.findIndex((toast) => matches(toast.textContent ?? ""));
        if (index < 0) return false;
        seen.splice(index, 1);
        return true;
      },
      pattern,
      { timeout },
    );
  } catch (error) {
    if (!(error instanceof Error) || error.name !== "TimeoutError") throw error;
    const shown = await page.evaluate(() =>
      ((window as ToastWindow).__e2eToasts ?? []).map((toast) => toast.textContent),
    );
    throw new Error(
      `toast ${String(text)} not shown within ${timeout} ms; unconsumed toasts: ${JSON.stringify(shown)}`,
    );
  }
}

export function localItem(page: Page, key: string): Promise<string | null> {
  return page.evaluate((name) => window.localStorage.getItem(name), key);
}

export function sideMenu(page: Page): Locator {
  return page.getByTestId("side-menu");
}
