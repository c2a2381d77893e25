// Permission keys of the object-storage accounts, written like the origin's paths.

export const OSS_KEYS = {
  list: "/oss/list",
  create: "/oss/save",
  update: "/oss/update",
  delete: "/oss/delete",
} as const;
