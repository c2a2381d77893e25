import type { TUserItem } from "@suyuan/contracts/user/user-fields";
import type { Prisma } from "@suyuan/db/client";

/** What a user row reads as in lists, views and exports (never the password hash). */
export const USER_ITEM_SELECT = {
  id: true,
  username: true,
  realName: true,
  mobile: true,
  email: true,
  enabled: true,
  lastLoginAt: true,
  createdAt: true,
  enterprise: { select: { id: true, name: true } },
  roles: { select: { role: { select: { id: true, name: true } } }, orderBy: { roleId: "asc" } },
  sites: { select: { site: { select: { id: true, name: true } } }, orderBy: { siteId: "asc" } },
} satisfies Prisma.UserSelect;

type UserRow = Prisma.UserGetPayload<{ select: typeof USER_ITEM_SELECT }>;

export function toUserItem(row: UserRow): TUserItem {
  return {
    ...row,
    roles: row.roles.map((link) => link.role),
    sites: row.sites.map((link) => link.site),
  };
}
