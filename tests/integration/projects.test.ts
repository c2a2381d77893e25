import type { ApiClient } from "@suyuan/api/client";
import { PROJECT_SHEET_COLUMNS } from "@suyuan/contracts/project/project-fields";
import { TRPCClientError } from "@trpc/client";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { type LegacyClient, md5Sign } from "../support/legacy-client.ts";
import { signInBothApis } from "../support/public-site-fixtures.ts";
import { sampleOf } from "../support/samples.ts";
import { RESOURCES } from "@suyuan/contracts/kit/resource-registry";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN } from "../support/test-env.ts";
import { loginCookie } from "../support/trpc-http.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

const server = useTestServer();
let admin: ApiClient;
let legacy: LegacyClient;
let cookie: string;

beforeAll(async () => {
  ({ admin, legacy } = await signInBothApis(() => server().url));
  await admin.enterprise.create.mutate(sampleOf(RESOURCES.enterprise, { name: "扶贫合作社" }, { unique: 60 }));
  cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
});

const project = (overrides: Record<string, unknown> = {}) => ({
  name: "高标准农田改造",
  town: "龙坞镇",
  village: "上城埭村",
  enterpriseId: null,
  funding: 1_200_000,
  startDate: "2026-03-01",
  endDate: "2026-10-31",
  status: "in_progress" as const,
  description: "",
  ...overrides,
});

async function sheet(
  rows: unknown[][],
  header: string[] = PROJECT_SHEET_COLUMNS.map((column) => column.zh),
): Promise<Blob> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet("项目");
  worksheet.addRow(header);
  for (const row of rows) worksheet.addRow(row);
  return new Blob([await workbook.xlsx.writeBuffer()]);
}

async function importSheet(file: Blob) {
  const form = new FormData();
  form.set("file", file, "projects.xlsx");
  const response = await fetch(`${server().url}/import/projects`, { method: "POST", headers: { cookie }, body: form });
  return {
    status: response.status,
    body: (await response.json()) as {
      imported?: number;
      errors?: { row: number; field: string; message: string }[];
      message?: string;
    },
  };
}

describe("projects", () => {
  it("are created on the current site and listed, sorted and filtered", async () => {
    await admin.project.create.mutate(project());
    await admin.project.create.mutate(
      project({ name: "产业扶贫茶园", status: "planned", funding: 300_000, startDate: "2026-05-01" }),
    );
    const page = await admin.project.find.query({ sortBy: "funding", sortDir: "asc", page: 1, pageSize: 10 });
    expect(page.items.map((item) => item.name)).toEqual(["产业扶贫茶园", "高标准农田改造"]);
    expect(page.items[1]).toMatchObject({
      funding: 1_200_000,
      startDate: "2026-03-01",
      endDate: "2026-10-31",
      status: "in_progress",
    });
    expect((await admin.project.find.query({ status: "planned", page: 1, pageSize: 10 })).total).toBe(1);
    const master = await prisma.site.findFirstOrThrow({ where: { isMaster: true } });
    expect(await prisma.project.count({ where: { siteId: master.id } })).toBe(2);
  });

  it("refuses an end before the start, writing nothing", async () => {
    const before = await tableCounts();
    await expect(
      admin.project.create.mutate(project({ startDate: "2026-10-01", endDate: "2026-01-01" })),
    ).rejects.toThrow(TRPCClientError);
    expect(await tableCounts()).toEqual(before);
  });
});

