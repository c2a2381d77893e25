// Permission keys of the API accounts, interfaces and call records, written like the origin's paths.

export const API_ACCOUNT_KEYS = {
  list: "/apiAccount/list",
  create: "/apiAccount/save",
  update: "/apiAccount/update",
  delete: "/apiAccount/delete",
  /** Checks the separate API-account password (val_pwd). */
  validatePassword: "/apiAccount/val_pwd",
  /** Sets the separate API-account password (pwd_update). */
  updatePassword: "/apiAccount/pwd_update",
  /** An account's keys in clear, or new ones (both need the separate password). */
  secrets: "/apiAccount/secrets",
} as const;

export const API_INFO_KEYS = {
  list: "/info/list",
  create: "/info/save",
  update: "/info/update",
  delete: "/info/delete",
} as const;

export const API_RECORD_KEYS = { list: "/apiRecord/list", delete: "/apiRecord/delete" } as const;
