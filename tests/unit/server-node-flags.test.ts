import { readFileSync } from "node:fs";
import { SERVER_NODE_FLAGS } from "@suyuan/api/server-node-flags";
import { describe, expect, it } from "vitest";

// `npm start` cannot import the flags, so it spells them out; the bench, the system tests and the
// browser tests import them. This keeps the two in step.
describe("the server's Node flags", () => {
  it("are the ones npm start runs the server with", () => {
    const root = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")) as {
      scripts: { start: string };
    };
    expect(root.scripts.start).toContain(`node ${SERVER_NODE_FLAGS.join(" ")} apps/api/dist/server.js`);
  });
});
