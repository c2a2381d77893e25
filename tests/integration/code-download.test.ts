import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { ApiClient } from "@suyuan/api/client";
import { setCodeGenerationChunkSize } from "@suyuan/api/services/code-application/generation";
import { jobsIdle } from "@suyuan/api/services/jobs/job-queue";
import { isValidTraceCode } from "@suyuan/contracts/trace-code/trace-code";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../support/legacy-client.ts";
import { signInBothApis } from "../support/public-site-fixtures.ts";
import { sampleOf } from "../support/samples.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { TEST_ADMIN } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

const ORIGIN = "https://trace.example.com";
const server = useTestServer({ PUBLIC_BASE_URL: `${ORIGIN}/` });
const N = 2_500;
let admin: ApiClient;
let legacy: LegacyClient;
let adminCookie: string;
let applicationId: number;
let codes: string[];
let enterpriseId: number;
let goodsId: number;

async function generated(quantity: number): Promise<number> {
  const { id } = await admin.codeApplication.create.mutate({ enterpriseId, goodsId, quantity, reason: "印刷标签" });
  await admin.codeApplication.examine.mutate({ id, approve: true, opinion: "" });
  for (;;) {
    const row = await prisma.codeApplication.findUniqueOrThrow({ where: { id } });
    if (row.generationStatus === "done") break;
    if (row.generationStatus === "failed") throw new Error(row.generationError ?? "failed");
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await jobsIdle();
  return id;
}

function download(id: number, query: string, cookie = adminCookie) {
  return fetch(`${server().url}/download/trace-codes/${id}?${query}`, { headers: { cookie } });
}

/**
 * The browser following the download link: Fetch Metadata says `navigate`. (fetch() would not do:
 * it always sends `sec-fetch-mode: cors`.)
 */
function navigate(
  id: number,
  query: string,
  cookie = adminCookie,
): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpGet(
      `${server().url}/download/trace-codes/${id}?${query}`,
      {
        headers: {
          cookie,
          accept: "text/html,application/xhtml+xml,*/*;q=0.8",
          "sec-fetch-mode": "navigate",
          "sec-fetch-dest": "empty",
        },
      },
      (response) => {
        let body = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (body += chunk));
        response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
  });
}

async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

beforeAll(async () => {
  // Chunks sized by time, as a server without CODE_GENERATION_CHUNK_SIZE runs them.
  setCodeGenerationChunkSize(undefined);
  ({ admin, legacy } = await signInBothApis(() => server().url));
  adminCookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
  enterpriseId = (
    await admin.enterprise.create.mutate(sampleOf(RESOURCES.enterprise, { name: "印刷测试茶厂" }, { unique: 71 }))
  ).id;
  const classId = (await admin.goodsClass.create.mutate({ parentId: null, name: "茶", sort: 1 })).id;
  goodsId = (await admin.goods.create.mutate(sampleOf(RESOURCES.goods, { name: "高山云雾", classId, enterpriseId })))
    .id;
  applicationId = await generated(N);
  codes = (
    await prisma.traceCode.findMany({ where: { applicationId }, orderBy: { serial: "asc" }, select: { code: true } })
  ).map((row) => row.code);
});

afterAll(async () => {
  await jobsIdle();
});

describe("CSV and TXT", () => {
  it("streams every code as serial, code, URL with a BOM and an exact Content-Length", async () => {
    const response = await download(applicationId, "format=csv");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toContain(`trace-codes-${applicationId}-1-${N}.csv`);
    const bytes = await bytesOf(response);
    expect(Number(response.headers.get("content-length"))).toBe(bytes.length);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    expect(text.endsWith("\r\n")).toBe(true);
    const lines = text.slice(0, -2).split("\r\n");
    expect(lines[0]).toBe("serial,code,url");
    expect(lines).toHaveLength(N + 1);
    lines.slice(1).forEach((line, index) => {
      expect(line).toBe(`${index + 1},${codes[index]},${ORIGIN}/t/${codes[index]}`);
    });
    expect(codes.every(isValidTraceCode)).toBe(true);
  });

  it("streams a serial range, and TXT as one URL a line, with exact lengths", async () => {
    const range = await download(applicationId, "format=csv&from=995&to=1003");
    const rangeBytes = await bytesOf(range);
    expect(Number(range.headers.get("content-length"))).toBe(rangeBytes.length);
    const rangeLines = new TextDecoder().decode(rangeBytes.slice(3)).trimEnd().split("\r\n");
    expect(rangeLines.slice(1).map((line) => line.split(",")[0])).toEqual([
      "995",
      "996",
      "997",
      "998",
      "999",
      "1000",
      "1001",
      "1002",
      "1003",
    ]);
    const txt = await download(applicationId, "format=txt");
    expect(txt.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    const txtBytes = await bytesOf(txt);
    expect(Number(txt.headers.get("content-length"))).toBe(txtBytes.length);
    expect(new TextDecoder().decode(txtBytes)).toBe(codes.map((code) => `${ORIGIN}/t/${code}\n`).join(""));
  });

  it("uses the request's own origin when PUBLIC_BASE_URL is not set", async () => {
    const config = server().config;
    const configured = config.publicBaseUrl;
    config.publicBaseUrl = undefined;
    try {
      const text = await (await download(applicationId, "format=txt&from=1&to=1")).text();
      expect(text).toBe(`${server().url}/t/${codes[0]}\n`);
    } finally {
      config.publicBaseUrl = configured;
    }
  });
});

describe("PDF labels", () => {
  const pagesOf = (pdf: string) => pdf.match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

  it("prints an A4 sheet of 3 × 8 QR labels per page", async () => {
    const response = await download(applicationId, "format=pdf&from=1&to=100");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-length")).toBeNull();
    const pdf = Buffer.from(await response.arrayBuffer()).toString("latin1");
    expect(pdf.startsWith("%PDF-")).toBe(true);
    expect(pdf.trimEnd().endsWith("%%EOF")).toBe(true);
    expect(pagesOf(pdf)).toBe(5);
    expect(pdf).toContain("/MediaBox [0 0 595.28 841.89]");
    const all = Buffer.from(await (await download(applicationId, "format=pdf")).arrayBuffer()).toString("latin1");
    expect(pagesOf(all)).toBe(Math.ceil(N / 24));
  });

  it("refuses more labels than one file holds", async () => {
    const big = await prisma.codeApplication.create({
      data: {
        enterpriseId,
        goodsId,
        quantity: 30_000,
        status: "approved",
        generationStatus: "done",
        generatedCount: 30_000,
      },
    });
    const refused = await download(big.id, "format=pdf");
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "PDF 一次最多 24000 个标签，请按序号范围分批下载",
    );
    await prisma.codeApplication.delete({ where: { id: big.id } });
  });
});

