import type { PermissionKey } from "@suyuan/contracts/permissions/permission-keys";

/** Who may read the saved tags: the wizard page and its operations. */
export const DIRECTIVE_READERS: [PermissionKey, ...PermissionKey[]] = [
  "/directive/list",
  "/directive/save",
  "/directive/delete",
];

/**
 * Who may make QR codes of the sites' addresses: the tag wizard, the content list (each item's
 * address) and the site settings (the home page).
 */
export const DIMENSION_CODE_KEYS: [PermissionKey, ...PermissionKey[]] = [
  "/directive/list",
  "/content/list",
  "/site_config/base_update",
];
