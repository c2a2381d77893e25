import { zSecret, zString } from "../kit/primitives.ts";

export const MOBILE_PATTERN = /^1\d{10}$/;
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 30;

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
export const ZMobile = zString("validation.mobileInvalid").trim().regex(MOBILE_PATTERN, "validation.mobileInvalid");

export const ZStrongPassword = zString("validation.newPasswordRequired")
  .min(1, "validation.newPasswordRequired")
  .refine(isStrongPassword, "validation.passwordRule");

/** The new password typed again (compared with it by the form's rule). */
export const ZPasswordRepeat = zSecret(128, "validation.passwordRepeatRequired");

/** The current password, to confirm a change. */
export const ZOrigPassword = zSecret(128, "validation.origPasswordRequired");

/**
 * Login fields are only checked for presence (the rules apply when passwords are set) and for
 * text the database can store: the username is looked up and logged before anyone is signed in.
 */
export const ZLoginUsername = zString("validation.usernameRequired")
  .trim()
  .min(1, "validation.usernameRequired")
  .max(64, "validation.tooLong");
export const ZLoginPassword = zSecret(128, "validation.passwordRequired");