describe("refusals", () => {
  it("downloads only generated applications, in range, in a known format", async () => {
    const { id: pending } = await admin.codeApplication.create.mutate({
      enterpriseId,
      goodsId,
      quantity: 5,
      reason: "待审",
    });
    const notReady = await download(pending, "format=csv");
    expect(notReady.status).toBe(412);
    expect(((await notReady.json()) as { message: string }).message).toBe("溯源码尚未生成完成");
    expect((await download(applicationId, "format=xlsx")).status).toBe(400);
    const outside = await download(applicationId, "format=csv&from=1&to=2501");
    expect(outside.status).toBe(400);
    expect(((await outside.json()) as { message: string }).message).toBe("序号超出范围（1 到 2500）");
    expect((await download(applicationId, "format=csv&from=9&to=3")).status).toBe(400);
    expect((await download(999_999, "format=csv")).status).toBe(404);
  });

  it("needs a session and the download key", async () => {
    expect((await download(applicationId, "format=csv", "")).status).toBe(401);
    const admin = await prisma.user.findUniqueOrThrow({ where: { username: TEST_ADMIN.username } });
    const master = await prisma.site.findFirstOrThrow({ where: { isMaster: true } });
    const role = await prisma.role.create({ data: { name: "只看申请", perms: ["/apply/view", "/apply/list"] } });
    await prisma.user.create({
      data: {
        username: "viewer",
        passwordHash: admin.passwordHash,
        roles: { create: { roleId: role.id } },
        sites: { create: { siteId: master.id } },
      },
    });
    const viewer = await loginCookie(server().url, "viewer", TEST_ADMIN.password);
    expect((await download(applicationId, "format=csv", viewer)).status).toBe(403);
  });
});

