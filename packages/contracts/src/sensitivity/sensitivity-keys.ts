// Permission keys of the sensitive words, written like the origin's paths (sensitivity/*).

export const SENSITIVITY_KEYS = {
  list: "/sensitivity/list",
  create: "/sensitivity/save",
  update: "/sensitivity/update",
  delete: "/sensitivity/delete",
} as const;
