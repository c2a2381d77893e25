/// <reference lib="dom" />
// page.evaluate callbacks run in the browser.
import type { APIRequestContext, Page } from "@playwright/test";
import { creditCodeCheckChar } from "@suyuan/contracts/common/credit-code";
import { trpcMutation, trpcQuery } from "./trpc.ts";

// Fixture shortcuts for the traceability browser specs (tRPC calls are in trpc.ts) and Mantine
// picking helpers.

let serial = 0;

/** A valid unified social credit code no other enterprise of this run has. */
export function uniqueCreditCode(): string {
  serial += 1;
  const digits = `${Date.now() % 1_000_000}${serial}`.padStart(8, "0").slice(-8);
  const first17 = `91330106${digits}X`;
  return `${first17}${creditCodeCheckChar(first17)}`;
}

/** 浙江省 / 杭州市 / 西湖区, the region codes the fixtures use. */
export const WEST_LAKE = { province: "330000", city: "330100", county: "330106" } as const;

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

  await trpcMutation(member, "enterprise.updateMine", {
    name: names.enterprise,
    creditCode: uniqueCreditCode(),
    legalPerson: "陈立农",
    contactPerson: "陈立农",
    phone: "0571-86001234",
    provinceCode: WEST_LAKE.province,
    cityCode: WEST_LAKE.city,
    countyCode: WEST_LAKE.county,
    address: "龙井路 18 号",
    type: "production",
    businessScope: "茶叶种植与加工",
    logo: null,
    licenceImages: [],
  });
  const mine = await trpcQuery<{ id: number; status: string } | null>(member, "enterprise.getMine");
  if (!mine) throw new Error("the member has no enterprise");
  await trpcMutation(admin, "enterprise.check", { id: mine.id, approve: true, opinion: "" });

  const goodsId = (
    await trpcMutation<{ id: number }>(member, "goods.create", {
      name: names.goods,
      classId,
      enterpriseId: null,
      specification: "250g/罐",
      unit: "罐",
      shelfLifeDays: 540,
      originProvince: WEST_LAKE.province,
      originCity: WEST_LAKE.city,
      originCounty: WEST_LAKE.county,
      brand: "",
      barcode: "",
      images: [],
      description: null,
    })
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
