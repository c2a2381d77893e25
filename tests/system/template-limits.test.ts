import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, type ServerProcess } from "../support/server-process.ts";
import { TEST_ADMIN, TEST_SERVER_ENV } from "../support/test-env.ts";
import { callTrpc, loginCookie } from "../support/trpc-http.ts";

// The template sandbox in the built server run with npm start's Node flags (its 128 MB heap): a
// template that loops or builds a huge page is refused with a clear message, and the process
// keeps serving. In-process tests cannot show this: their heap has no such cap.

let server: ServerProcess;
let dataDir: string;
let cookie: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), "suyuan-tpl-limits-"));
  server = await spawnServer({ DATA_DIR: dataDir, ...TEST_SERVER_ENV });
  await server.waitFor(/Suyuan is running/);
  cookie = await loginCookie(server.url, TEST_ADMIN.username, TEST_ADMIN.password);
}, 120_000);

afterAll(async () => {
  server?.child.kill("SIGTERM");
  await server?.exited;
  rmSync(dataDir, { recursive: true, force: true });
});

const preview = (source: string) =>
  callTrpc(server.url, cookie, "template.preview", "mutation", { path: "index.liquid", source });

describe("template limits in the server process", () => {
  it("refuses looping and huge templates in the preview, and keeps serving", async () => {
    const refusals = [
      {
        source: "{% for i in (1..2500000) %}x{% endfor %}",
        message: /模板第 1 行第 \d+ 列：范围、数组和文字合计最多 1000000 项/,
      },
      {
        source:
          "{% for i in (1..5000) %}{% for j in (1..5000) %}{% for k in (1..5000) %}x{% endfor %}{% endfor %}{% endfor %}",
        message: /模板第 1 行第 \d+ 列：循环和分支合计最多执行 100000 次/,
      },
      {
        // A range made and never looped over: 15 million numbers take over 120 MB.
        source: "{% assign r = (1..15000000) %}{{ r.size }}",
        message: /模板第 1 行第 1 列：范围、数组和文字合计最多 1000000 项/,
      },
    ];
    for (const { source, message } of refusals) {
      const answer = await preview(source);
      expect(answer.status, source).toBe(400);
      expect(answer.error?.message, source).toMatch(message);
    }
    const fine = await preview("<b>{% for i in (1..3) %}{{ i }}{% endfor %}</b>");
    expect(fine.status).toBe(200);
    expect(fine.data).toEqual({ html: "<b>123</b>", error: null });
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    expect(server.child.exitCode).toBeNull();
  });
});
