import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ADMIN } from "./support/accounts.ts";
import { trpcMutation } from "./support/trpc.ts";
import { expect, test, type Page } from "./support/test.ts";
import { loginFields } from "./support/ui.ts";

// The web sign-in with single sign-on on: the listed site, a local peer started here, is opened
// with its one-time ticket before the app goes on, under the app's CSP (which lets the listed
// sites, and only they, be framed). The peer checks the ticket with this installation's
// /sso/authenticate, as a real peer does.

let peer: Server;
let peerOrigin: string;
/** Each visit of the peer's /sso/login: who, and whether this installation vouched for the ticket. */
const visits: { username: string; vouched: string }[] = [];

test.beforeAll(async ({ baseURL }) => {
  peer = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://peer");
      if (url.pathname !== "/sso/login") {
        response.statusCode = 404;
        response.end();
        return;
      }
      const username = url.searchParams.get("username") ?? "";
      const answer = await fetch(`${baseURL}/sso/authenticate`, {
        method: "POST",
        body: new URLSearchParams({ username, sessionId: url.searchParams.get("sessionId") ?? "" }),
      });
      visits.push({ username, vouched: await answer.text() });
      response.setHeader("content-type", "text/html; charset=utf-8");
      response.end("<!doctype html><title>peer</title>");
    })();
  });
  await new Promise<void>((resolve) => peer.listen(0, "127.0.0.1", resolve));
  peerOrigin = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
});

test.afterAll(async () => {
  await new Promise<void>((resolve) => peer.close(() => resolve()));
});

/** The CSP of the app's page (the sign-in page's document). */
async function appPageCsp(page: Page): Promise<string> {
  return (await page.request.get("/login")).headers()["content-security-policy"] ?? "";
}

test("signs the administrator in on the listed site too, then opens the work bench", async ({ page }) => {
  await trpcMutation(page.request, "auth.login", ADMIN);
  const setSso = (ssoEnable: boolean) =>
    trpcMutation(page.request, "config.updateSso", { ssoEnable, urls: [`${peerOrigin}/sso/authenticate`] });
  await setSso(true);
  try {
    await page.context().clearCookies();
    // Every process hears of the change (its settings cache is dropped) within moments.
    await expect.poll(() => appPageCsp(page)).toContain(`frame-src 'self' ${peerOrigin}`);
    await page.goto("/login");

    const fields = loginFields(page);
    await fields.username.fill(ADMIN.username);
    await fields.password.fill(ADMIN.password);
    await fields.password.press("Enter");
    await expect(page).toHaveURL(/\/work$/);
    // The peer was opened once, with a ticket this installation vouched for; its frame is gone.
    expect(visits).toEqual([{ username: ADMIN.username, vouched: "true" }]);
    await expect(page.locator("iframe[data-sso]")).toHaveCount(0);
  } finally {
    await trpcMutation(page.request, "auth.login", ADMIN);
    await setSso(false);
  }
  // With single sign-on off, the app's page frames nothing else.
  await expect.poll(() => appPageCsp(page)).not.toContain("frame-src");
});