describe("project import", () => {
  it("imports nothing when any row is bad, and names every bad row", async () => {
    const before = await prisma.project.count();
    const { status, body } = await importSheet(
      await sheet([
        ["合格项目", "镇一", "村一", "扶贫合作社", 5000, "2026-01-01", "2026-12-31", "计划中", ""],
        ["", "镇二", "村二", "", 100, "", "", "实施中", ""],
        ["坏企业", "", "", "不存在的企业", "abc", "2026-13-01", "", "进行中", ""],
      ]),
    );
    expect(status).toBe(422);
    expect(body.imported).toBe(0);
    expect(body.errors).toEqual([
      { row: 3, field: "项目名称", message: "请填写名称" },
      { row: 4, field: "企业", message: "找不到该企业" },
      { row: 4, field: "资金（元）", message: "格式不正确" },
      { row: 4, field: "开始日期", message: "日期格式应为 yyyy-MM-dd" },
      { row: 4, field: "状态", message: "状态应为 计划中、实施中、已完成 或 已暂停" },
    ]);
    expect(await prisma.project.count()).toBe(before);
  });

  it("imports every row of a good sheet in one go, logged once", async () => {
    const operations = await prisma.operationLog.count();
    const { status, body } = await importSheet(
      await sheet([
        [
          "蔬菜大棚补贴",
          "镇一",
          "村一",
          "扶贫合作社",
          80000,
          new Date("2026-02-01T00:00:00Z"),
          "2026-06-30",
          "已完成",
          "第一批",
        ],
        ["电商培训", "镇二", "村二", "", "", "", "", "", ""],
      ]),
    );
    expect(status).toBe(200);
    expect(body).toEqual({ imported: 2, errors: [] });
    const saved = await admin.project.find.query({ name: "蔬菜大棚补贴", page: 1, pageSize: 1 });
    expect(saved.items[0]).toMatchObject({
      enterprise: { name: "扶贫合作社" },
      funding: 80000,
      startDate: "2026-02-01",
      status: "completed",
    });
    expect((await admin.project.find.query({ name: "电商培训", page: 1, pageSize: 1 })).items[0]?.status).toBe(
      "planned",
    );
    expect(await prisma.operationLog.count()).toBe(operations + 1);
  });

  it("refuses a sheet with another header, or a file that is not a workbook", async () => {
    expect((await importSheet(await sheet([["x"]], ["名称", "别的"]))).body.message).toBe(
      "表头与模板不一致，请使用导出的模板",
    );
    expect((await importSheet(new Blob(["not a workbook"]))).body.message).toBe("请上传 .xlsx 格式的项目表");
  });

  it("exports a sheet that imports back (the export is the template)", async () => {
    const response = await fetch(
      `${server().url}/export/projects?format=xlsx&q=${encodeURIComponent(JSON.stringify({ name: "电商培训" }))}`,
      { headers: { cookie } },
    );
    expect(response.status).toBe(200);
    const before = await prisma.project.count();
    expect((await importSheet(new Blob([await response.arrayBuffer()]))).body).toEqual({ imported: 1, errors: [] });
    expect(await prisma.project.count()).toBe(before + 1);
  });

  it("works on the legacy API with the file in a multipart form", async () => {
    const send = async (file: Blob) => {
      const fields = legacy.signedForm({});
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.set(name, value);
      form.set("file", file, "projects.xlsx");
      void md5Sign;
      return (await (await fetch(`${server().url}/api/project/import`, { method: "POST", body: form })).json()) as {
        code: string;
        message: string;
        body: unknown;
      };
    };
    const bad = await send(
      await sheet([
        ["", "", "", "", "", "", "", "", ""],
        ["", "x", "", "", "", "", "", "", ""],
      ]),
    );
    expect(bad.code).toBe("201");
    expect(bad.message).toBe("有 1 处数据错误，未导入任何数据");
    expect(bad.body).toEqual({ fieldErrors: { "3:项目名称": ["请填写名称"] } });
    const good = await send(await sheet([["接口导入项目", "", "", "", "", "", "", "", ""]]));
    expect(good).toMatchObject({ code: "200", body: { imported: 1 } });
    // The legacy export answers the file itself.
    const exported = await fetch(`${server().url}/api/project/export`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(legacy.signedForm({ name: "接口导入项目" })),
    });
    expect(exported.headers.get("content-type")).toContain("spreadsheetml");
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await exported.arrayBuffer());
    expect(workbook.worksheets[0]?.getRow(2).getCell(1).value).toBe("接口导入项目");
    expect(workbook.worksheets[0]?.rowCount).toBe(2);
  });
});
