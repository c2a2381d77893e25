// Permission keys of the ads and their spaces, written like the origin's paths.

export const ADVERTISING_KEYS = {
  list: "/advertising/list",
  create: "/advertising/save",
  update: "/advertising/update",
  delete: "/advertising/delete",
} as const;

export const ADVERTISING_SPACE_KEYS = {
  list: "/advertising/space_list",
  create: "/advertising/space_save",
  update: "/advertising/space_update",
  delete: "/advertising/space_delete",
} as const;
