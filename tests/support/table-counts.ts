import { prisma } from "@suyuan/db/client";

/** Row counts of the tables a refused call must not touch. */
export async function tableCounts() {
  const [users, sessions, operations, logins, roles, sites, accounts, nodes, userRoles, enterprises] =
    await Promise.all([
      prisma.user.count(),
      prisma.session.count(),
      prisma.operationLog.count(),
      prisma.loginLog.count(),
      prisma.role.count(),
      prisma.site.count(),
      prisma.apiAccount.count(),
      prisma.permissionNode.count(),
      prisma.userRole.count(),
      prisma.enterprise.count(),
    ]);
  return { users, sessions, operations, logins, roles, sites, accounts, nodes, userRoles, enterprises };
}
