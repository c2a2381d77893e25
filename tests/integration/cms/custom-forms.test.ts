import type { ApiClient } from "@suyuan/api/client";
import { submitCustomForm } from "@suyuan/api/services/custom-form/custom-form-submission";
import { overrideMemberSettings } from "@suyuan/api/services/member/member-settings";
import { AppError } from "@suyuan/api/lib/app-error";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LegacyClient } from "../../support/legacy-client.ts";
import { openPublicSite } from "../../support/public-site-fixtures.ts";
import { noticeOf, PublicVisitor } from "../../support/public-visitor.ts";
import { secondSiteAdmin } from "../../support/resource-fixtures.ts";
import { TEST_ADMIN } from "../../support/test-env.ts";
import { loginCookie } from "../../support/trpc-http.ts";
import { prisma, useTestServer } from "../../support/test-server.ts";

// Custom forms (custom/*, filed/*, record/*): an administrator designs a form on the origin's
// paths, publishes it, visitors submit it (checked from the form's definition, nothing stored on
// bad input), and the submissions are reviewed, read and deleted.

const server = useTestServer({ TRUST_PROXY: "true" });
let admin: ApiClient;
let legacy: LegacyClient;
let siteId: number;
let base: string;

/** A 1×1 PNG. */
const PIXEL_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

beforeAll(async () => {
  ({ admin, legacy, siteId, base } = await openPublicSite(() => server().url, "cftest"));
  overrideMemberSettings({ captchaAfterPosts: 1000 });
});
afterAll(() => overrideMemberSettings({}));

/** A form with one field of each kind the checks differ on. */
async function designForm(name: string) {
  const saved = await legacy.call("/api/admin/custom/save", {
    name,
    priority: "1",
    memberMeun: "false",
    submitUrl: "form.html",
    viewUrl: "records.html",
    enable: "false",
    allSite: "false",
    dayLimit: "0",
  });
  expect(saved.code).toBe("200");
  const formId = Number((saved.body as { id: number }).id);
  const fields: Record<string, string>[] = [
    { field: "name", label: "姓名", dataType: "1", required: "true", displayInList: "true" },
    { field: "age", label: "年龄", dataType: "2", required: "true", displayInList: "true" },
    { field: "day", label: "到访日期", dataType: "5", required: "false" },
    { field: "kind", label: "咨询类别", dataType: "6", required: "true", optValue: "产品，售后,其他" },
    { field: "topics", label: "关注内容", dataType: "7", required: "false", optValue: "价格,质量,物流" },
    { field: "place", label: "所在地区", dataType: "11", required: "false" },
    { field: "photo", label: "照片", dataType: "10", required: "false" },
  ];
  for (const [index, field] of fields.entries()) {
    const answer = await legacy.call("/api/admin/filed/save", {
      formId: String(formId),
      priority: String(index),
      ...field,
    });
    expect(answer.code, JSON.stringify(answer)).toBe("200");
  }
  return formId;
}

