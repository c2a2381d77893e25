import { z } from "zod";
import { zInt, zString } from "../kit/primitives.ts";

// config/login_get and _update: how many failed sign-ins (for one username, or from one address)
// make the admin sign-in ask for a CAPTCHA, how many more lock the username, and within how many
// minutes they count (the sign-in of both APIs and the web); and the mail account the origin keeps
// beside them. The mail password is a secret: answered blank, a blank one keeps the stored.

const zOptionalText = (max: number) => zString().trim().max(max, "validation.tooLong").optional();

export const ZLoginSettingsInput = z
  .object({
    /** Failed sign-ins (within the interval, since the last success) after which a CAPTCHA is required. */
    errorTimes: zInt(1, 100),
    /** Minutes failures count for, and a locked username stays locked. */
    errorInterval: zInt(1, 24 * 60),
    /** Failed sign-ins of one username that lock it (0 = never); more than errorTimes. Left out: kept. */
    lockTimes: zInt(0, 1000).optional(),
    host: zOptionalText(255),
    port: zInt(1, 65_535).nullable().optional(),
    username: zOptionalText(255),
    /** Blank keeps the stored password. */
    password: zString().max(255, "validation.tooLong").optional(),
    encoding: zOptionalText(20),
    personal: zOptionalText(255),
    forgotPasswordSubject: zOptionalText(255),
    forgotPasswordText: zOptionalText(4000),
    registerSubject: zOptionalText(255),
    registerText: zOptionalText(4000),
  })
  .refine((input) => !input.lockTimes || input.lockTimes > input.errorTimes, {
    message: "validation.lockAfterCaptcha",
    path: ["lockTimes"],
  });
export type TLoginSettingsInput = z.infer<typeof ZLoginSettingsInput>;

export const ZLoginSettings = z.object({
  errorTimes: z.number(),
  errorInterval: z.number(),
  lockTimes: z.number(),
  host: z.string(),
  port: z.number().nullable(),
  username: z.string(),
  /** Always blank: the stored password is never answered. */
  password: z.literal(""),
  /** Whether a mail password is stored. */
  passwordSet: z.boolean(),
  encoding: z.string(),
  personal: z.string(),
  forgotPasswordSubject: z.string(),
  forgotPasswordText: z.string(),
  registerSubject: z.string(),
  registerText: z.string(),
});
export type TLoginSettings = z.infer<typeof ZLoginSettings>;
