import { prisma } from "@suyuan/db/client";

/** Row counts of the tables a refused call must not touch. */
export async function tableCounts() {
  const [users, sessions, operations, logins, roles, sites, accounts] = await Promise.all([
    prisma.user.count(),
    prisma.session.count(),
    prisma.operationLog.count(),
    prisma.loginLog.count(),
    prisma.role.count(),
    prisma.site.count(),
    prisma.apiAccount.count(),
  ]);
  return { users, sessions, operations, logins, roles, sites, accounts };
}
