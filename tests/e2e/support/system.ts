import { expect, type Browser, type Page } from "@playwright/test";
import { ADMIN, GOOD_PASSWORD } from "./accounts.ts";
import { expectToast, recordToasts, signIn } from "./ui.ts";

/** A fresh browser (own cookies and storage) signed in as someone else. */
export async function signedInElsewhere(
  browser: Browser,
  baseURL: string | undefined,
  username: string,
  password = GOOD_PASSWORD,
) {
  const context = await browser.newContext({
    baseURL,
    locale: "zh-CN",
    viewport: { width: 1280, height: 800 },
    reducedMotion: "reduce",
  });
  await recordToasts(context);
  const page = await context.newPage();
  await signIn(page, username, password);
  return { context, page };
}

/** Picks an option of a Mantine (Multi)Select by its label. */
export async function pickOption(page: Page, label: RegExp, option: string): Promise<void> {
  await page.getByRole("textbox", { name: label }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
  await page.keyboard.press("Escape");
}

/** Creates a user through /adminGlocal/add as the signed-in administrator. */
export async function createUserViaForm(
  page: Page,
  user: { username: string; realName?: string; role: string },
): Promise<void> {
  await page.goto("/adminGlocal/add");
  await page.getByLabel(/^用户名/).fill(user.username);
  await page.getByLabel(/^密码/).fill(GOOD_PASSWORD);
  await page.getByLabel(/^确认密码/).fill(GOOD_PASSWORD);
  if (user.realName) await page.getByLabel(/^姓名/).fill(user.realName);
  await pickOption(page, /^角色/, user.role);
  await page.getByRole("button", { name: "保存" }).click();
  await expectToast(page, "用户已创建");
  await expect(page).toHaveURL(/\/admin\/local_list/);
}

/** Signs the administrator in (API shortcut, see signIn) and opens `path`. */
export async function loginAsAdmin(page: Page, path = "/work"): Promise<void> {
  await signIn(page, ADMIN.username, ADMIN.password, path);
}

/** The data row of a table that mentions the text. */
export function rowWith(page: Page, text: string) {
  return page.getByRole("row").filter({ hasText: text });
}
