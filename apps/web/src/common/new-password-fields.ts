import { field, withInput } from "@suyuan/contracts/kit/fields";
import { z } from "zod";

// The first password of a new account on an add page (users, members): given twice, never shown
// back. The create procedure takes `password` and leaves the repeat out.

export const NEW_PASSWORD_FIELDS = {
  password: field.password(
    { zh: "密码", en: "Password" },
    { hint: { zh: "8-30位，包含字母、数字、特殊字符", en: "8-30 characters with letters, digits and symbols" } },
  ),
  password2: withInput(
    field.password({ zh: "确认密码", en: "Repeat password" }),
    z.string({ error: "validation.passwordRepeatRequired" }).min(1, "validation.passwordRepeatRequired"),
  ),
};

/** The form rule: the repeat equals the password (run with `refineAlways`, beside other errors). */
export function passwordsMatch(data: Record<string, unknown>, ctx: z.RefinementCtx): void {
  if (data.password2 && data.password !== data.password2)
    ctx.addIssue({ code: "custom", path: ["password2"], message: "validation.passwordMismatch" });
}