describe("check first, then the browser's own download", () => {
  it("check=1 runs every check and answers 204 with the file's name and count, and no file", async () => {
    const checked = await download(applicationId, "format=csv&from=11&to=30&check=1");
    expect(checked.status).toBe(204);
    expect(checked.headers.get("x-download-filename")).toBe(`trace-codes-${applicationId}-11-30.csv`);
    expect(checked.headers.get("x-code-count")).toBe("20");
    expect(checked.headers.get("content-disposition")).toBeNull();
    expect(await checked.text()).toBe("");
    const pdf = await download(applicationId, "format=pdf&check=1");
    expect(pdf.status).toBe(204);
    expect(pdf.headers.get("x-download-filename")).toBe(`trace-codes-${applicationId}-1-${N}.pdf`);
  });

  it("check=1 refuses with the same JSON message the page shows", async () => {
    const outside = await download(applicationId, "format=csv&from=1&to=2501&check=1");
    expect(outside.status).toBe(400);
    expect(outside.headers.get("content-type")).toContain("application/json");
    expect(((await outside.json()) as { message: string }).message).toBe("序号超出范围（1 到 2500）");
    const signedOut = await download(applicationId, "format=csv&check=1&lang=en", "");
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as { message: string }).message).toBe(
      "Not logged in or the session has ended; please log in again",
    );
  });

  it("a download link streams the file as an attachment", async () => {
    const answer = await navigate(applicationId, "format=txt&from=1&to=3");
    expect(answer.status).toBe(200);
    expect(answer.headers["content-disposition"]).toBe(`attachment; filename="trace-codes-${applicationId}-1-3.txt"`);
    expect(answer.body).toBe(
      codes
        .slice(0, 3)
        .map((code) => `${ORIGIN}/t/${code}\n`)
        .join(""),
    );
  });

  it("a download link refused (session ended) gets a small HTML page with the status, never a JSON file", async () => {
    const signedOut = await navigate(applicationId, "format=csv", "");
    expect(signedOut.status).toBe(401);
    expect(signedOut.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(signedOut.headers["content-disposition"]).toBe("inline");
    expect(signedOut.headers["cache-control"]).toBe("no-store");
    expect(signedOut.body).toContain("<title>下载失败</title>");
    expect(signedOut.body).toContain("未登录或登录已失效，请重新登录");
    expect(signedOut.body).toContain(`<a href="/apply/view?id=${applicationId}">返回申请详情</a>`);
    expect(signedOut.body).not.toContain('"appCode"');

    const english = await navigate(applicationId, "format=csv&from=1&to=2501&lang=en");
    expect(english.status).toBe(400);
    expect(english.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(english.body).toContain("Serial out of range (1 to 2500)");
    expect(english.body).toContain(">Back to the application</a>");

    const unknown = await navigate(999_999, "format=csv");
    expect(unknown.status).toBe(404);
    expect(unknown.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("a script without Fetch Metadata that asks for HTML gets the page too; others keep JSON", async () => {
    const html = await fetch(`${server().url}/download/trace-codes/${applicationId}?format=csv`, {
      headers: { accept: "text/html" },
    });
    // fetch() sends `sec-fetch-mode: cors`: the JSON answer, whatever it accepts.
    expect(html.headers.get("content-type")).toContain("application/json");
    const legacyBrowser = await new Promise<IncomingHttpHeaders>((resolve, reject) => {
      httpGet(
        `${server().url}/download/trace-codes/${applicationId}?format=csv`,
        { headers: { accept: "text/html" } },
        (r) => {
          r.resume();
          resolve(r.headers);
        },
      ).on("error", reject);
    });
    expect(legacyBrowser["content-type"]).toBe("text/html; charset=utf-8");
  });
});

describe("streaming", () => {
  const QUANTITY = 200_000;

  /** Live heap and buffer bytes after full collections (v8's gc, exposed at run time). */
  function retainedBytes(): number {
    setFlagsFromString("--expose-gc");
    const gc = runInNewContext("gc") as () => void;
    gc();
    gc();
    const usage = process.memoryUsage();
    return usage.heapUsed + usage.arrayBuffers;
  }

  it("sends a large file in many chunks and holds a stalled reader's download to a few chunks of memory", async () => {
    const big = await prisma.codeApplication.create({
      data: {
        enterpriseId,
        goodsId,
        quantity: QUANTITY,
        status: "approved",
        generationStatus: "done",
        generatedCount: QUANTITY,
      },
    });
    // Made-up codes (lower case never occurs in real ones): the download does not care.
    await prisma.$executeRawUnsafe(
      `INSERT INTO trace_code (code, application_id, serial, enterprise_id, goods_id)
       SELECT 'x' || lpad(serial::text, 13, '0'), $1, serial, $2, $3 FROM generate_series(1, $4::int) AS serial`,
      big.id,
      enterpriseId,
      goodsId,
      QUANTITY,
    );

    // A first full download: every chunk arrives, and the database's caches are warm for the measure.
    const whole = await download(big.id, "format=csv");
    const size = Number(whole.headers.get("content-length"));
    expect(size).toBeGreaterThan(12_000_000);
    let chunks = 0;
    let received = 0;
    for await (const chunk of whole.body as unknown as AsyncIterable<Uint8Array>) {
      chunks++;
      received += chunk.byteLength;
    }
    expect(received).toBe(size);
    expect(chunks).toBeGreaterThan(20);

    // A reader that stops after 1 MB: the server (same process) waits for it instead of reading on.
    const before = retainedBytes();
    const stalled = await download(big.id, "format=csv");
    const reader = stalled.body!.getReader();
    let read = 0;
    while (read < 1_000_000) {
      const next = await reader.read();
      if (next.done) throw new Error("ended early");
      read += next.value.byteLength;
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const held = retainedBytes() - before;
    await reader.cancel();
    // Building the file in memory would hold it all (13 MB and more); streaming holds a chunk or two.
    expect(held).toBeLessThan(size / 4);
  });
});

describe("legacy apply/download", () => {
  it("answers the file itself, the same bytes as the web download", async () => {
    const form = legacy.signedForm({ id: String(applicationId), format: "txt", fromSerial: "10", toSerial: "20" });
    const response = await fetch(`${server().url}/api/apply/download`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
    });
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe(
      codes
        .slice(9, 20)
        .map((code) => `${ORIGIN}/t/${code}\n`)
        .join(""),
    );
    const refused = await legacy.call("/api/apply/download", { id: String(applicationId), format: "doc" });
    expect(refused.code).toBe("201");
  });
});
