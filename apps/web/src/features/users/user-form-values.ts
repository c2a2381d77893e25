import {
  ZCreateUserInput,
  ZUserFields,
  type TCreateUserInput,
  type TUserFields,
  type TUserItem,
} from "@suyuan/contracts/user/user-resource";
import { issuesByField, type ValidationResult } from "../../lib/use-form-state.ts";

export type UserFormMode = "add" | "edit";

/** What the inputs hold: select values are strings, blank text is "". */
export type UserFormValues = {
  username: string;
  password: string;
  password2: string;
  realName: string;
  mobile: string;
  email: string;
  roleIds: string[];
  siteIds: string[];
  enterpriseId: string | null;
  enabled: boolean;
};

export type UserFormOutput = { mode: "add"; input: TCreateUserInput } | { mode: "edit"; input: TUserFields };

export function emptyUserValues(defaults: Partial<UserFormValues> = {}): UserFormValues {
  return {
    username: "",
    password: "",
    password2: "",
    realName: "",
    mobile: "",
    email: "",
    roleIds: [],
    siteIds: [],
    enterpriseId: null,
    enabled: true,
    ...defaults,
  };
}

export function valuesFromUser(user: TUserItem): UserFormValues {
  return emptyUserValues({
    username: user.username,
    realName: user.realName ?? "",
    mobile: user.mobile ?? "",
    email: user.email ?? "",
    roleIds: user.roles.map((role) => String(role.id)),
    siteIds: user.sites.map((site) => String(site.id)),
    enterpriseId: user.enterprise ? String(user.enterprise.id) : null,
    enabled: user.enabled,
  });
}

function fields(values: UserFormValues) {
  return {
    realName: values.realName,
    mobile: values.mobile,
    email: values.email,
    roleIds: values.roleIds.map(Number),
    siteIds: values.siteIds.map(Number),
    enterpriseId: values.enterpriseId ? Number(values.enterpriseId) : null,
    enabled: values.enabled,
  };
}

/**
 * The contract's rules over the form's values (message keys as errors), plus the repeat password
 * the contract does not carry: required, and equal to the password.
 */
export function checkUserForm(mode: UserFormMode) {
  return (values: UserFormValues): ValidationResult<UserFormOutput> => {
    if (mode === "edit") {
      const result = ZUserFields.safeParse(fields(values));
      return result.success
        ? { ok: true, data: { mode, input: result.data } }
        : { ok: false, errors: issuesByField(result.error.issues) };
    }
    const result = ZCreateUserInput.safeParse({
      ...fields(values),
      username: values.username,
      password: values.password,
    });
    const errors = result.success ? {} : issuesByField(result.error.issues);
    if (values.password2 === "") errors.password2 = "validation.passwordRepeatRequired";
    else if (values.password !== values.password2) errors.password2 = "validation.passwordMismatch";
    if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
    return { ok: true, data: { mode, input: result.data } };
  };
}
