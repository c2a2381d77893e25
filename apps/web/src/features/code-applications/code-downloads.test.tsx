import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { onSessionEnded } from "../../lib/session-events.ts";
import { renderWithProviders } from "../../test/render-with-providers.tsx";
import { CodeDownloads } from "./code-downloads.tsx";

const ID = 7;

/** The links the page hands to the browser (jsdom cannot follow them). */
let followed: { href: string; download: string }[] = [];

beforeEach(() => {
  followed = [];
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    followed.push({ href: this.getAttribute("href") ?? "", download: this.download });
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function answer(fetchAnswer: () => Promise<Response>) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => fetchAnswer());
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

function jsonError(status: number, body: object) {
  return Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

async function typeRangeAndClick(button: string, from?: string, to?: string) {
  const user = userEvent.setup();
  if (from) await user.type(screen.getByRole("textbox", { name: "起始序号" }), from);
  if (to) await user.type(screen.getByRole("textbox", { name: "结束序号" }), to);
  await user.click(screen.getByRole("button", { name: button }));
}

describe("CodeDownloads", () => {
  it("checks first, then lets the browser download the same link itself (nothing read by the page)", async () => {
    const fetchMock = answer(() =>
      Promise.resolve(
        new Response(null, {
          status: 204,
          headers: { "x-download-filename": `trace-codes-${ID}-2-5.csv`, "x-code-count": "4" },
        }),
      ),
    );
    renderWithProviders(<CodeDownloads id={ID} quantity={2500} ready />);
    expect(screen.getByTestId("download-status").textContent).toBe(
      "文件由浏览器直接保存到磁盘，下载进度请在浏览器的下载列表中查看。",
    );
    expect(screen.queryByRole("progressbar")).toBeNull();

    await typeRangeAndClick("CSV", "2", "5");
    await waitFor(() => expect(followed).toHaveLength(1));
    const link = `/download/trace-codes/${ID}?format=csv&lang=zh&from=2&to=5`;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe(`${link}&check=1`);
    expect(followed[0]).toEqual({ href: link, download: `trace-codes-${ID}-2-5.csv` });
    expect(screen.getByTestId("download-status").textContent).toBe(
      `已交给浏览器下载 trace-codes-${ID}-2-5.csv（4 个溯源码），进度见浏览器的下载列表。`,
    );
    // The link is no longer in the page once clicked.
    expect(document.querySelector("a[download]")).toBeNull();
  });

  it("shows a refusal in the page, marks the serial input and starts no download", async () => {
    answer(() =>
      jsonError(400, {
        code: "304",
        appCode: "BAD_REQUEST",
        message: "起始序号不能大于结束序号",
        fieldErrors: { toSerial: ["起始序号不能大于结束序号"] },
      }),
    );
    renderWithProviders(<CodeDownloads id={ID} quantity={2500} ready />);
    await typeRangeAndClick("TXT", "30", "20");
    expect((await screen.findByTestId("download-error")).textContent).toBe("下载失败：起始序号不能大于结束序号");
    expect(screen.getByRole("textbox", { name: "结束序号" }).getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByRole("textbox", { name: "起始序号" }).getAttribute("aria-invalid")).toBe("false");
    expect(followed).toHaveLength(0);
    expect(screen.getByRole("button", { name: "TXT" }).hasAttribute("disabled")).toBe(false);
  });

  it("an ended session goes to the session handler, not a download", async () => {
    const ended = vi.fn();
    onSessionEnded(ended);
    answer(() => jsonError(401, { code: "302", appCode: "UNAUTHORIZED", message: "未登录或登录已失效，请重新登录" }));
    renderWithProviders(<CodeDownloads id={ID} quantity={2500} ready />);
    await typeRangeAndClick("PDF 标签");
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(ended.mock.calls[0]![0]).toMatchObject({ legacyCode: "302", message: "未登录或登录已失效，请重新登录" });
    expect(followed).toHaveLength(0);
  });

  it("says the server did not answer when the check fails without a JSON error", async () => {
    answer(() => Promise.resolve(new Response("<html>Bad gateway</html>", { status: 502 })));
    renderWithProviders(<CodeDownloads id={ID} quantity={2500} ready />);
    await typeRangeAndClick("CSV");
    expect((await screen.findByTestId("download-error")).textContent).toBe("下载失败：服务器响应失败");
    expect(followed).toHaveLength(0);
  });
});
