// Permission keys of the custom forms, their fields ("filed", the origin's spelling) and their
// submissions, written like the origin's paths.

export const CUSTOM_FORM_KEYS = {
  list: "/custom/list",
  create: "/custom/save",
  update: "/custom/update",
  delete: "/custom/delete",
  priority: "/custom/priority",
  /** Publishes a form on the public site, or withdraws it. */
  publish: "/custom/publish",
} as const;

export const CUSTOM_FIELD_KEYS = {
  /** The fields of a form (read on the form designer), and filed/check_field. */
  list: "/filed/list",
  create: "/filed/save",
  update: "/filed/update",
  delete: "/filed/delete",
  priority: "/filed/priority",
} as const;

export const CUSTOM_RECORD_KEYS = {
  /** The submissions of a form (record/page, record/get). */
  list: "/record/page",
  check: "/record/check",
  delete: "/record/delete",
  export: "/record/export",
} as const;
