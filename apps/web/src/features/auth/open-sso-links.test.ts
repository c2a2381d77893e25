import { afterEach, describe, expect, it, vi } from "vitest";
import { openSsoLinks } from "./open-sso-links.ts";

const frames = () => [...document.querySelectorAll<HTMLIFrameElement>("iframe[data-sso]")];

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("openSsoLinks", () => {
  it("opens each site's sign-in address in a hidden frame and goes on once they have loaded", async () => {
    const links = ["https://a.example.com/sso/login?username=admin&sessionId=t1", "https://b.example.com/sso/login"];
    let done = false;
    const opened = openSsoLinks(links, 60_000).then(() => (done = true));
    const shown = frames();
    expect(shown.map((frame) => frame.src)).toEqual(links);
    expect(shown.every((frame) => frame.hidden && frame.referrerPolicy === "no-referrer")).toBe(true);
    shown[0]!.dispatchEvent(new Event("load"));
    await Promise.resolve();
    expect(done).toBe(false);
    shown[1]!.dispatchEvent(new Event("error"));
    await opened;
    expect(frames()).toHaveLength(0);
  });

  it("waits no longer than its bound for a site that does not answer", async () => {
    vi.useFakeTimers();
    let done = false;
    const opened = openSsoLinks(["https://slow.example.com/sso/login"], 3_000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2_999);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await opened;
    expect(frames()).toHaveLength(0);
  });

  it("opens nothing without links, and never an address other than http(s)", async () => {
    await openSsoLinks([]);
    await openSsoLinks(["javascript:alert(1)"]);
    expect(document.querySelectorAll("iframe")).toHaveLength(0);
  });
});
