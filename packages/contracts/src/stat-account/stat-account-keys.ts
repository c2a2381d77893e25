// Permission keys of the sites' Baidu Tongji accounts, written like the origin's paths.

export const STAT_ACCOUNT_KEYS = {
  list: "/stat/list",
  create: "/stat/save",
  update: "/stat/update",
  delete: "/stat/delete",
} as const;
