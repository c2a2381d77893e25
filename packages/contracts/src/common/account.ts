import { z } from "zod";

export const MOBILE_PATTERN = /^1\d{10}$/;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 30;

/** 8–30 characters with at least one letter, one digit and one special (non-alphanumeric) character. */
export function isStrongPassword(value: string): boolean {
  return (
    value.length >= PASSWORD_MIN &&
    value.length <= PASSWORD_MAX &&
    /[A-Za-z]/.test(value) &&
    /\d/.test(value) &&
    /[^A-Za-z0-9]/.test(value)
  );
}

/** A missing field gets the same message as a blank one (the `error` option). Messages are message keys (see i18n); the server and the forms translate them. */
export const ZMobile = z
  .string({ error: "validation.mobileInvalid" })
  .trim()
  .regex(MOBILE_PATTERN, "validation.mobileInvalid");

export const ZStrongPassword = z
  .string({ error: "validation.newPasswordRequired" })
  .min(1, "validation.newPasswordRequired")
  .refine(isStrongPassword, "validation.passwordRule");

/** Login fields are only checked for presence: the rules apply when passwords are set. */
export const ZLoginUsername = z
  .string({ error: "validation.usernameRequired" })
  .trim()
  .min(1, "validation.usernameRequired")
  .max(64, "validation.tooLong");
export const ZLoginPassword = z
  .string({ error: "validation.passwordRequired" })
  .min(1, "validation.passwordRequired")
  .max(128, "validation.tooLong");
