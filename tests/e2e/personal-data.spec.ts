import type { Page } from "@playwright/test";
import { expect, test } from "./support/test.ts";
import { createUserViaForm, loginAsAdmin, rowWith, signedInElsewhere } from "./support/system.ts";
import { trpcMutation, trpcQuery } from "./support/trpc.ts";

// Personal data masked by default: a role without the reveal key (县级管理员) sees ID card and
// phone numbers masked in the list and the view; a role holding it (平台管理员) shows a view in
// full with 显示完整, and the operation log names who revealed which row.

/** A valid resident ID card number (GB 11643) of a day derived from `stamp`. */
function idCardNumber(stamp: number): string {
  const birth = new Date(Date.UTC(1950, 0, 1) + (stamp % 15_000) * 86_400_000);
  const first17 = `330523${birth.toISOString().slice(0, 10).replaceAll("-", "")}${String(stamp % 1000).padStart(3, "0")}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((total, digit, index) => total + Number(digit) * weights[index]!, 0);
  return `${first17}${"10X98765432"[sum % 11]}`;
}

const masked = (idCard: string) => `${idCard.slice(0, 6)}********${idCard.slice(-4)}`;

type OperationRow = { username: string | null; operation: string; resource: string; targetId: string | null };

async function openView(page: Page, name: string) {
  await page.goto(`/personInfo/list?name=${encodeURIComponent(name)}`);
  const row = rowWith(page, name);
  await expect(row).toHaveCount(1);
  return row;
}

test.describe("personal data", () => {
  test("masked for a role without the reveal key; shown in full and logged for a role with it", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const idCard = idCardNumber(stamp);
    const name = `沈阿婆${stamp % 100_000}`;
    const villager = `钱村民${stamp % 100_000}`;
    await loginAsAdmin(page);
    const { id } = await trpcMutation<{ id: number }>(page.request, "personInfo.create", {
      name,
      idCard,
      householdSize: 3,
      causes: ["illness"],
      cadreName: "陆干部",
      cadrePhone: "13800000000",
    });
    await trpcMutation(page.request, "userInfo.create", { name: villager, gender: "female", phone: "13912345678" });
    const clerk = `pd-clerk-${stamp % 100_000}`;
    const officer = `pd-officer-${stamp % 100_000}`;
    await createUserViaForm(page, { username: clerk, role: "县级管理员" });
    await createUserViaForm(page, { username: officer, role: "平台管理员" });

    // 县级管理员: masked in the lists and the view, and no way to reveal.
    const staff = await signedInElsewhere(browser, baseURL, clerk);
    const row = await openView(staff.page, name);
    await expect(row).toContainText(masked(idCard));
    await expect(row).not.toContainText(idCard);
    await staff.page.goto(`/userInfo/list?name=${encodeURIComponent(villager)}`);
    await expect(rowWith(staff.page, villager)).toContainText("139****5678");
    await staff.page.goto(`/personInfo/view?id=${id}`);
    const details = staff.page.getByTestId("personInfo-details");
    await expect(details).toContainText(masked(idCard));
    await expect(details).toContainText("138****0000");
    await expect(details).not.toContainText(idCard);
    await expect(staff.page.getByRole("button", { name: "显示完整" })).toHaveCount(0);
    await staff.context.close();

    // 平台管理员: masked until 显示完整, then in full; the log names who revealed which row.
    const admin = await signedInElsewhere(browser, baseURL, officer);
    await admin.page.goto(`/personInfo/view?id=${id}`);
    const shown = admin.page.getByTestId("personInfo-details");
    await expect(shown).toContainText(masked(idCard));
    await admin.page.getByRole("button", { name: "显示完整" }).click();
    await expect(shown).toContainText(idCard);
    await expect(shown).toContainText("13800000000");
    await expect(admin.page.getByRole("button", { name: "显示完整" })).toHaveCount(0);
    await admin.context.close();

    const logs = await trpcQuery<{ items: OperationRow[] }>(page.request, "log.findOperations", {
      operation: "reveal",
      username: officer,
      page: 1,
      pageSize: 10,
    });
    expect(logs.items).toEqual([
      expect.objectContaining({ username: officer, operation: "reveal", resource: "personInfo", targetId: String(id) }),
    ]);
    // The log page shows the row too.
    await page.goto(`/log/list?tab=operation&operation=reveal&username=${officer}`);
    const logRow = rowWith(page, officer);
    await expect(logRow).toHaveCount(1);
    await expect(logRow).toContainText("personInfo");
    await expect(logRow).toContainText(String(id));
  });
});
