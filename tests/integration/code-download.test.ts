import { createApiClient, type ApiClient } from "@suyuan/api/client";
import { codeGenerationIdle, configureCodeGeneration } from "@suyuan/api/services/code-application/generation";
import { isValidTraceCode } from "@suyuan/contracts/trace-code/trace-code";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { enterpriseFields } from "../support/master-data.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

const ORIGIN = "https://trace.example.com";
const server = useTestServer({ PUBLIC_BASE_URL: `${ORIGIN}/` });
const N = 2_500;
let admin: ApiClient;
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
  await codeGenerationIdle();
  return id;
}

function download(id: number, query: string, cookie = adminCookie) {
  return fetch(`${server().url}/download/trace-codes/${id}?${query}`, { headers: { cookie } });
}

async function bytesOf(response: Response): Promise<Uint8Array> {
  return new Uint8Array(await response.arrayBuffer());
}

beforeAll(async () => {
  // Chunks sized by time, as a server without CODE_GENERATION_CHUNK_SIZE runs them.
  configureCodeGeneration({ chunkSize: undefined });
  admin = createApiClient({ baseUrl: server().url });
  await admin.auth.login.mutate(TEST_ADMIN);
  adminCookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
  enterpriseId = (await admin.enterprise.create.mutate(enterpriseFields(71, { name: "印刷测试茶厂" }))).id;
  const classId = (await admin.goodsClass.create.mutate({ parentId: null, name: "茶", sort: 1 })).id;
  goodsId = (
    await admin.goods.create.mutate({
      name: "高山云雾",
      classId,
      enterpriseId,
      specification: "",
      unit: "",
      shelfLifeDays: null,
      originProvince: "",
      originCity: "",
      originCounty: "",
      brand: "",
      barcode: "",
      images: [],
      description: null,
    })
  ).id;
  applicationId = await generated(N);
  codes = (
    await prisma.traceCode.findMany({ where: { applicationId }, orderBy: { serial: "asc" }, select: { code: true } })
  ).map((row) => row.code);
});

afterAll(async () => {
  await codeGenerationIdle();
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

describe("legacy apply/download", () => {
  it("answers the file itself, the same bytes as the web download", async () => {
    const api = new LegacyClient(server().url, TEST_LEGACY);
    await api.login(TEST_ADMIN.username, TEST_ADMIN.password);
    const form = api.signedForm({ id: String(applicationId), format: "txt", fromSerial: "10", toSerial: "20" });
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
    const refused = await api.call("/api/apply/download", { id: String(applicationId), format: "doc" });
    expect(refused.code).toBe("201");
  });
});
