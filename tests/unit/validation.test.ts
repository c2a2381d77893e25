import { ZLoginInput, ZRegisterInput, ZUpdatePasswordInput } from "@suyuan/contracts/auth/auth-operations";
import { isStrongPassword } from "@suyuan/contracts/common/account";
import { messagesEn } from "@suyuan/contracts/i18n/messages-en";
import { messagesZh } from "@suyuan/contracts/i18n/messages-zh";
import { pickLocale, translate } from "@suyuan/contracts/i18n/translate";
import { describe, expect, it } from "vitest";

function firstMessage(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : translate(result.error?.issues[0]?.message ?? "", "zh");
}

describe("account validation", () => {
  it("requires username and password at login, with the spec's messages", () => {
    expect(firstMessage(ZLoginInput.safeParse({ username: " ", password: "x" }))).toBe("请填写用户名");
    expect(firstMessage(ZLoginInput.safeParse({ username: "admin", password: "" }))).toBe("请填写密码");
    expect(ZLoginInput.safeParse({ username: "admin", password: "x" }).success).toBe(true);
  });

  it("accepts only 11-digit mobile numbers starting with 1", () => {
    const ok = { password: "Abc12345!", password2: "Abc12345!" };
    expect(ZRegisterInput.safeParse({ ...ok, username: "13800138000" }).success).toBe(true);
    for (const bad of ["23800138000", "1380013800", "138001380000", "1380013800a", ""]) {
      expect(firstMessage(ZRegisterInput.safeParse({ ...ok, username: bad }))).toBe("请填写正确的手机号");
    }
  });

  it("enforces 8-30 characters with a letter, a digit and a special character", () => {
    expect(isStrongPassword("Abc12345!")).toBe(true);
    expect(isStrongPassword("中文密码abc1!")).toBe(true);
    expect(isStrongPassword("Abc1234!".padEnd(30, "x"))).toBe(true);
    expect(isStrongPassword("Abc1234!".padEnd(31, "x"))).toBe(false);
    expect(isStrongPassword("Ab1!")).toBe(false);
    expect(isStrongPassword("abcdefgh1")).toBe(false);
    expect(isStrongPassword("abcdefgh!")).toBe(false);
    expect(isStrongPassword("12345678!")).toBe(false);
    const base = { username: "13800138000" };
    expect(firstMessage(ZRegisterInput.safeParse({ ...base, password: "abcdefgh", password2: "abcdefgh" }))).toBe(
      "密码至少8位、包含字母、数字、特殊字符",
    );
  });

  it("requires the repeat and that it matches", () => {
    const base = { username: "13800138000", password: "Abc12345!" };
    expect(firstMessage(ZRegisterInput.safeParse({ ...base, password2: "" }))).toBe("请再次输入密码");
    expect(firstMessage(ZRegisterInput.safeParse({ ...base, password2: "Abc12345?" }))).toBe("两次输入密码不一致");
  });

  it("checks the password change form", () => {
    const ok = { origPwd: "old", newPwd: "Abc12345!", newPwd2: "Abc12345!" };
    expect(ZUpdatePasswordInput.safeParse(ok).success).toBe(true);
    expect(firstMessage(ZUpdatePasswordInput.safeParse({ ...ok, origPwd: "" }))).toBe("请输入旧密码");
    expect(firstMessage(ZUpdatePasswordInput.safeParse({ ...ok, newPwd: "", newPwd2: "" }))).toBe("请输入密码");
    expect(firstMessage(ZUpdatePasswordInput.safeParse({ ...ok, newPwd2: "x" }))).toBe("两次输入密码不一致");
  });

  it("has every message in both languages and picks the locale", () => {
    expect(Object.keys(messagesEn).sort()).toEqual(Object.keys(messagesZh).sort());
    expect(translate("validation.mobileInvalid", "en")).toBe("Please fill in a correct mobile number");
    expect(translate("error.userLocked", "zh", { until: "12:00" })).toBe(
      "登录失败次数过多，账号已锁定，请于 12:00 后再试",
    );
    expect(pickLocale("en-US,en;q=0.9")).toBe("en");
    expect(pickLocale("zh-CN")).toBe("zh");
    expect(pickLocale(undefined)).toBe("zh");
  });
});
