import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createApiClient } from "@suyuan/api/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../../support/legacy-client.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../../support/test-env.ts";
import { useTestServer } from "../../support/test-server.ts";

// Single sign-on between the sites the SSO settings list (config/sso_*): a peer site, played by a
// local receiver, is given a one-time ticket at an administrator's sign-in and checks it with this
// installation's /sso/authenticate; this installation signs someone in at /sso/login when the
// listed peer vouches for their ticket.

const server = useTestServer();
let legacy: LegacyClient;
let peer: Server;
let peerUrl: string;
/** The ticket the peer vouches for (its own sign-in of the administrator). */
const PEER_TICKET = "peer-ticket-0123456789";
const peerAsked: { username: string; sessionId: string }[] = [];

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = "";
  for await (const chunk of request) text += String(chunk);
  return new URLSearchParams(text);
}

beforeAll(async () => {
  legacy = new LegacyClient(server().url, TEST_LEGACY);
  expect((await legacy.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
  peer = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? "/", "http://peer");
      if (url.pathname === "/sso/authenticate") {
        const form = await formOf(request);
        peerAsked.push({ username: form.get("username") ?? "", sessionId: form.get("sessionId") ?? "" });
        const yes = form.get("username") === TEST_ADMIN.username && form.get("sessionId") === PEER_TICKET;
        response.end(yes ? "true" : "false");
        return;
      }
      if (url.pathname === "/sso/login") {
        // The peer checks the ticket it was brought with the site that issued it.
        const answer = await fetch(`${server().url}/sso/authenticate`, {
          method: "POST",
          body: new URLSearchParams({
            username: url.searchParams.get("username") ?? "",
            sessionId: url.searchParams.get("sessionId") ?? "",
          }),
        });
        response.end(await answer.text());
        return;
      }
      response.statusCode = 404;
      response.end();
    })();
  });
  await new Promise<void>((resolve) => peer.listen(0, "127.0.0.1", resolve));
  peerUrl = `http://127.0.0.1:${(peer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => peer.close(() => resolve()));
});

async function setSso(enable: boolean) {
  const saved = await legacy.call("/api/admin/config/sso_update", {
    attr_ssoEnable: String(enable),
    attr_sso_1: `${peerUrl}/sso/authenticate`,
  });
  expect(saved.code, JSON.stringify(saved)).toBe("200");
}

describe("single sign-on", () => {
  it("gives the listed site a one-time ticket at sign-in, which this site vouches for once", async () => {
    await setSso(true);
    const admin = createApiClient({ baseUrl: server().url });
    const { sso } = await admin.auth.login.mutate(TEST_ADMIN);
    expect(sso).toHaveLength(1);
    const link = new URL(sso[0]!);
    expect(`${link.origin}${link.pathname}`).toBe(`${peerUrl}/sso/login`);
    expect(link.searchParams.get("username")).toBe(TEST_ADMIN.username);
    const ticket = link.searchParams.get("sessionId")!;
    expect(ticket.length).toBeGreaterThan(20);

    expect(await (await fetch(link)).text()).toBe("true");
    // Spent: a second use (a replay) is not vouched for; nor is a ticket for another user.
    expect(await (await fetch(link)).text()).toBe("false");
    const second = new URL((await admin.auth.login.mutate(TEST_ADMIN)).sso[0]!);
    second.searchParams.set("username", "someone-else");
    expect(await (await fetch(second)).text()).toBe("false");
    // The legacy sign-in carries the addresses beside the session key.
    const signedIn = await new LegacyClient(server().url, TEST_LEGACY).login(TEST_ADMIN.username, TEST_ADMIN.password);
    expect((signedIn as unknown as { sso: string[] }).sso).toHaveLength(1);
    // The ticket is never written to the log.
    expect(server().logText()).not.toContain(ticket);
  });

  it("signs a user in when the listed site vouches for their ticket, and not otherwise", async () => {
    await setSso(true);
    const signIn = (username: string, sessionId: string) =>
      fetch(`${server().url}/sso/login?${new URLSearchParams({ username, sessionId })}`, { redirect: "manual" });

    const accepted = await signIn(TEST_ADMIN.username, PEER_TICKET);
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get("location")).toBe("/login?sso=1");
    expect(peerAsked.at(-1)).toEqual({ username: TEST_ADMIN.username, sessionId: PEER_TICKET });
    const cookie = accepted.headers
      .getSetCookie()
      .find((line) => line.startsWith("suyuan_session="))!
      .split(";")[0]!;
    const me = await fetch(`${server().url}/trpc/auth.getMe`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(JSON.stringify(await me.json())).toContain(`"username":"${TEST_ADMIN.username}"`);

    for (const [username, ticket] of [
      [TEST_ADMIN.username, "a-guess"],
      ["nobody-here", PEER_TICKET],
    ] as const) {
      const refused = await signIn(username, ticket);
      expect(refused.headers.get("location")).toBe("/login?sso=0");
      expect(refused.headers.getSetCookie().some((line) => line.startsWith("suyuan_session="))).toBe(false);
    }
  });

  it("does nothing while single sign-on is off", async () => {
    await setSso(false);
    const admin = createApiClient({ baseUrl: server().url });
    expect((await admin.auth.login.mutate(TEST_ADMIN)).sso).toEqual([]);
    const asked = peerAsked.length;
    const refused = await fetch(
      `${server().url}/sso/login?${new URLSearchParams({ username: TEST_ADMIN.username, sessionId: PEER_TICKET })}`,
      { redirect: "manual" },
    );
    expect(refused.headers.get("location")).toBe("/login?sso=0");
    expect(peerAsked.length).toBe(asked);
  });
});
