import { z } from "zod";
import { MOBILE_PATTERN } from "../common/account.ts";
import { ZOption } from "../common/list.ts";

export const USERNAME_PATTERN = /^[A-Za-z0-9_.@-]{3,32}$/;

export const ZUsername = z
  .string({ error: "validation.usernameRequired" })
  .trim()
  .regex(USERNAME_PATTERN, "validation.usernameFormat");

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation.tooLong")
    .transform((value) => (value === "" ? null : value))
    .nullable();

/** Editable fields of a user (username and password are set apart). */
export const ZUserFields = z.object({
  realName: optionalText(50),
  mobile: z
    .string()
    .trim()
    .refine((value) => value === "" || MOBILE_PATTERN.test(value), "validation.mobileInvalid")
    .transform((value) => (value === "" ? null : value))
    .nullable(),
  email: z
    .string()
    .trim()
    .max(100, "validation.tooLong")
    .refine((value) => value === "" || z.email().safeParse(value).success, "validation.email")
    .transform((value) => (value === "" ? null : value))
    .nullable(),
  // A missing list gets the same message as an empty one.
  roleIds: z
    .array(z.number().int().positive(), { error: "validation.atLeastOneRole" })
    .min(1, "validation.atLeastOneRole"),
  siteIds: z
    .array(z.number().int().positive(), { error: "validation.atLeastOneSite" })
    .min(1, "validation.atLeastOneSite"),
  enterpriseId: z.number().int().positive().nullable(),
  /** Enabled unless said otherwise (legacy forms may leave it out). */
  enabled: z.boolean().default(true),
});
export type TUserFields = z.infer<typeof ZUserFields>;

export const ZUserItem = z.object({
  id: z.number(),
  username: z.string(),
  realName: z.string().nullable(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  enabled: z.boolean(),
  enterprise: ZOption.nullable(),
  roles: z.array(ZOption),
  sites: z.array(ZOption),
  lastLoginAt: z.date().nullable(),
  createdAt: z.date(),
});
export type TUserItem = z.infer<typeof ZUserItem>;
