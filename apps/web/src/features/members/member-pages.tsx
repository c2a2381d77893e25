import { TextInput } from "@mantine/core";
import { defineResource } from "@suyuan/contracts/kit/define-resource";
import { field, withInput } from "@suyuan/contracts/kit/fields";
import { memberResource, ZMemberUsername } from "@suyuan/contracts/member/member-resource";
import { z } from "zod";
import { ResourceAddPage, type ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import { EMPTY } from "../../kit/resource-format.tsx";

// The member pages are the kit's, with what accounts add: the first password on the add page
// (given twice, never shown back) and the username fixed once created.

const formHint = { zh: "带 * 的为必填项。", en: "Fields marked * are required." };

/** The add page's form: the member's fields, the username required and the password given twice. */
const memberAddForm = defineResource({
  ...memberResource,
  fields: {
    ...memberResource.fields,
    username: withInput(memberResource.fields.username, ZMemberUsername),
    password: field.password(
      { zh: "密码", en: "Password" },
      { hint: { zh: "8-30位，包含字母、数字、特殊字符", en: "8-30 characters with letters, digits and symbols" } },
    ),
    password2: withInput(
      field.password({ zh: "确认密码", en: "Repeat password" }),
      z.string({ error: "validation.passwordRepeatRequired" }).min(1, "validation.passwordRepeatRequired"),
    ),
  },
  sections: [
    {
      title: { zh: "账号", en: "Account" },
      fields: ["username", "password", "password2", "groupId", "status", "grain"],
    },
    ...(memberResource.sections ?? []).slice(1),
  ],
  refine: (data, ctx) => {
    if (data.password2 && data.password !== data.password2)
      ctx.addIssue({ code: "custom", path: ["password2"], message: "validation.passwordMismatch" });
  },
  refineAlways: true,
});

export function MemberAddPage() {
  return <ResourceAddPage definition={memberAddForm} testId="member-add-page" hint={formHint} />;
}

export const memberEditPage: Omit<ResourceFormPageProps, "definition" | "defaults" | "defaultNames"> = {
  testId: "member-edit-page",
  hint: formHint,
  // Set once, on creation.
  fieldOverrides: {
    username: ({ label, value }) => (
      <TextInput label={label} value={typeof value === "string" ? value : EMPTY} disabled />
    ),
  },
};
