import { CHOICE_TYPES, type RegisterItemType } from "@suyuan/contracts/member/register-item-resource";
import { choicesOf, registerItems } from "./register-items.ts";

/**
 * The settings of members and of the public forms. They are the product's defaults, read through
 * this one function so that the site settings can provide them later without touching the callers.
 */
export type MemberSettings = {
  /** Visitors may register on the public sites. */
  registerOn: boolean;
  /** New members wait for an administrator's review (status pending) before they can sign in. */
  checkOn: boolean;
  /** Public posts one IP may send per hour before each further post needs the CAPTCHA. */
  captchaAfterPosts: number;
  /** Public posts (comments, guestbook, registrations, sign-ins) one IP may send per hour at all. */
  postsPerHourPerIp: number;
  /** Posts one signed-in member may send per hour. */
  postsPerHourPerMember: number;
  /** Longest comment and guestbook text, in characters. */
  commentMaxLength: number;
  guestbookMaxLength: number;
};

const DEFAULTS: MemberSettings = {
  registerOn: true,
  checkOn: false,
  captchaAfterPosts: 3,
  postsPerHourPerIp: 30,
  postsPerHourPerMember: 20,
  commentMaxLength: 500,
  guestbookMaxLength: 2000,
};

let overrides: Partial<MemberSettings> = {};

export function memberSettings(): Promise<MemberSettings> {
  return Promise.resolve({ ...DEFAULTS, ...overrides });
}

/** Tests set a lower or higher limit with this; the settings page will provide the values. */
export function overrideMemberSettings(values: Partial<MemberSettings>): void {
  overrides = { ...values };
}

export type RegistrationItem = {
  id: number;
  priority: number;
  dataType: number;
  category: number;
  required: boolean;
  field: string;
  label: string;
  size: string;
  rows: string;
  cols: string;
  help: string;
  helpPosition: string;
  defValue: string;
  optValue: string | string[];
};

/**
 * The registration items members fill in beyond the mobile number and password (member/getField,
 * the origin's shape: `optValue` a list for the choice types, category 1 = registration).
 */
export async function registrationItems(): Promise<RegistrationItem[]> {
  return (await registerItems()).map((item) => ({
    id: item.id,
    priority: item.priority,
    dataType: Number(item.dataType),
    category: 1,
    required: item.required,
    field: item.field,
    label: item.label,
    size: item.size ?? "",
    rows: item.rows ?? "",
    cols: item.cols ?? "",
    help: item.help ?? "",
    helpPosition: item.helpPosition ?? "",
    defValue: item.defValue ?? "",
    optValue: CHOICE_TYPES.includes(item.dataType as RegisterItemType) ? choicesOf(item) : (item.optValue ?? ""),
  }));
}