describe("custom forms", () => {
  it("designs a form on the origin's paths: fields unique by name, check_field, order, publish", async () => {
    const formId = await designForm("客户登记");
    const duplicate = await legacy.call("/api/admin/filed/save", {
      formId: String(formId),
      field: "name",
      label: "又一个姓名",
      dataType: "1",
      priority: "9",
      required: "false",
    });
    expect(duplicate.code).toBe("341");
    const badName = await legacy.call("/api/admin/filed/save", {
      formId: String(formId),
      field: "1x",
      label: "坏名字",
      dataType: "1",
      priority: "9",
      required: "false",
    });
    expect(badName.code).not.toBe("200");
    const noChoices = await legacy.call("/api/admin/filed/save", {
      formId: String(formId),
      field: "pick",
      label: "选择",
      dataType: "6",
      priority: "9",
      required: "false",
    });
    expect(noChoices.code).not.toBe("200");

    expect((await legacy.call("/api/admin/filed/check_field", { formId: String(formId), field: "name" })).body).toEqual(
      {
        result: true,
      },
    );
    expect(
      (await legacy.call("/api/admin/filed/check_field", { formId: String(formId), field: "other" })).body,
    ).toEqual({
      result: false,
    });

    const fields = await legacy.call("/api/admin/filed/list", { formId: String(formId), pageSize: "50" });
    expect(fields.code).toBe("200");
    const kind = (fields.body as { field: string; optValue: string }[]).find((row) => row.field === "kind");
    expect(kind?.optValue).toBe("产品,售后,其他");

    const form = await legacy.call("/api/admin/custom/get", { id: String(formId) });
    expect(form.body).toMatchObject({
      name: "客户登记",
      enable: false,
      fieldCount: 7,
      url: `customForm/${formId}.html`,
    });

    const fieldIds = (fields.body as { id: number; field: string }[]).map((row) => row.id);
    const reordered = await legacy.call("/api/admin/filed/priority", {
      ids: fieldIds.join(","),
      priorities: fieldIds.map((_, index) => String(100 - index)).join(","),
    });
    expect(reordered.code).toBe("200");
    const mismatch = await legacy.call("/api/admin/custom/priority", { ids: String(formId), priorities: "1,2" });
    expect(mismatch.code).not.toBe("200");

    // Another site's administrator sees nothing of it.
    const other = await secondSiteAdmin(server().url, "表单他站");
    expect((await other.customForm.find.query({ pageSize: 100 })).items.map((row) => row.id)).not.toContain(formId);
    await expect(other.customFormField.checkField.query({ formId, field: "name" })).resolves.toEqual({ result: false });

    expect((await legacy.call("/api/admin/custom/publish", { ids: String(formId) })).code).toBe("200");
    expect((await prisma.cmsCustomForm.findUniqueOrThrow({ where: { id: formId } })).enable).toBe(true);
    await admin.customForm.publish.mutate({ ids: [formId], enable: false });
    expect((await prisma.cmsCustomForm.findUniqueOrThrow({ where: { id: formId } })).enable).toBe(false);
  });

  it("checks a submission from the form's definition and stores nothing on bad input", async () => {
    const formId = await designForm("预约登记");
    const submit = (values: Record<string, unknown>) =>
      submitCustomForm({ siteId, formId, values, memberId: null, ip: "203.0.113.70" });
    // Not published yet.
    await expect(submit({ name: "张三", age: "30", kind: "产品" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await admin.customForm.publish.mutate({ ids: [formId] });

    const refused = await submit({
      name: " ",
      age: "3.5",
      day: "2026-02-30",
      kind: "不存在的类别",
      topics: ["价格", "天气"],
      place: "999999",
      photo: "javascript:alert(1)",
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).fieldErrors).toEqual({
      name: ["validation.required"],
      age: ["validation.integer"],
      day: [expect.any(String)],
      kind: ["validation.optionValue"],
      topics: [expect.any(String)],
      place: ["validation.regionInvalid"],
      photo: ["validation.imageValue"],
    });
    const missing = await submit({}).catch((error: unknown) => error);
    expect(Object.keys((missing as AppError).fieldErrors ?? {}).sort()).toEqual(["age", "kind", "name"]);
    expect(await prisma.cmsCustomRecord.count({ where: { formId } })).toBe(0);

    const id = await submit({
      name: "张三",
      age: "30",
      day: "2026-03-01",
      kind: "售后",
      topics: ["价格", "物流"],
      place: "330100",
      photo: "https://example.com/a.png",
    });
    const stored = await prisma.cmsCustomRecord.findUniqueOrThrow({ where: { id } });
    expect(stored).toMatchObject({ status: 1, siteId, memberId: null });
    expect(stored.attrs).toEqual({
      name: "张三",
      age: 30,
      day: "2026-03-01",
      kind: "售后",
      topics: ["价格", "物流"],
      place: "330100",
      photo: "https://example.com/a.png",
    });

    // Outside its window, or only for members: refused.
    await prisma.cmsCustomForm.update({ where: { id: formId }, data: { endTime: new Date(Date.now() - 60_000) } });
    await expect(submit({ name: "李四", age: "20", kind: "产品" })).rejects.toMatchObject({
      messageKey: "customForm.ended",
    });
    await prisma.cmsCustomForm.update({ where: { id: formId }, data: { endTime: null, allowGuest: false } });
    await expect(submit({ name: "李四", age: "20", kind: "产品" })).rejects.toMatchObject({
      messageKey: "customForm.loginRequired",
    });
    expect(await prisma.cmsCustomRecord.count({ where: { formId } })).toBe(1);
  });

  it("takes a visitor's submission on the public page, then reviews, reads and deletes it", async () => {
    const formId = await designForm("意见征集");
    const visitor = new PublicVisitor(() => server().url, "203.0.113.71");
    const path = `${base}customForm/${formId}.html`;
    expect((await visitor.get(path)).status).toBe(404);
    await legacy.call("/api/admin/custom/publish", { ids: String(formId) });

    const page = await visitor.get(path);
    expect(page.status).toBe(200);
    expect(page.html).toContain('name="attr_kind"');
    // The region field starts with the provinces; the next level comes after a step.
    expect(page.html).toContain('<option value="330000"');
    const csrf = PublicVisitor.token(page.html);

    const forged = await visitor.post(path, {
      csrf: "a".repeat(43),
      attr_name: "王五",
      attr_age: "40",
      attr_kind: "产品",
    });
    expect(noticeOf(forged.location)).toBe("public.csrf");

    const wrong = await visitor.post(path, { csrf, attr_name: "王五", attr_age: "四十", attr_kind: "产品" });
    expect(wrong.status).toBe(400);
    expect(wrong.html).toContain("年龄：请填写数字");
    expect(wrong.html).toContain('value="王五"');
    expect(await prisma.cmsCustomRecord.count({ where: { formId } })).toBe(0);

    const sent = await visitor.post(path, [
      ["csrf", csrf],
      ["attr_name", "王五"],
      ["attr_age", "40"],
      ["attr_kind", "其他"],
      ["attr_topics", "价格"],
      ["attr_topics", "质量"],
      ["attr_place", "330100"],
    ]);
    expect(sent.status).toBe(303);
    expect(noticeOf(sent.location)).toBe("customForm.submitted");

    const listed = await legacy.call("/api/admin/record/page", { formId: String(formId), pageNo: "1", pageSize: "10" });
    expect(listed.code).toBe("200");
    expect(listed.totalCount).toBe(1);
    expect((listed as unknown as { keys: unknown }).keys).toEqual({ 姓名: "attr_name", 年龄: "attr_age" });
    const [record] = listed.body as Record<string, unknown>[];
    expect(record).toMatchObject({
      formId,
      status: 1,
      attr_name: "王五",
      attr_age: "40",
      attr_topics: "价格,质量",
      attr_place: "浙江省 杭州市",
      ip: "203.0.113.71",
    });

    const recordId = record!.id as number;
    const checked = await legacy.call("/api/admin/record/check", { ids: String(recordId) });
    expect(checked.body).toMatchObject({ result: true, count: 1 });
    const got = await legacy.call("/api/admin/record/get", { id: String(recordId) });
    expect(got.body).toMatchObject({ status: 2, checkerName: TEST_ADMIN.username });
    expect(await admin.customRecord.page.query({ formId, status: 1 })).toMatchObject({
      items: [],
      total: 0,
      page: 1,
      totalCapped: false,
    });

    const other = await secondSiteAdmin(server().url, "记录他站");
    await expect(other.customRecord.get.query({ id: recordId })).rejects.toThrow();
    await expect(other.customRecord.delete.mutate({ ids: [recordId] })).rejects.toThrow();

    expect((await legacy.call("/api/admin/record/delete", { ids: String(recordId) })).code).toBe("200");
    expect(await prisma.cmsCustomRecord.count({ where: { formId } })).toBe(0);

    // Deleting the form takes its fields with it.
    expect((await legacy.call("/api/admin/custom/delete", { ids: String(formId) })).code).toBe("200");
    expect(await prisma.cmsCustomFormField.count({ where: { formId } })).toBe(0);
  });

  it("takes a visitor's files on the public page through the upload service; bad files are named and nothing is stored", async () => {
    const formId = await designForm("资料提交");
    expect(
      (
        await legacy.call("/api/admin/filed/save", {
          formId: String(formId),
          priority: "9",
          field: "paper",
          label: "证明文件",
          dataType: "9",
          required: "false",
          optValue: "pdf",
        })
      ).code,
    ).toBe("200");
    await admin.customForm.publish.mutate({ ids: [formId] });
    const visitor = new PublicVisitor(() => server().url, "203.0.113.73");
    const path = `${base}customForm/${formId}.html`;
    const page = await visitor.get(path);
    expect(page.html).toContain('enctype="multipart/form-data"');
    expect(page.html).toMatch(/<input type="file" name="attr_photo"[^>]*accept="\.jpg,\.jpeg,\.png,\.gif,\.webp"/);
    expect(page.html).toMatch(/<input type="file" name="attr_paper"[^>]*accept="\.pdf"/);
    expect(page.html).toContain("可上传 pdf 格式，不超过 10 MB");
    const csrf = PublicVisitor.token(page.html);
    const form = (files: Record<string, File>, token = csrf) => {
      const data = new FormData();
      data.set("csrf", token);
      data.set("attr_name", "孙七");
      data.set("attr_age", "35");
      data.set("attr_kind", "产品");
      for (const [name, file] of Object.entries(files)) data.set(name, file);
      return data;
    };
    const png = new File([PIXEL_PNG], "门店.png", { type: "image/png" });
    const uploadsBefore = await prisma.upload.count();

    // A text file named .png, a picture where only pdf is allowed, a picture over the image limit,
    // and a forged token: refused, nothing stored.
    const fake = await visitor.postMultipart(
      path,
      form({ attr_photo: new File(["<script>alert(1)</script>"], "x.png", { type: "image/png" }) }),
    );
    expect(fake.status).toBe(400);
    expect(fake.html).toContain("照片：文件类型不符合要求");
    expect(fake.html).toContain('value="孙七"');
    const notPdf = await visitor.postMultipart(path, form({ attr_paper: new File([PIXEL_PNG], "scan.png") }));
    expect(notPdf.status).toBe(400);
    expect(notPdf.html).toContain("证明文件：文件类型不符合要求");
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PIXEL_PNG);
    const tooLarge = await visitor.postMultipart(path, form({ attr_photo: new File([big], "big.png") }));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.html).toContain("照片：文件过大");
    const forged = await visitor.postMultipart(path, form({ attr_photo: png }, "f".repeat(43)));
    expect(noticeOf(forged.location)).toBe("public.csrf");
    // An address typed into the post is not taken for an upload field.
    const typed = await visitor.post(path, {
      csrf,
      attr_name: "周八",
      attr_age: "30",
      attr_kind: "产品",
      attr_photo: "https://example.com/x.png",
    });
    expect(noticeOf(typed.location)).toBe("customForm.submitted");
    expect(await prisma.upload.count()).toBe(uploadsBefore);
    const typedRecord = await prisma.cmsCustomRecord.findFirstOrThrow({ where: { formId } });
    expect((typedRecord.attrs as Record<string, unknown>).photo ?? null).toBeNull();

    const sent = await visitor.postMultipart(path, form({ attr_photo: png }));
    expect(sent.status).toBe(303);
    expect(noticeOf(sent.location)).toBe("customForm.submitted");
    const record = await prisma.cmsCustomRecord.findFirstOrThrow({ where: { formId }, orderBy: { id: "desc" } });
    const address = (record.attrs as Record<string, string>).photo!;
    expect(address).toMatch(/^\/uploads\/[0-9a-f]{32}$/);
    const upload = await prisma.upload.findUniqueOrThrow({ where: { id: address.slice("/uploads/".length) } });
    expect(upload).toMatchObject({ kind: "image", originalName: "门店.png", mimeType: "image/png", uploaderId: null });
    const served = await fetch(`${server().url}${address}`);
    expect(served.status).toBe(200);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(PIXEL_PNG));
    // The admin's submissions list gives the file's address.
    const listed = await legacy.call("/api/admin/record/page", { formId: String(formId), pageNo: "1", pageSize: "10" });
    expect((listed.body as Record<string, unknown>[])[0]).toMatchObject({ attr_photo: address });
  });

  it("offers the region down to the county in steps without script, and refuses levels that do not fit", async () => {
    const formId = await designForm("地区登记");
    await admin.customForm.publish.mutate({ ids: [formId] });
    const visitor = new PublicVisitor(() => server().url, "203.0.113.74");
    const path = `${base}customForm/${formId}.html`;
    const page = await visitor.get(path);
    expect(page.html).not.toContain('name="attr_place-city"');
    expect(page.html).toContain('name="regionStep" value="place"');
    const csrf = PublicVisitor.token(page.html);
    const typed = { csrf, attr_name: "吴九", attr_age: "28", attr_kind: "产品" };

    const cities = await visitor.post(path, { ...typed, attr_place: "330000", regionStep: "place" });
    expect(cities.status).toBe(200);
    expect(cities.html).toContain('value="吴九"');
    expect(cities.html).toMatch(
      /<select name="attr_place-city"[^>]*><option value="">请选择<\/option><option value="330100">杭州市/,
    );
    expect(cities.html).not.toContain('name="attr_place-county"');
    const counties = await visitor.post(path, {
      ...typed,
      attr_place: "330000",
      "attr_place-city": "330100",
      regionStep: "place",
    });
    expect(counties.html).toContain('<option value="330106">西湖区</option>');
    expect(await prisma.cmsCustomRecord.count({ where: { formId } })).toBe(0);

    // A city of another province: named, nothing stored.
    const mismatch = await visitor.post(path, { ...typed, attr_place: "110000", "attr_place-city": "330100" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.html).toContain("所在地区：所选的市或区县不属于上一级");
    expect(await prisma.cmsCustomRecord.count({ where: { formId } })).toBe(0);

    const sent = await visitor.post(path, {
      ...typed,
      attr_place: "330000",
      "attr_place-city": "330100",
      "attr_place-county": "330106",
    });
    expect(noticeOf(sent.location)).toBe("customForm.submitted");
    const record = await prisma.cmsCustomRecord.findFirstOrThrow({ where: { formId } });
    expect((record.attrs as Record<string, unknown>).place).toBe("330106");
    const listed = await legacy.call("/api/admin/record/page", { formId: String(formId), pageNo: "1", pageSize: "10" });
    expect((listed.body as Record<string, unknown>[])[0]).toMatchObject({ attr_place: "浙江省 杭州市 西湖区" });
  });

  it("exports a form's submissions as CSV", async () => {
    const formId = await designForm("导出测试");
    await admin.customForm.publish.mutate({ ids: [formId] });
    await submitCustomForm({
      siteId,
      formId,
      values: { name: "赵六", age: "22", kind: "产品" },
      memberId: null,
      ip: "203.0.113.72",
    });
    const cookie = await loginCookie(server().url, TEST_ADMIN.username, TEST_ADMIN.password);
    const response = await fetch(
      `${server().url}/export/customRecords?format=csv&q=${encodeURIComponent(JSON.stringify({ formId }))}`,
      {
        headers: { cookie },
      },
    );
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain("姓名：赵六");
    expect(csv).toContain("待审核");
  });
});
