import { ENTERPRISE_MEMBER_PERMS } from "@suyuan/contracts/permissions/seeded-roles";
import { describe, expect, it } from "vitest";
import { LegacyClient } from "../support/legacy-client.ts";
import { tableCounts } from "../support/table-counts.ts";
import { TEST_LEGACY } from "../support/test-env.ts";
import { prisma, useTestServer } from "../support/test-server.ts";

const server = useTestServer();

const client = () => new LegacyClient(server().url, TEST_LEGACY);
const REGISTER = "/api/admin/enterprise/register";

describe("legacy self-registration", () => {
  it("registers with userName + aesPassword; the user is a limited enterprise member", async () => {
    const api = client();
    const answer = await api.call(REGISTER, { userName: "13812345678", aesPassword: api.encrypt("Member-pass-1") });
    expect(answer.code).toBe("200");
    expect((await api.login("13812345678", "Member-pass-1")).code).toBe("200");
    const perms = await api.call("/api/admin/user/getPerms");
    expect(perms.code).toBe("200");
    const body = perms.body as { perms: string; sites: unknown[]; isMasterSite: boolean };
    expect(body.perms).not.toBe("*");
    expect(body.perms.split(",").sort()).toEqual([...ENTERPRISE_MEMBER_PERMS].sort());
    expect(body.sites).toHaveLength(1);
    const entry = await prisma.operationLog.findFirstOrThrow({
      where: { operation: "register", username: "13812345678" },
    });
    expect(entry.resource).toBe("user");
  });

  it("registers with userName + password + password2", async () => {
    const answer = await client().call(REGISTER, {
      userName: "13812345679",
      password: "Member-pass-2",
      password2: "Member-pass-2",
    });
    expect(answer.code).toBe("200");
    expect((await client().login("13812345679", "Member-pass-2")).code).toBe("200");
  });

  it("answers 305 for an existing username and changes nothing", async () => {
    await client().call(REGISTER, { userName: "13812345680", password: "Member-pass-3", password2: "Member-pass-3" });
    const before = await tableCounts();
    const again = await client().call(REGISTER, {
      userName: "13812345680",
      password: "Other-pass-4",
      password2: "Other-pass-4",
    });
    expect(again).toMatchObject({ code: "305", message: "用户名已存在，请联系管理员" });
    expect(await tableCounts()).toEqual(before);
    expect((await client().login("13812345680", "Member-pass-3")).code).toBe("200");
  });

  it("lets only one of two simultaneous registrations of a name succeed", async () => {
    const codes = await Promise.all(
      ["Race-pass-1", "Race-pass-2", "Race-pass-3"].map((password) =>
        client().call(REGISTER, { userName: "13812345690", password, password2: password }),
      ),
    );
    expect(codes.map((answer) => answer.code).sort()).toEqual(["200", "305", "305"]);
    expect(await prisma.user.count({ where: { username: "13812345690" } })).toBe(1);
  });

  it("answers 201 with the rule's message for a bad mobile or weak password, and writes nothing", async () => {
    const api = client();
    const cases: [Record<string, string>, string][] = [
      [{ userName: "12345", password: "Member-pass-1", password2: "Member-pass-1" }, "请填写正确的手机号"],
      [{ userName: "23812345678", aesPassword: api.encrypt("Member-pass-1") }, "请填写正确的手机号"],
      [
        { userName: "13812345681", password: "weakpassword", password2: "weakpassword" },
        "密码至少8位、包含字母、数字、特殊字符",
      ],
      [{ userName: "13812345681", aesPassword: api.encrypt("short1!") }, "密码至少8位、包含字母、数字、特殊字符"],
      [{ userName: "13812345681", password: "Member-pass-1", password2: "Member-pass-2" }, "两次输入密码不一致"],
      [{ userName: "13812345681", password: "Member-pass-1" }, "请再次输入密码"],
      [{ password: "Member-pass-1", password2: "Member-pass-1" }, "请填写正确的手机号"],
    ];
    for (const [fields, message] of cases) {
      const before = await tableCounts();
      const answer = await api.call(REGISTER, fields);
      expect(answer, JSON.stringify(fields)).toMatchObject({ code: "201", message });
      expect(await tableCounts()).toEqual(before);
    }
  });

  it("answers 351 for an undecryptable aesPassword", async () => {
    const answer = await client().call(REGISTER, { userName: "13812345682", aesPassword: "abcd".repeat(8) });
    expect(answer.code).toBe("351");
    expect(await prisma.user.count({ where: { username: "13812345682" } })).toBe(0);
  });
});
