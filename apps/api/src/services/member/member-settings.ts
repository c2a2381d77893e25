import { getMemberSettings, getSystemSettings } from "../settings/global-settings.ts";
import { CHOICE_TYPES, type RegisterItemType } from "@suyuan/contracts/member/register-item-resource";
import { choicesOf, registerItems } from "./register-items.ts";

/**
 * The settings of members and of the public forms, as the public pages apply them. The switches
 * and daily limits come from the stored settings (config member_* and the system settings'
 * comment and guestbook fields); the abuse limits are the product's own defaults.
 */
export type MemberSettings = {
  /** Member features (sign-in, registration, the member centre) are on. */
  memberOn: boolean;
  /** Visitors may register on the public sites (member features on and registration open). */
  registerOn: boolean;
  /** New members wait for an administrator's review (status pending) before they can sign in. */
  checkOn: boolean;
  /** Visitors may comment at all (a channel may still close its own comments). */
  commentOpen: boolean;
  guestbookOpen: boolean;
  /** Only signed-in members may post to the guestbook. */
  guestbookNeedLogin: boolean;
  /** Comments, and guestbook posts, one member (or, for guests, one IP) may post a day; 0 = no limit. */
  commentDayLimit: number;
  guestbookDayLimit: number;
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

const ABUSE_LIMITS = {
  captchaAfterPosts: 3,
  postsPerHourPerIp: 30,
  postsPerHourPerMember: 20,
  commentMaxLength: 500,
  guestbookMaxLength: 2000,
};

let overrides: Partial<MemberSettings> = {};

export async function memberSettings(): Promise<MemberSettings> {
  const [member, system] = await Promise.all([getMemberSettings(), getSystemSettings()]);
  return {
    memberOn: member.memberOn,
    registerOn: member.memberOn && member.registerOn,
    checkOn: member.checkOn,
    commentOpen: system.commentOpen,
    guestbookOpen: system.guestbookOpen,
    guestbookNeedLogin: system.guestbookNeedLogin,
    commentDayLimit: system.commentDayLimit,
    guestbookDayLimit: system.guestbookDayLimit,
    ...ABUSE_LIMITS,
    ...overrides,
  };
}

/** Tests set a lower or higher abuse limit with this (the stored settings stay as they are). */
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
