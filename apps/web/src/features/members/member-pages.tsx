import { TextInput } from "@mantine/core";
import { defineResource } from "@suyuan/contracts/kit/define-resource";
import { withInput } from "@suyuan/contracts/kit/fields";
import { memberResource, ZMemberUsername } from "@suyuan/contracts/member/member-resource";
import { ResourceAddPage, type ResourceFormPageProps } from "../../kit/resource-form-page.tsx";
import { NEW_PASSWORD_FIELDS, passwordsMatch } from "../../common/new-password-fields.ts";
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
    ...NEW_PASSWORD_FIELDS,
  },
  sections: [
    {
      title: { zh: "账号", en: "Account" },
      fields: ["username", "password", "password2", "groupId", "status", "grain"],
    },
    ...(memberResource.sections ?? []).slice(1),
  ],
  refine: passwordsMatch,
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
