import { beforeEach, describe, expect, it } from "vitest";
import { changesHeard } from "../support/change-notices.ts";
import { LegacyClient, md5Sign } from "../support/legacy-client.ts";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_ADMIN, TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

const server = useTestServer();
let api: LegacyClient;
beforeEach(() => {
  api = new LegacyClient(server().url, TEST_LEGACY);
});

const loginFields = () => ({ username: TEST_ADMIN.username, aesPassword: api.encrypt(TEST_ADMIN.password) });

/** Runs a refused call and proves it wrote nothing: no user, session, log or nonce row. */
async function expectRefusal(call: () => Promise<{ code: string; message: string }>, code: string, message?: string) {
  const before = { ...(await tableCounts()), nonces: await prisma.legacyNonce.count() };
  const answer = await call();
  expect(answer.code).toBe(code);
  if (message) expect(answer.message).toBe(message);
  const after = { ...(await tableCounts()), nonces: await prisma.legacyNonce.count() };
  expect(after).toEqual(before);
  return answer;
}

describe("legacy API refusals", () => {
  it("refuses a wrong sign with 204", async () => {
    await expectRefusal(
      () => api.call("/api/admin/user/login", loginFields(), { afterSign: (form) => (form.username = "root") }),
      "204",
      "签名错误",
    );
    await expectRefusal(() => api.call("/api/admin/user/login", loginFields(), { appKey: "not-the-key" }), "204");
    await expectRefusal(
      () => api.call("/api/admin/user/login", loginFields(), { afterSign: (form) => delete form.sign }),
      "204",
    );
  });

  it("refuses an unknown or disabled appId with 203", async () => {
    await expectRefusal(
      () => api.call("/api/admin/user/login", { ...loginFields(), appId: "nobody" }),
      "203",
      "appId 无效或已停用",
    );
    await expectRefusal(
      () => api.call("/api/admin/user/login", loginFields(), { afterSign: (form) => delete form.appId }),
      "203",
    );
    // Written behind the API's back: each waits until the account cache has heard of it.
    await prisma.apiAccount.update({ where: { appId: TEST_LEGACY.appId }, data: { enabled: false } });
    await changesHeard();
    try {
      await expectRefusal(() => api.call("/api/admin/user/login", loginFields()), "203");
    } finally {
      await prisma.apiAccount.update({ where: { appId: TEST_LEGACY.appId }, data: { enabled: true } });
      await changesHeard();
    }
  });

  it("refuses a replayed nonce with 208, and accepts it again after 10 minutes", async () => {
    const form = api.signedForm(loginFields(), { nonce: "replay-nonce-1" });
    expect((await api.post("/api/admin/user/login", form)).code).toBe("200");
    await expectRefusal(() => api.post("/api/admin/user/login", form), "208", "重复的请求");
    // The same nonce in a different (re-signed) request is still a replay.
    await expectRefusal(
      () =>
        api.call(
          "/api/admin/enterprise/register",
          { userName: "13811112222", password: "Abc12345!", password2: "Abc12345!" },
          { nonce: "replay-nonce-1" },
        ),
      "208",
    );
    await prisma.$executeRaw`UPDATE legacy_nonce SET created_at = now() - interval '11 minutes' WHERE nonce = 'replay-nonce-1'`;
    expect((await api.post("/api/admin/user/login", form)).code).toBe("200");
  });

  it("refuses a replayed list call with 208, when the list claims the nonce in its own statement too", async () => {
    expect((await api.login(TEST_ADMIN.username, TEST_ADMIN.password)).code).toBe("200");
    // goods: a list written as JSON text by its statement, which claims the nonce as well;
    // batch: a list on the object path (an extend hook), whose nonce the adapter claims first.
    for (const path of ["/api/admin/goods/list", "/api/admin/batch/list"]) {
      const nonce = `replay-list-${path}`;
      const form = api.signedForm({ pageNo: "1", pageSize: "5" }, { nonce });
      const first = await api.post(path, form);
      expect(first.code, path).toBe("200");
      expect(Array.isArray(first.body), path).toBe(true);
      expect(await prisma.legacyNonce.count({ where: { nonce } }), path).toBe(1);
      await expectRefusal(() => api.post(path, form), "208", "重复的请求");
      // Past the ten minutes the same call is accepted again, by the same statement.
      await prisma.$executeRaw`UPDATE legacy_nonce SET created_at = now() - interval '11 minutes' WHERE nonce = ${nonce}`;
      expect((await api.post(path, form)).code, path).toBe("200");
    }
  });

  it("refuses a request without a nonce with 201", async () => {
    await expectRefusal(
      () =>
        api.call("/api/admin/user/login", loginFields(), {
          afterSign: (form) => {
            delete form.nonce_str;
            form.sign = md5Sign(form, TEST_LEGACY.appKey);
          },
        }),
      "201",
    );
  });

  it("refuses an undecryptable password with 351", async () => {
    for (const aesPassword of ["00ff", "zzzz", "0".repeat(32), api.encrypt("x").replace(/.$/, "0")]) {
      await expectRefusal(
        () => api.call("/api/admin/user/login", { username: "admin", aesPassword }),
        "351",
        "密码解密失败",
      );
    }
  });

  it("refuses missing fields with 201 and the field's message", async () => {
    await expectRefusal(
      () => api.call("/api/admin/user/login", { aesPassword: api.encrypt("x") }),
      "201",
      "请填写用户名",
    );
    await expectRefusal(() => api.call("/api/admin/user/login", { username: "admin" }), "201", "请填写密码");
  });

  it("refuses a 1 MB field", async () => {
    const answer = await expectRefusal(
      () => api.call("/api/admin/user/login", { ...loginFields(), memo: "x".repeat(1_000_000) }),
      "201",
    );
    expect(answer.message).toBe("请求内容过大");
    const longName = await expectRefusal(
      () => api.call("/api/admin/user/login", { ...loginFields(), username: "a".repeat(100_000) }),
      "201",
    );
    expect(longName.message).toContain("内容过长");
  });

  it("refuses a body that is not a form", async () => {
    const json = JSON.stringify(api.signedForm(loginFields()));
    await expectRefusal(
      () => api.post("/api/admin/user/login", {}, { raw: { body: json, contentType: "application/json" } }),
      "201",
      "请求格式不正确，需要表单提交",
    );
    await expectRefusal(
      () => api.post("/api/admin/user/login", {}, { raw: { body: "garbage", contentType: "text/plain" } }),
      "201",
    );
  });

  it("refuses a field sent twice (ambiguous signature) with 202", async () => {
    const form = api.signedForm(loginFields());
    const body = `${new URLSearchParams(form).toString()}&username=root`;
    await expectRefusal(
      () => api.post("/api/admin/user/login", {}, { raw: { body, contentType: "application/x-www-form-urlencoded" } }),
      "202",
    );
  });

  it("treats SQL-looking strings as plain data", async () => {
    const usersBefore = await prisma.user.count();
    for (const username of [
      "admin' OR '1'='1",
      "admin'; DROP TABLE app_user; --",
      "\\' UNION SELECT * FROM session --",
    ]) {
      const answer = await api.call("/api/admin/user/login", { username, aesPassword: api.encrypt("' OR 1=1 --") });
      expect(answer.code).toBe("304");
    }
    expect(await prisma.user.count()).toBe(usersBefore);
    const injected = await api.call("/api/admin/enterprise/register", {
      userName: "13800000000' --",
      password: "Abc12345!",
      password2: "Abc12345!",
    });
    expect(injected.code).toBe("201");
    expect(await prisma.user.count()).toBe(usersBefore);
  });

  it("answers unknown paths with 206 and never 200", async () => {
    const answer = await api.call("/api/admin/nothing/here");
    expect(answer.code).toBe("206");
  });
});
