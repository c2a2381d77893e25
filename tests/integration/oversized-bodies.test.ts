import { beforeAll, describe, expect, it } from "vitest";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN } from "../support/test-env.ts";
import { useTestServer } from "../support/test-server.ts";
import { loginCookie } from "../support/trpc-http.ts";

const server = useTestServer();
let cookie: string;

beforeAll(async () => {
  cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
});

const MB = 1024 * 1024;

describe("a body past the server's limit", () => {
  it("is refused with 413 that the client gets to read, whether its length is declared or streamed", async () => {
    const before = await tableCounts();
    // Large enough that the client is still sending when the server has decided.
    const form = new FormData();
    form.append("kind", "document");
    form.append("file", new Blob([new Uint8Array(48 * MB)]), "big.txt");
    const declared = await fetch(`${server().url}/upload`, { method: "POST", headers: { cookie }, body: form });
    expect(declared.status).toBe(413);
    expect(((await declared.json()) as { message: string }).message).toBe("请求内容过大");

    // A streamed (chunked) body: the limit is found while reading.
    const chunks = Array.from({ length: 48 }, () => new Uint8Array(MB));
    const streamed = await fetch(`${server().url}/upload`, {
      method: "POST",
      headers: { cookie, "content-type": "application/octet-stream" },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          const next = chunks.shift();
          if (next) controller.enqueue(next);
          else controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);

    // A tRPC call past the general limit is refused the same way.
    const rpc = await fetch(`${server().url}/trpc/town.create`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ json: { name: "x".repeat(3 * MB) } }),
    });
    expect(rpc.status).toBe(413);
    expect(await tableCounts()).toEqual(before);
  });
});
