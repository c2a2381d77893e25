/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { APIRequestContext, Page } from "@playwright/test";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { sampleOf } from "../../support/samples.ts";
import { trpcMutation, trpcQuery } from "./trpc.ts";

// Fixture shortcuts for the traceability browser specs (tRPC calls are in trpc.ts) and Mantine
// picking helpers.

/**
 * A self-registered member whose enterprise profile is completed (by the member) and approved (by
 * the administrator), with one goods item of that enterprise, created by the member and approved:
 * what an enterprise needs before it may apply for trace codes.
 */
export async function approvedMemberEnterprise(
  admin: APIRequestContext,
  member: APIRequestContext,
  names: { enterprise: string; goods: string; goodsClass: string },
): Promise<{ enterpriseId: number; goodsId: number }> {
  const classId = (
    await trpcMutation<{ id: number }>(admin, "goodsClass.create", { parentId: null, name: names.goodsClass, sort: 0 })
  ).id;

  await trpcMutation(member, "enterprise.updateMine", sampleOf(RESOURCES.enterprise, { name: names.enterprise }));
  const mine = await trpcQuery<{ id: number; status: string } | null>(member, "enterprise.getMine");
  if (!mine) throw new Error("the member has no enterprise");
  await trpcMutation(admin, "enterprise.check", { id: mine.id, approve: true, opinion: "" });

  const goodsId = (
    await trpcMutation<{ id: number }>(
      member,
      "goods.create",
      sampleOf(RESOURCES.goods, { name: names.goods, classId }),
    )
  ).id;
  await trpcMutation(admin, "goods.examine", { id: goodsId, approve: true, opinion: "" });
  return { enterpriseId: mine.id, goodsId };
}

/** Picks an option of a searchable Select whose options come from the server, typing to search. */
export async function searchAndPick(page: Page, label: RegExp, search: string, option: string): Promise<void> {
  const input = page.getByRole("textbox", { name: label });
  await input.click();
  await input.fill(search);
  await page.getByRole("option", { name: option, exact: true }).click();
}

/** Opens a date picker and chooses today. */
export async function pickToday(page: Page, label: RegExp): Promise<void> {
  await page.getByRole("button", { name: label }).click();
  await page.locator("button[data-today]:visible").first().click();
}

/** Collects uncaught page errors of every page the list is attached to. */
export function watchPageErrors(pages: Page[], errors: string[] = []): string[] {
  for (const page of pages) page.on("pageerror", (error) => errors.push(`${page.url()}: ${error.message}`));
  return errors;
}

/** The id of the first element of the page's body (what a reader sees first). */
export function firstBodyElementId(page: Page): Promise<string | undefined> {
  return page.evaluate(() => document.body.firstElementChild?.id);
}
