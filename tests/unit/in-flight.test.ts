import { trackInFlight } from "@suyuan/api/http/in-flight";
import { describe, expect, it } from "vitest";

describe("trackInFlight", () => {
  it("resolves drained() only after every running handler has finished, failed ones included", async () => {
    const gates: (() => void)[] = [];
    const handlers = trackInFlight((fail: boolean) => {
      return new Promise<Response>((resolve, reject) =>
        gates.push(() => (fail ? reject(new Error("gone")) : resolve(new Response("ok")))),
      );
    });
    await expect(handlers.drained()).resolves.toBeUndefined();
    const first = handlers.fetch(false);
    const second = handlers.fetch(true).catch(() => "failed");
    let drained = false;
    void handlers.drained().then(() => (drained = true));
    gates[0]!();
    await first;
    await Promise.resolve();
    expect(drained).toBe(false);
    gates[1]!();
    expect(await second).toBe("failed");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(drained).toBe(true);
  });
});
